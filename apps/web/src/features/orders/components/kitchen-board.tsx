import { type Order, type OrderStatus, orderStatusLabels, type StaffOrderStatus } from '@bistro/contract/orders';
import { useCallback, useState } from 'react';
import { QueryState } from '@/components/ui/query-state.tsx';
import { showToast } from '@/components/ui/toast.tsx';
import { useRestaurantClock } from '@/config/site-config.ts';
import { showFailure } from '@/lib/dialogs.ts';
import { useNow } from '@/lib/use-now.ts';
import { useChangeOrderStatus } from '../api/change-order-status.ts';
import { useOrders } from '../api/get-orders.ts';
import { useOrderStream } from '../api/order-events.ts';
import { chimePreference, playChime } from '../chime.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { OrderTicket } from './order-ticket.tsx';

const COLUMNS: { status: OrderStatus; title: string }[] = [
  { status: 'pending', title: 'New' },
  { status: 'preparing', title: 'Preparing' },
  { status: 'ready', title: 'Ready' },
];
const OPEN: OrderStatus[] = COLUMNS.map((column) => column.status);

/** The order the kitchen works in: by pickup time, then by when it was paid (orders from before pickup times by that). */
const forKitchen = (order: Order) => Date.parse(order.pickupAt ?? order.paidAt ?? order.createdAt);
const byPickup = (a: Order, b: Order) =>
  forKitchen(a) - forKitchen(b) || Date.parse(a.paidAt ?? a.createdAt) - Date.parse(b.paidAt ?? b.createdAt);

/**
 * The kitchen board: open orders in columns by status, the soonest pickup first, moved on with one click;
 * new ones appear by themselves (with a sound, if switched on), whichever process took them.
 */
export function KitchenBoard() {
  const orders = useOrders({ statuses: OPEN });
  const now = useNow(30_000);
  const clock = useRestaurantClock();
  const [sound, setSound] = useState(chimePreference.get);
  const [seen] = useState(() => new Set<string>());
  const change = useChangeOrderStatus();
  /** The order whose cancellation is being asked about (its reason), if any. */
  const [cancelling, setCancelling] = useState<Order | null>(null);

  const onOrder = useCallback(
    (order: Order) => {
      if (order.status === 'pending' && !seen.has(order._id) && chimePreference.get()) playChime();
      seen.add(order._id);
    },
    [seen],
  );
  const live = useOrderStream(onOrder);

  async function move(order: Order, status: StaffOrderStatus) {
    if (status === 'cancelled') {
      setCancelling(order);
      return;
    }
    try {
      await change.mutateAsync({ id: order._id, status });
    } catch (error) {
      await showFailure(`Order #${order.number} was not moved`, error);
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="flex items-center gap-2 text-sm">
          <span className={`badge badge-xs ${live ? 'badge-success' : 'badge-warning'}`} aria-hidden="true" />
          {live ? 'Live: new orders appear by themselves' : 'Reconnecting…'}
        </p>
        <label className="label cursor-pointer gap-2">
          <input
            type="checkbox"
            className="toggle toggle-primary"
            checked={sound}
            onChange={(event) => {
              chimePreference.set(event.target.checked);
              setSound(event.target.checked);
              if (event.target.checked) playChime();
            }}
          />
          Sound for new orders
        </label>
      </div>
      <QueryState query={orders} what="the orders">
        {(list) => (
          <div className="grid gap-4 md:grid-cols-3">
            {COLUMNS.map((column) => {
              const inColumn = list.filter((order) => order.status === column.status).sort(byPickup);
              return (
                <section
                  key={column.status}
                  aria-labelledby={`column-${column.status}`}
                  className="space-y-3 rounded-box bg-base-300/50 p-3"
                >
                  <h2
                    id={`column-${column.status}`}
                    tabIndex={-1}
                    className="flex items-center justify-between font-display text-xl"
                  >
                    {column.title}
                    <span className="badge badge-neutral">
                      {inColumn.length}
                      <span className="sr-only"> orders</span>
                    </span>
                  </h2>
                  <p className="sr-only">{orderStatusLabels[column.status]}</p>
                  {inColumn.length === 0 ? (
                    <p className="py-6 text-center text-base-content/60 text-sm">Nothing here.</p>
                  ) : (
                    inColumn.map((order) => (
                      <OrderTicket
                        key={order._id}
                        order={order}
                        now={now}
                        clock={clock}
                        busy={change.isPending}
                        onMove={move}
                      />
                    ))
                  )}
                </section>
              );
            })}
          </div>
        )}
      </QueryState>
      {cancelling && (
        <CancelOrderDialog
          key={cancelling._id}
          order={cancelling}
          onKeep={() => setCancelling(null)}
          focusAfter={() => document.getElementById(`column-${cancelling.status}`)}
          onCancel={async (cancellation) => {
            const cancelled = await change.mutateAsync({ id: cancelling._id, status: 'cancelled', ...cancellation });
            setCancelling(null);
            showToast(
              cancelled.refundedAt
                ? `Order #${cancelled.number} is cancelled and refunded; the diner is told why.`
                : `Order #${cancelled.number} is cancelled; its refund will be tried again. The diner is told why.`,
            );
          }}
        />
      )}
    </div>
  );
}
