import { formatPrice } from '@bistro/contract/money';
import type { Order } from '@bistro/contract/orders';
import type { RestaurantClock } from '@bistro/contract/restaurant-clock';
import { Link } from 'react-router';
import { ChosenChoices, lineKey } from '@/components/ui/chosen-choices.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { PrintButton } from '@/components/ui/print-button.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { useRestaurantClock } from '@/config/site-config.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { useOrderWords } from '@/lib/order-words.ts';
import { useOrder } from '../api/get-order.ts';
import { kitchenTimeMessage } from '../format.ts';

/**
 * An order's ticket as a kitchen printer prints it on an 80 mm roll (index.css names its page):
 * the number large, where it was taken (and what is still to pay at pickup), when it is picked up, who and their phone, the note, what changed since the
 * diner paid, and each dish with its choices in big type. No prices: the cooks need none. In the
 * cook's language, as the kitchen board is.
 */
export function KitchenTicketSheet({ order, clock }: { order: Order; clock: RestaurantClock }) {
  const t = useTranslate();
  const { whereTaken } = useOrderWords();
  return (
    <article
      className="print-sheet kitchen-ticket-sheet mx-auto w-full max-w-[80mm] space-y-3 bg-white p-2 text-black"
      aria-labelledby="kitchen-ticket-heading"
    >
      <h1 id="kitchen-ticket-heading" className="text-center font-bold text-5xl">
        #{order.number}
      </h1>
      <p className="text-center font-bold text-xl uppercase">{whereTaken(order)}</p>
      {order.paymentStatus === 'due' && !order.paidAtTable && (
        <p className="border-4 border-black p-2 text-center font-bold text-xl">
          {t(order.table ? 'kitchen.onTableTab' : 'kitchen.toPayAtPickup', { total: formatPrice(order.total) })}
        </p>
      )}
      {order.pickupAt && (
        <p className="text-center font-bold text-xl">
          <time dateTime={order.pickupAt}>{t(kitchenTimeMessage(order), { time: clock.stamp(order.pickupAt) })}</time>
        </p>
      )}
      <p className="text-lg">
        {order.customerName}
        {order.phone && <span className="block">{order.phone}</span>}
      </p>
      {order.paidDespite && (
        <div className="border-4 border-black p-2">
          <p className="font-bold uppercase">{t('kitchen.checkFirst')}</p>
          <p className="font-semibold">{order.paidDespite}</p>
        </div>
      )}
      {order.note && (
        <div className="border-2 border-black border-dashed p-2">
          <p className="font-bold uppercase">{t('kitchen.note')}</p>
          <p className="whitespace-pre-line font-semibold text-lg">{order.note}</p>
        </div>
      )}
      <ul
        className="space-y-2 border-black border-t-2 pt-2 text-2xl"
        aria-label={t('kitchen.dishesOf', { number: order.number })}
      >
        {order.lines.map((line) => (
          <li key={lineKey(line)}>
            <span className="font-bold">{line.quantity} ×</span> {line.name}
            <ChosenChoices choices={line.choices} className="ml-6 text-xl" />
          </li>
        ))}
      </ul>
    </article>
  );
}

/** The ticket of one order, to print from the kitchen board (staff and admins). */
export function KitchenTicketPrint({ id, backTo }: { id: string; backTo: string }) {
  const order = useOrder(id);
  const clock = useRestaurantClock();
  const t = useTranslate();
  return (
    <QueryState query={order} what={t('kitchen.theTicket')}>
      {(current) => (
        <div className="space-y-4">
          <PageTitle>{t('kitchen.ticketTitle', { number: current.number })}</PageTitle>
          <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
            <Link to={backTo} className="link">
              {t('kitchen.backToBoard')}
            </Link>
            <PrintButton label={t('kitchen.printTicket')} />
          </div>
          <KitchenTicketSheet order={current} clock={clock} />
        </div>
      )}
    </QueryState>
  );
}
