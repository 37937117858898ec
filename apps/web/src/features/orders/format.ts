import { formatPrice } from '@bistro/contract/money';
import type { CancellationReason, Order } from '@bistro/contract/orders';
import { type MessageId, useTranslate } from '@/lib/i18n.ts';

/** Why an order was cancelled, in the kitchen's words: a reason to choose, and the day's history. */
export const cancellationReasonMessages: Record<CancellationReason, MessageId> = {
  sold_out: 'kitchen.reason.soldOut',
  closing: 'kitchen.reason.closing',
  other: 'kitchen.reason.other',
  not_accepted: 'kitchen.reason.notAccepted',
};

/**
 * What the kitchen's time for an order (`pickupAt`) means, "… {time}": when a delivery must leave,
 * when a table's round is served, else when the diner picks it up.
 */
export const kitchenTimeMessage = (order: Pick<Order, 'channel' | 'fulfilment'>): MessageId =>
  order.fulfilment.type === 'delivery'
    ? 'kitchen.leavesAt'
    : order.channel === 'table'
      ? 'kitchen.serveAt'
      : 'kitchen.pickupAt';

/** Whole minutes from `iso` to `now` (never below 0). */
export const minutesSince = (iso: string, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));

/** A cancellation's words in the page's language, as staff read them before and after they confirm. */
export function useCancelWords() {
  const t = useTranslate();
  return {
    /** What cancelling the order gives back. */
    moneyBack(order: Order): string {
      const amount = formatPrice(order.total);
      if (order.paymentStatus === 'due') return t('kitchen.moneyBackNothing');
      if (order.paymentMethod === 'cash') return t('kitchen.moneyBackCash', { amount });
      if (order.paymentMethod === 'card_present') return t('kitchen.moneyBackTerminal', { amount });
      return t('kitchen.moneyBackCard', { name: order.customerName, amount });
    },
    /** What a cancellation's button says: a paid order is refunded, a due one only cancelled. */
    label: (order: Order) => t(order.paymentStatus === 'due' ? 'kitchen.cancelOrder' : 'kitchen.cancelAndRefund'),
    /** The same, naming the order: "Cancel and refund order 1042". */
    labelOf: (order: Order) =>
      t(order.paymentStatus === 'due' ? 'kitchen.cancelOrderOf' : 'kitchen.cancelAndRefundOf', {
        number: order.number,
      }),
  };
}
