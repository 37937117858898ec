import { formatPrice } from '@bistro/contract/money';
import { cancellationText, type Order, type OrderStatus, orderStatusWords, orderSteps } from '@bistro/contract/orders';
import { useRestaurantClock } from '@/config/site-config.ts';

/**
 * Where the order is on its way: paid (or taken, to pay at pickup) → being prepared → ready →
 * picked up, or for a delivery → out for delivery → delivered, each with its time; or, cancelled, when and why (the kitchen's reason and note) and
 * whether the money is back (to the card, at the counter, or nothing was paid).
 */
export function OrderTimeline({ order }: { order: Order }) {
  const { time: timeOf } = useRestaurantClock();
  const reached = (status: OrderStatus) => order.history.find((event) => event.status === status);
  if (order.status === 'cancelled') {
    const cancelled = reached('cancelled');
    const amount = formatPrice(order.total);
    return (
      <div className="alert alert-warning flex flex-col items-start gap-1 text-left">
        <p>Cancelled{cancelled ? ` at ${timeOf(cancelled.at)}` : ''}.</p>
        {order.cancellation && (
          <p className="whitespace-pre-line">
            <strong>Why:</strong> {cancellationText(order.cancellation)}
          </p>
        )}
        <p>
          {order.paymentStatus === 'due'
            ? 'Nothing was paid for it.'
            : order.paymentMethod === 'cash' || order.paymentMethod === 'card_present'
              ? `Your payment of ${amount} is given back at our counter.`
              : order.refundedAt
                ? `Your payment of ${amount} was refunded to your card at ${timeOf(order.refundedAt)}.`
                : `Your payment of ${amount} is being refunded to your card.`}
        </p>
      </div>
    );
  }
  return (
    <ol className="steps steps-vertical w-full sm:steps-horizontal" aria-label="Order progress">
      {orderSteps(order.fulfilment.type).map((status) => {
        const event = reached(status);
        return (
          <li
            key={status}
            className={`step ${event ? 'step-primary' : ''}`}
            aria-current={order.status === status ? 'step' : undefined}
          >
            <span>
              {orderStatusWords({
                status,
                paymentStatus: order.paymentStatus,
                fulfilment: { type: order.fulfilment.type },
              })}
              {event && <span className="block text-base-content/70 text-sm">{timeOf(event.at)}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
