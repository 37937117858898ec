import { formatPrice } from '@bistro/contract/money';
import { nextKitchenStatus, type Order, orderChannelLabels, type StaffOrderStatus } from '@bistro/contract/orders';
import { telLink } from '@bistro/contract/phone';
import type { RestaurantClock } from '@bistro/contract/restaurant-clock';
import { Link } from 'react-router';
import { BillSummary } from '@/components/ui/bill-summary.tsx';
import { ChosenChoices, lineKey } from '@/components/ui/chosen-choices.tsx';
import { cancelLabel, minutesSince } from '../format.ts';

const ACTION_LABELS: Record<Exclude<StaffOrderStatus, 'cancelled'>, string> = {
  preparing: 'Start preparing',
  ready: 'Mark ready',
  completed: 'Picked up',
};

/** How long an order has waited since it was paid (or entered, due at pickup), and the colour that says whether that is long. */
function age(order: Order, now: Date) {
  const since = order.paidAt ?? order.history[0]?.at ?? null;
  const minutes = since ? minutesSince(since, now) : 0;
  const tone = minutes >= 20 ? 'badge-error' : minutes >= 10 ? 'badge-warning' : 'badge-success';
  return { label: minutes === 0 ? 'just now' : `${minutes} min ago`, minutes, tone };
}

interface OrderTicketProps {
  order: Order;
  now: Date;
  clock: RestaurantClock;
  busy: boolean;
  onMove: (order: Order, status: StaffOrderStatus) => void;
  /** Takes the payment of an order due at pickup. */
  onTakePayment: (order: Order) => void;
  /** The order's ticket to print on the kitchen's printer. */
  ticketHref: string;
}

/** When it is to be picked up: "12:30 PM" today, "Tomorrow, 11:00 AM" otherwise. */
function pickupLabel(pickupAt: string, now: Date, clock: RestaurantClock) {
  const day = clock.day(pickupAt, now);
  return day === 'Today' ? clock.time(pickupAt) : `${day}, ${clock.time(pickupAt)}`;
}

/**
 * An order on the kitchen board: number, where it was taken (online, phone, counter), pickup time,
 * age, the diner's note (loud: it may be an allergy), what changed since the diner paid if
 * anything did (a dish sold out meanwhile: make it or cancel it), dishes, what is still to pay
 * (due at pickup: Take payment), and the one-click move to its next step (handed over once paid).
 */
export function OrderTicket({ order, now, clock, busy, onMove, onTakePayment, ticketHref }: OrderTicketProps) {
  const due = order.paymentStatus === 'due';
  const nextStep = nextKitchenStatus[order.status];
  const next = nextStep === 'completed' && due ? undefined : nextStep;
  const waited = age(order, now);
  const cancellable = order.status === 'pending' || order.status === 'preparing';
  return (
    <article className="card bg-base-100 shadow" aria-labelledby={`ticket-${order._id}`}>
      <div className="card-body gap-3 p-4">
        <header className="flex items-center justify-between gap-2">
          <h3 id={`ticket-${order._id}`} className="font-display font-bold text-2xl">
            #{order.number}
          </h3>
          <span className="badge badge-outline badge-lg">{orderChannelLabels[order.channel]}</span>
          <span className={`badge ${waited.tone}`} title={`Waiting for ${waited.minutes} minutes`}>
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
        {due && (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded border-info border-l-4 bg-info/10 px-3 py-2">
            <p className="font-bold">To pay at pickup: {formatPrice(order.total)}</p>
            <button
              type="button"
              className="btn btn-secondary btn-sm min-h-11"
              disabled={busy}
              onClick={() => onTakePayment(order)}
              aria-label={`Take payment for order ${order.number}`}
              aria-haspopup="dialog"
            >
              Take payment
            </button>
          </div>
        )}
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
              aria-label={`${cancelLabel(order)} order ${order.number}`}
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
