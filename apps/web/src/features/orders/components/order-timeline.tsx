import { type Order, type OrderStatus, orderStatusLabels } from '@bistro/contract/orders';
import { useRestaurantClock } from '@/config/site-config.ts';

const STEPS: OrderStatus[] = ['pending', 'preparing', 'ready', 'completed'];

/** Where the order is on its way: paid → being prepared → ready → picked up, each with its time. */
export function OrderTimeline({ order }: { order: Order }) {
  const { time: timeOf } = useRestaurantClock();
  const reached = (status: OrderStatus) => order.history.find((event) => event.status === status);
  if (order.status === 'cancelled') {
    const cancelled = reached('cancelled');
    return (
      <p className="alert alert-warning">
        Cancelled{cancelled ? ` at ${timeOf(cancelled.at)}` : ''}.{' '}
        {order.refundedAt
          ? `Your payment was refunded at ${timeOf(order.refundedAt)}.`
          : 'Your payment is being refunded.'}
      </p>
    );
  }
  return (
    <ol className="steps steps-vertical w-full sm:steps-horizontal" aria-label="Order progress">
      {STEPS.map((status) => {
        const event = reached(status);
        return (
          <li
            key={status}
            className={`step ${event ? 'step-primary' : ''}`}
            aria-current={order.status === status ? 'step' : undefined}
          >
            <span>
              {orderStatusLabels[status]}
              {event && <span className="block text-base-content/70 text-sm">{timeOf(event.at)}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
