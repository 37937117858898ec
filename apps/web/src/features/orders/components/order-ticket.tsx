import { nextKitchenStatus, type Order, type StaffOrderStatus } from '@bistro/contract/orders';
import { telLink } from '@bistro/contract/phone';
import type { RestaurantClock } from '@bistro/contract/restaurant-clock';
import { Link } from 'react-router';
import { BillSummary } from '@/components/ui/bill-summary.tsx';
import { ChosenChoices, lineKey } from '@/components/ui/chosen-choices.tsx';
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
  clock: RestaurantClock;
  busy: boolean;
  onMove: (order: Order, status: StaffOrderStatus) => void;
  /** The order's ticket to print on the kitchen's printer. */
  ticketHref: string;
}

/** When it is to be picked up: "12:30 PM" today, "Tomorrow, 11:00 AM" otherwise. */
function pickupLabel(pickupAt: string, now: Date, clock: RestaurantClock) {
  const day = clock.day(pickupAt, now);
  return day === 'Today' ? clock.time(pickupAt) : `${day}, ${clock.time(pickupAt)}`;
}

/**
 * An order on the kitchen board: number, pickup time, age, the diner's note (loud: it may be an
 * allergy), what changed since the diner paid if anything did (a dish sold out meanwhile: make it
 * or cancel it), dishes, and the one-click move to its next step.
 */
export function OrderTicket({ order, now, clock, busy, onMove, ticketHref }: OrderTicketProps) {
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
        {order.pickupAt && (
          <p className="font-semibold text-lg">
            Pickup <time dateTime={order.pickupAt}>{pickupLabel(order.pickupAt, now, clock)}</time>
          </p>
        )}
        <p className="text-base-content/80 text-sm">
          {order.customerName}
          {order.phone && (
            <>
              {' · '}
              <a className="link" href={telLink(order.phone)} aria-label={`Call ${order.customerName}: ${order.phone}`}>
                {order.phone}
              </a>
            </>
          )}
        </p>
        {order.note && (
          <div className="rounded border-warning border-l-4 bg-warning/15 px-3 py-2">
            <p className="font-bold text-sm uppercase">Note</p>
            <p className="whitespace-pre-line font-semibold">{order.note}</p>
          </div>
        )}
        {order.paidDespite && (
          <div className="rounded border-error border-l-4 bg-error/10 px-3 py-2">
            <p className="font-bold text-sm uppercase">Check before you make it</p>
            <p className="font-semibold">{order.paidDespite}</p>
          </div>
        )}
        <ul className="space-y-1 text-lg" aria-label={`Dishes of order ${order.number}`}>
          {order.lines.map((line) => (
            <li key={lineKey(line)}>
              <span className="font-bold">{line.quantity} ×</span> {line.name}
              <ChosenChoices choices={line.choices} className="ml-6 text-base" />
            </li>
          ))}
        </ul>
        <BillSummary bill={order.bill} />
        <Link to={ticketHref} className="link self-start text-sm" aria-label={`Print ticket of order ${order.number}`}>
          Print ticket
        </Link>
        <div className="card-actions items-center justify-between">
          {cancellable ? (
            <button
              type="button"
              className="btn btn-ghost btn-sm text-error"
              disabled={busy}
              onClick={() => onMove(order, 'cancelled')}
              aria-label={`${ACTION_LABELS.cancelled} order ${order.number}`}
              aria-haspopup="dialog"
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
