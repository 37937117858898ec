import { billRows } from '@bistro/contract/bill-settings';
import { lineTotal } from '@bistro/contract/cart-totals';
import { addressLine } from '@bistro/contract/fulfilment';
import type { MenuItem } from '@bistro/contract/menu';
import { format, formatPrice, fromMajor } from '@bistro/contract/money';
import type { ChosenChoice } from '@bistro/contract/options';
import { dishesInWords, type Order, refundRows } from '@bistro/contract/orders';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChosenChoices, lineKey, withChoices } from '@/components/ui/chosen-choices.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { showToast } from '@/components/ui/toast.tsx';
import { paths } from '@/config/paths.ts';
import { useRestaurantClock } from '@/config/site-config.ts';
import { now } from '@/lib/clock.ts';
import { showFailure } from '@/lib/dialogs.ts';
import { type MessageId, usePageLanguage, useTranslate, useWordsAround } from '@/lib/i18n.ts';
import { useOrderWords } from '@/lib/order-words.ts';
import { useAddToOrder } from '../api/add-to-order.ts';
import { useCreateRefund } from '../api/create-refund.ts';
import { useOrder } from '../api/get-order.ts';
import { useOrderStream } from '../api/order-events.ts';
import { useRemoveFromOrder } from '../api/remove-from-order.ts';
import { useSettleOrder } from '../api/settle-order.ts';
import { DishFinder } from './dish-finder.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { RefundDialog } from './refund-dialog.tsx';
import { RemoveDishesDialog } from './remove-dishes-dialog.tsx';
import { SettleOrderDialog } from './settle-order-dialog.tsx';

/** What staff work on an order with: the menu to add dishes from, and the shop's options dialog. */
interface StaffTools {
  menu: readonly MenuItem[];
  chooseOptions: (item: MenuItem) => Promise<ChosenChoice[] | null>;
}

/**
 * One order as its diner follows it: number, status (live), timeline, lines and total; for staff
 * (`staff`), also a rule it was taken despite, while it is due at pickup dishes to add and the
 * payment to take, until it is picked up dishes to take off, and once paid, part of it to refund.
 */
export function OrderDetails({
  id,
  receiptHref,
  staff = null,
}: {
  id: string;
  receiptHref: string;
  staff?: StaffTools | null;
}) {
  const order = useOrder(id);
  const t = useTranslate();
  useOrderStream();
  return (
    <QueryState query={order} what={t('order.yourOrder')}>
      {(current) => (
        <OrderView order={current} receiptHref={receiptHref} linkOrders={staff !== null}>
          {staff && <StaffNotes order={current} tools={staff} />}
          {staff && <RemoveControl order={current} />}
          {staff && <RefundControl order={current} />}
        </OrderView>
      )}
    </QueryState>
  );
}

/** Whether dishes can still be taken off the order: not picked up, cancelled or waiting for its link, a dish not refunded. */
const removable = (order: Order) =>
  ['pending', 'preparing', 'ready'].includes(order.status) &&
  order.lines.some((line) => line.quantity > line.refundedQuantity);

/** Staff's button to take dishes off the order (or fewer of them), its dialog, and what it did. */
function RemoveControl({ order }: { order: Order }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const remove = useRemoveFromOrder();
  if (!removable(order)) return null;
  return (
    <div>
      <button type="button" className="btn btn-outline min-h-11" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('staffOrder.takeDishOff')}
      </button>
      {open && (
        <RemoveDishesDialog
          order={order}
          onKeep={() => setOpen(false)}
          onRemove={async (removal, key) => {
            const changed = await remove.mutateAsync({ id: order._id, key, ...removal });
            setOpen(false);
            showToast(
              changed.paymentStatus === 'paid'
                ? t('staffOrder.takenOffRefunded', { amount: formatPrice(changed.refunded), number: changed.number })
                : t('staffOrder.takenOff', { number: changed.number, total: formatPrice(changed.total) }),
            );
          }}
        />
      )}
    </div>
  );
}

