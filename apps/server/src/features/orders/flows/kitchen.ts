import { isStaffRole, type Role } from '@bistro/contract/identity';
import type { ChangeOrderStatus, Order, OrderStatus } from '@bistro/contract/orders';
import { dayBounds } from '@bistro/contract/restaurant-clock';
import { notFound } from '../../../http/problems.ts';
import type { StaffMember } from '../orders-repository.ts';
import { cancel, cancellationOf, fulfil, refusedMove } from '../steps/move.ts';
import { refund } from '../steps/refund.ts';
import type { OrderParts } from './order-parts.ts';

/** Who is asking: their id and role. */
interface Viewer {
  id: string;
  role: Role;
}

/** Kitchen staff and administrators see every order; a diner only their own. */
const seesEveryOrder = (caller: Viewer) => isStaffRole(caller.role);

/**
 * The orders after checkout, as the kitchen and the diners see them: the lists, one order, and
 * the kitchen's moves (fulfil, one step at a time, or cancel and refund). Every change is one
 * transaction with its history entry and its announcement to live streams.
 */
export function createKitchen(parts: OrderParts) {
  const { orders, mail, sendMail, timeZone } = parts;

  return {
    /** The paid orders the caller may see, oldest first, in some statuses and paid on a day of the restaurant. */
    async listFor(caller: Viewer, { statuses, day }: { statuses?: OrderStatus[]; day?: string }) {
      const bounds = day ? dayBounds(day, timeZone) : null;
      return orders.list({
        ...(seesEveryOrder(caller) ? {} : { userId: caller.id }),
        ...(statuses ? { statuses } : {}),
        ...(bounds ? { paidFrom: bounds.start, paidBefore: bounds.end } : {}),
      });
    },

    /** One order, if the caller may see it; someone else's order is answered as no order at all. */
    async viewFor(caller: Viewer, orderId: string): Promise<Order> {
      const order = await orders.findById(orderId);
      const visible =
        order && order.status !== 'awaiting_payment' && (seesEveryOrder(caller) || order.userId === caller.id);
      const [view] = visible ? await orders.views([order]) : [];
      if (!view) throw notFound('No order has this id');
      return view;
    },

    /**
     * Moves an order to the next status (staff and admins), if it is where that move starts: of two
     * changes racing, one wins and the other is told who made it. Cancelling keeps its reason with
     * the status, refunds the charge, and tells the diner why and that the money is back.
     */
    async changeStatus(orderId: string, change: ChangeOrderStatus, by: StaffMember): Promise<Order> {
      const cancellation = cancellationOf(change);
      const moved =
        change.status === 'cancelled'
          ? cancellation && (await cancel(parts, orderId, cancellation, by))
          : await fulfil(parts, orderId, change.status, by);
      if (!moved) return refusedMove(parts, orderId, change.status);
      if (moved.status === 'cancelled') {
        const refunded = await refund(parts, moved);
        sendMail(mail.cancelled(moved, { refunded }));
      }
      if (moved.status === 'ready') sendMail(mail.ready(moved));
      const view = await orders.view(orderId);
      if (!view) throw notFound('No order has this id');
      return view;
    },
  };
}

export type Kitchen = ReturnType<typeof createKitchen>;
