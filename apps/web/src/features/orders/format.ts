import { formatPrice } from '@bistro/contract/money';
import type { Order } from '@bistro/contract/orders';

/** Whole minutes from `iso` to `now` (never below 0). */
export const minutesSince = (iso: string, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));

/** What cancelling the order gives back, as staff read it before they confirm. */
export function moneyBack(order: Order): string {
  const amount = formatPrice(order.total);
  if (order.paymentStatus === 'due') return 'Nothing was paid, so nothing is refunded.';
  if (order.paymentMethod === 'cash') return `Give ${amount} back in cash.`;
  if (order.paymentMethod === 'card_present') return `Give ${amount} back on the card terminal.`;
  return `${order.customerName} gets ${amount} back on their card.`;
}

/** What a cancellation's button says: a paid order is refunded, a due one only cancelled. */
export const cancelLabel = (order: Order) => (order.paymentStatus === 'due' ? 'Cancel order' : 'Cancel and refund');
