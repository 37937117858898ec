import { nextKitchenStatus, type Order, type StaffOrderStatus } from '@bistro/contract/orders';
import { minutesSince } from '../format.ts';

const ACTION_LABELS: Record<StaffOrderStatus, string> = {
  preparing: 'Start preparing',
  ready: 'Mark ready',
  completed: 'Picked up',
  cancelled: 'Cancel and refund',
};

/** How long an order has waited since it was paid, and the colour that says whether that is long. */
function age(order: Order, now: Date) {
  const minutes = order.paidAt ? minutesSince(order.paidAt, now) : 0;
  const tone = minutes >= 20 ? 'badge-error' : minutes >= 10 ? 'badge-warning' : 'badge-success';
  return { label: minutes === 0 ? 'just now' : `${minutes} min ago`, minutes, tone };
}

interface OrderTicketProps {
  order: Order;
  now: Date;
  busy: boolean;
  onMove: (order: Order, status: StaffOrderStatus) => void;
}

/** An order on the kitchen board: number, age, dishes, and the one-click move to its next step. */
export function OrderTicket({ order, now, busy, onMove }: OrderTicketProps) {
  const next = nextKitchenStatus[order.status];
  const waited = age(order, now);
  const cancellable = order.status === 'pending' || order.status === 'preparing';
  return (
    <article className="card bg-base-100 shadow" aria-labelledby={`ticket-${order._id}`}>
      <div className="card-body gap-3 p-4">
        <header className="flex items-center justify-between gap-2">
          <h3 id={`ticket-${order._id}`} className="font-display font-bold text-2xl">
            #{order.number}
          </h3>
          <span className={`badge ${waited.tone}`} title={`Paid ${waited.minutes} minutes ago`}>
            {waited.label}
          </span>
        </header>
        <p className="text-base-content/80 text-sm">{order.customerName}</p>
        <ul className="space-y-1 text-lg" aria-label={`Dishes of order ${order.number}`}>
          {order.lines.map((line) => (
            <li key={line.menuID}>
              <span className="font-bold">{line.quantity} ×</span> {line.name}
            </li>
          ))}
        </ul>
        <div className="card-actions items-center justify-between">
          {cancellable ? (
            <button
              type="button"
              className="btn btn-ghost btn-sm text-error"
              disabled={busy}
              onClick={() => onMove(order, 'cancelled')}
              aria-label={`${ACTION_LABELS.cancelled} order ${order.number}`}
            >
              Cancel
            </button>
          ) : (
            <span />
          )}
          {next && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => onMove(order, next)}
              aria-label={`${ACTION_LABELS[next]}: order ${order.number}`}
            >
              {ACTION_LABELS[next]}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
