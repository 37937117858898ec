import { addressLine, mapsHref } from '@bistro/contract/fulfilment';
import { type Order, orderStatusWords } from '@bistro/contract/orders';
import { telLink } from '@bistro/contract/phone';
import { QueryState } from '@/components/ui/query-state.tsx';
import { showToast } from '@/components/ui/toast.tsx';
import { useRestaurantClock } from '@/config/site-config.ts';
import { showFailure } from '@/lib/dialogs.ts';
import { useChangeOrderStatus } from '../api/change-order-status.ts';
import { useDeliveries } from '../api/get-deliveries.ts';

/**
 * A driver's screen, made for a phone: their deliveries in the order to take them, each with the
 * address as a link into the phone's map app, the diner's phone, the note for the driver, when it
 * should arrive, and the one button for its next step (take it out, then mark it delivered).
 */
export function DeliveryList() {
  const deliveries = useDeliveries();
  const change = useChangeOrderStatus();

  async function move(order: Order, status: 'out_for_delivery' | 'delivered') {
    try {
      await change.mutateAsync({ id: order._id, status });
      showToast(
        status === 'delivered'
          ? `Order #${order.number} delivered; the diner is told.`
          : `Order #${order.number} is out for delivery; the diner is told.`,
      );
    } catch (error) {
      await showFailure(`Order #${order.number} was not moved`, error);
    }
  }

  return (
    <QueryState
      query={deliveries}
      what="the deliveries"
      empty={{
        when: (list) => list.length === 0,
        content: <p className="text-base-content/80">No delivery is ready to go out. This list updates by itself.</p>,
      }}
    >
      {(list) => (
        <ol className="space-y-4" aria-label="Deliveries">
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
          <span className={`badge badge-lg ${out ? 'badge-info' : 'badge-success'}`}>{orderStatusWords(order)}</span>
        </header>
        {address && (
          <a
            className="link link-primary font-semibold text-lg"
            href={mapsHref(address)}
            target="_blank"
            rel="noopener"
          >
            {addressLine(address)}
            <span className="sr-only"> (opens the map)</span>
          </a>
        )}
        {arrivalAt && (
          <p>
            Arrive about <time dateTime={arrivalAt}>{clock.time(arrivalAt)}</time>
            {order.pickupAt && !out && (
              <>
                {' '}
                · leaves the kitchen <time dateTime={order.pickupAt}>{clock.time(order.pickupAt)}</time>
              </>
            )}
          </p>
        )}
        {order.phone && (
          <p>
            <a className="link" href={telLink(order.phone)} aria-label={`Call ${order.customerName}: ${order.phone}`}>
              {order.phone}
            </a>
          </p>
        )}
        {instructions && (
          <div className="rounded border-warning border-l-4 bg-warning/15 px-3 py-2">
            <p className="font-bold text-sm uppercase">Note</p>
            <p className="whitespace-pre-line font-semibold">{instructions}</p>
          </div>
        )}
        <button
          type="button"
          className="btn btn-primary btn-lg"
          disabled={busy}
          onClick={() => onMove(out ? 'delivered' : 'out_for_delivery')}
          aria-label={`${out ? 'Mark delivered' : 'Take it out'}: order ${order.number}`}
        >
          {out ? 'Mark delivered' : 'Take it out'}
        </button>
      </div>
    </article>
  );
}