/**
 * Whether part of the order can still be refunded: paid (a table's round: paid at the table; the
 * server checks that its tab is closed), not cancelled, something left of it.
 */
const refundable = (order: Order) =>
  (order.paidAt !== null || order.paidAtTable) && order.status !== 'cancelled' && order.refunded < order.total;

/** Staff's button to refund part of the order, its dialog, and what the last refund did. */
function RefundControl({ order }: { order: Order }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const refund = useCreateRefund();
  // What the last refund did stays said when it left nothing more to refund.
  if (!refundable(order) && !done) return null;
  return (
    <div className="space-y-2">
      {refundable(order) && (
        <button type="button" className="btn btn-outline min-h-11" onClick={() => setOpen(true)}>
          {t('staffOrder.refundPart')}
        </button>
      )}
      {done && (
        <p role="status" className="alert alert-success">
          {done}
        </p>
      )}
      {open && (
        <RefundDialog
          order={order}
          onKeep={() => setOpen(false)}
          onRefund={async (body, key) => {
            const answer = await refund.mutateAsync({ id: order._id, key, ...body });
            const amount = format(fromMajor(answer.refund.amount, order.bill.currency));
            const settled = answer.refund.status === 'refunded';
            setDone(
              // A table's round is paid by its tab's payers: the money goes back to them, nobody is mailed.
              order.table && order.paidAt === null
                ? t(settled ? 'staffOrder.refundedFromTab' : 'staffOrder.refundFromTabPending', {
                    amount,
                    table: order.table,
                  })
                : t(settled ? 'staffOrder.refunded' : 'staffOrder.refundPending', { amount, name: order.customerName }),
            );
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}

/**
 * What staff see of an order besides its diner's view: the rule it was taken despite; until it is
 * picked up, Add a dish (found by name, with its options: on a due order's bill, or for a paid one
 * as an order of their own, decision 023); and while it is due at pickup, Take payment.
 */
function StaffNotes({ order, tools }: { order: Order; tools: StaffTools }) {
  const t = useTranslate();
  const [settling, setSettling] = useState(false);
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const settle = useSettleOrder();
  const add = useAddToOrder();
  const due =
    order.paymentStatus === 'due' && !order.paidAtTable && ['pending', 'preparing', 'ready'].includes(order.status);
  // A paid order takes dishes as an order of their own: not a delivery's or a table's (those add otherwise).
  const addable =
    due ||
    (order.paymentStatus === 'paid' &&
      ['pending', 'preparing', 'ready'].includes(order.status) &&
      order.fulfilment.type === 'pickup' &&
      order.channel !== 'table');

  async function addDish(item: MenuItem) {
    const choices = item.optionGroups.length > 0 ? await tools.chooseOptions(item) : [];
    if (!choices) return;
    const line = {
      menuID: item._id,
      quantity: 1,
      ...(choices.length > 0 ? { choices: choices.map((c) => c.id) } : {}),
    };
    try {
      const changed = await add.mutateAsync({ id: order._id, lines: [line], idempotencyKey: crypto.randomUUID() });
      const dish = withChoices(item.name, choices);
      const total = formatPrice(changed.total);
      showToast(
        changed._id === order._id
          ? t('staffOrder.added', { dish, number: changed.number, total })
          : t('staffOrder.addedAsOrder', {
              dish,
              number: changed.number,
              total,
              how: changed.payLink ? 'link' : 'pickup',
            }),
      );
    } catch (error) {
      await showFailure(t('staffOrder.notAdded', { dish: item.name }), error);
    }
  }

  return (
    <>
      {order.ruleOverride && (
        <div className="rounded border-warning border-l-4 bg-warning/15 px-3 py-2">
          <p className="font-semibold">{t('staffOrder.takenDespite', { rule: order.ruleOverride.rule })}</p>
          <p>
            {t('order.why')} {order.ruleOverride.reason}
          </p>
        </div>
      )}
      {addable && (
        <div className="flex flex-wrap gap-2">
          {due && (
            <button
              type="button"
              className="btn btn-secondary min-h-11"
              aria-haspopup="dialog"
              onClick={() => setSettling(true)}
            >
              {t('kitchen.takePayment')}
            </button>
          )}
          <button
            ref={addButton}
            type="button"
            className="btn btn-outline min-h-11"
            aria-expanded={adding}
            onClick={() => setAdding((open) => !open)}
          >
            {t('staffOrder.addDish')}
          </button>
        </div>
      )}
      {addable && adding && (
        <section aria-label={t('staffOrder.addDish')} className="space-y-2 rounded border border-base-300 p-4">
          {!due && (
            <p className="text-base-content/80">
              {t('staffOrder.paidAddsOwnOrder', {
                how: order.paymentMethod === 'card' && order.email ? 'link' : 'pickup',
              })}
            </p>
          )}
          <DishFinder menu={tools.menu} onPick={addDish} />
        </section>
      )}
      {/* Gone as soon as the order shows paid: the page behind a modal dialog takes no typing. */}
      {settling && due && (
        <SettleOrderDialog
          order={order}
          onClose={() => setSettling(false)}
          focusAfter={() => addButton.current}
          onSettle={async (settlement) => {
            const paid = await settle.mutateAsync({ id: order._id, ...settlement });
            setSettling(false);
            showToast(
              paid.change !== undefined
                ? t('kitchen.paidGiveChange', {
                    number: paid.number,
                    change: format(fromMajor(paid.change, paid.bill.currency)),
                  })
                : t('kitchen.paidByCard', { number: paid.number }),
            );
          }}
        />
      )}
    </>
  );
}

/**
 * An order as its diner reads it, signed in or a guest: number, status, timeline, lines and
 * total, and once it is paid the link to its receipt.
 */
export function OrderView({
  order: current,
  receiptHref,
  linkOrders = false,
  children,
}: {
  order: Order;
  receiptHref: string;
  /** Whether the orders it was added to or that were added to it are links (staff open any order). */
  linkOrders?: boolean;
  /** What follows the status (staff's notes and tools, the payment by link). */
  children?: ReactNode;
}) {
  const clock = useRestaurantClock();
  const t = useTranslate();
  const words = useOrderWords();
  const seenAt = now();
  const title = t('order.title', { number: current.number });
  return (
    <article className="space-y-6 rounded bg-base-100 p-4 shadow md:p-8" aria-labelledby="order-heading">
      <PageTitle>{title}</PageTitle>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="order-heading" className="font-display text-3xl">
          {title}
        </h1>
        {current.paidAt && (
          <p className="text-base-content/70">{t('order.paidWhen', { when: clock.when(current.paidAt, seenAt) })}</p>
        )}
      </header>
      {current.paidAt && (
        <Link to={receiptHref} className="btn btn-outline btn-sm min-h-11">
          {t('order.receipt')}
        </Link>
      )}
      <p role="status" className="font-semibold text-xl">
        {words.status(current)}
      </p>
      <p className="text-base-content/80">
        {t(channelMessages[current.channel])} · {words.payment(current)}
      </p>
      {children}
      {current.pickupAt && current.fulfilment.type === 'pickup' && (
        <p className="text-lg">
          {t('order.pickup')} <strong>{clock.when(current.pickupAt, seenAt)}</strong>
        </p>
      )}
      {current.fulfilment.address && (
        <div>
          <p className="text-lg">
            {t('order.deliveredTo')} <strong>{addressLine(current.fulfilment.address)}</strong>
            {current.fulfilment.arrivalAt &&
              t('order.arrivingAbout', { when: clock.when(current.fulfilment.arrivalAt, seenAt) })}
          </p>
          {current.fulfilment.instructions && (
            <p className="text-base-content/80">
              {t('order.forTheDriver', { instructions: current.fulfilment.instructions })}
            </p>
          )}
        </div>
      )}
      {current.phone && <p>{t('order.weCall', { phone: current.phone })}</p>}
      {current.note && (
        <div>
          <p className="font-semibold">{t('order.yourNote')}</p>
          <p className="whitespace-pre-line text-base-content/80">{current.note}</p>
        </div>
      )}
      <OrderTimeline order={current} />
      <table className="table">
        <caption className="sr-only">{t('order.whatYouOrdered')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('order.dish')}</th>
            <th scope="col" className="text-end">
              {t('cart.quantity')}
            </th>
            <th scope="col" className="text-end">
              {t('cart.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {current.lines.map((line) => (
            <tr key={lineKey(line)}>
              <td>
                {line.name}
                <ChosenChoices choices={line.choices} />
              </td>
              <td className="text-end">
                {line.quantity}
                {line.refundedQuantity > 0 && (
                  <span className="block text-base-content/70 text-sm">
                    {t('order.refundedCount', { count: line.refundedQuantity })}
                  </span>
                )}
              </td>
              <td className="text-end">{format(lineTotal(line, current.bill.currency))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {[...billRows(current.bill), ...refundRows(current)].map((row) => (
            <tr key={row.kind}>
              <th scope="row" colSpan={2}>
                {words.billRow(row, current.bill.promoCode)}
              </th>
              <td className="text-end font-semibold">{format(row.amount)}</td>
            </tr>
          ))}
        </tfoot>
      </table>
      <RefundsList order={current} />
      <LinkedOrders order={current} linkOrders={linkOrders} />
    </article>
  );
}

const channelMessages: Record<Order['channel'], MessageId> = {
  online: 'order.channelOnline',
  counter: 'order.channelCounter',
  phone: 'order.channelPhone',
  table: 'order.channelTable',
};

/** The order these dishes were added to, or the orders of dishes added to this paid one, with their totals. */
function LinkedOrders({ order, linkOrders }: { order: Order; linkOrders: boolean }) {
  const t = useTranslate();
  const wordsAround = useWordsAround();
  const named = ({ id, number }: { id: string; number: number }) => {
    const words = t('order.orderInSentence', { number });
    return linkOrders ? <Link to={paths.dashboard.order.getHref(id)}>{words}</Link> : words;
  };
  if (order.addedTo) {
    const [before, after] = wordsAround('order.addedTo', 'order');
    return (
      <p>
        {before}
        {named(order.addedTo)}
        {after}
      </p>
    );
  }
  if (order.additions.length === 0) return null;
  const stateOf = (addition: Order['additions'][number]): MessageId =>
    addition.status === 'cancelled'
      ? 'order.additionCancelled'
      : addition.paymentStatus === 'paid'
        ? 'order.additionPaid'
        : 'order.additionToPay';
  return (
    <section aria-labelledby={`additions-${order._id}`} className="space-y-2">
      <h2 id={`additions-${order._id}`} className="font-semibold text-lg">
        {t('order.addedLater')}
      </h2>
      <ul className="space-y-1">
        {order.additions.map((addition) => (
          <li key={addition.id}>
            {named(addition)}
            {t('order.additionTotal', {
              total: format(fromMajor(addition.total, order.bill.currency)),
              state: t(stateOf(addition)),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The order's partial refunds: when, how much, of what, and why. */
function RefundsList({ order }: { order: Order }) {
  const clock = useRestaurantClock();
  const t = useTranslate();
  const language = usePageLanguage();
  if (order.refunds.length === 0) return null;
  return (
    <section aria-labelledby={`refunds-${order._id}`} className="space-y-2">
      <h2 id={`refunds-${order._id}`} className="font-semibold text-lg">
        {t('order.refunds')}
      </h2>
      <ul className="space-y-2">
        {order.refunds.map((refund) => (
          <li key={refund.id} className="rounded bg-base-200 p-3">
            <p>
              <strong>{format(fromMajor(refund.amount, order.bill.currency))}</strong>{' '}
              {refund.lines.length > 0
                ? t('order.refundOnOf', { when: clock.stamp(refund.at), dishes: dishesInWords(refund.lines, language) })
                : t('order.refundOn', { when: clock.stamp(refund.at) })}
            </p>
            <p className="text-base-content/80">
              {t('order.why')} {refund.reason}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
