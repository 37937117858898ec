import { addressLine, mapsHref } from '@bistro/contract/fulfilment';
import type { Order } from '@bistro/contract/orders';
import { telLink } from '@bistro/contract/phone';
import { QueryState } from '@/components/ui/query-state.tsx';
import { showToast } from '@/components/ui/toast.tsx';
import { useRestaurantClock } from '@/config/site-config.ts';
import { showFailure } from '@/lib/dialogs.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { useOrderWords } from '@/lib/order-words.ts';
import { useChangeOrderStatus } from '../api/change-order-status.ts';
import { useDeliveries } from '../api/get-deliveries.ts';

/**
 * A driver's screen, made for a phone: their deliveries in the order to take them, each with the
 * address as a link into the phone's map app, the diner's phone, the note for the driver, when it
 * should arrive, and the one button for its next step (take it out, then mark it delivered), in
 * the driver's language.
 */
export function DeliveryList() {
  const t = useTranslate();
  const deliveries = useDeliveries();
  const change = useChangeOrderStatus();

  async function move(order: Order, status: 'out_for_delivery' | 'delivered') {
    try {
      await change.mutateAsync({ id: order._id, status });
      showToast(t(status === 'delivered' ? 'delivery.deliveredToast' : 'delivery.outToast', { number: order.number }));
    } catch (error) {
      await showFailure(t('kitchen.notMoved', { number: order.number }), error);
    }
  }

  return (
    <QueryState
      query={deliveries}
      what={t('delivery.theDeliveries')}
      empty={{
        when: (list) => list.length === 0,
        content: <p className="text-base-content/80">{t('delivery.noneReady')}</p>,
      }}
    >
      {(list) => (
        <ol className="space-y-4" aria-label={t('delivery.title')}>
          {list.map((order) => (
            <li key={order._id}>
              <DeliveryCard order={order} busy={change.isPending} onMove={(status) => void move(order, status)} />
            </li>
          ))}
        </ol>
      )}
    </QueryState>
  );
}

function DeliveryCard({
  order,
  busy,
  onMove,
}: {
  order: Order;
  busy: boolean;
  onMove: (status: 'out_for_delivery' | 'delivered') => void;
}) {
  const clock = useRestaurantClock();
  const t = useTranslate();
  const { status } = useOrderWords();
  const { address, arrivalAt, instructions } = order.fulfilment;
  const headingId = `delivery-${order._id}`;
  const out = order.status === 'out_for_delivery';
  return (
    <article className="card bg-base-100 shadow" aria-labelledby={headingId}>
      <div className="card-body gap-3 p-4">
        <header className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="font-display font-bold text-2xl">
            #{order.number} · {order.customerName}
          </h2>
          <span className={`badge badge-lg ${out ? 'badge-info' : 'badge-success'}`}>{status(order)}</span>
        </header>
        {address && (
          <a
            className="link link-primary font-semibold text-lg"
            href={mapsHref(address)}
            target="_blank"
            rel="noopener"
          >
            {addressLine(address)}
            <span className="sr-only"> {t('delivery.opensMap')}</span>
          </a>
        )}
        {arrivalAt && (
          <p>
            {order.pickupAt && !out
              ? t('delivery.arriveAboutLeaving', { arrival: clock.time(arrivalAt), leaves: clock.time(order.pickupAt) })
              : t('delivery.arriveAbout', { time: clock.time(arrivalAt) })}
          </p>
        )}
        {order.phone && (
          <p>
            <a
              className="link"
              href={telLink(order.phone)}
              aria-label={t('kitchen.call', { name: order.customerName, phone: order.phone })}
            >
              {order.phone}
            </a>
          </p>
        )}
        {instructions && (
          <div className="rounded border-warning border-l-4 bg-warning/15 px-3 py-2">
            <p className="font-bold text-sm uppercase">{t('kitchen.note')}</p>
            <p className="whitespace-pre-line font-semibold">{instructions}</p>
          </div>
        )}
        <button
          type="button"
          className="btn btn-primary btn-lg"
          disabled={busy}
          onClick={() => onMove(out ? 'delivered' : 'out_for_delivery')}
          aria-label={t(out ? 'delivery.markDeliveredOf' : 'delivery.takeOutOf', { number: order.number })}
        >
          {t(out ? 'delivery.markDelivered' : 'delivery.takeOut')}
        </button>
      </div>
    </article>
  );
}
