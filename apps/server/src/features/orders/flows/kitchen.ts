import { isStaffRole, type Role } from '@bistro/contract/identity';
import {
  type AcceptOrder,
  type ChangeOrderStatus,
  isDeliveryStatus,
  type Order,
  type OrderStatus,
} from '@bistro/contract/orders';
import { dayBounds } from '@bistro/contract/restaurant-clock';
import { forbidden, notFound } from '../../../http/problems.ts';
import { wordsOf } from '../../languages/index.ts';
import type { OrderRecord, StaffMember } from '../orders-repository.ts';
import { accept, refusedAccept } from '../steps/accept.ts';
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
 * the kitchen's moves (accept, fulfil one step at a time, or cancel and refund). Every change is
 * one transaction with its history entry and its announcement to live streams.
 */
export function createKitchen(parts: OrderParts) {
  const { orders, mail, sendMail, timeZone, log } = parts;

  /** The refund of an order just cancelled, and the diner's mail saying why and whether the money is back. */
  async function refundCancelled(cancelled: OrderRecord): Promise<void> {
    sendMail(mail.cancelled(cancelled, await refund(parts, cancelled)));
  }

  /**
   * A driver takes a delivery out and marks it delivered, nothing else: not a pickup, not another
   * move, not a delivery another driver took out (403).
   */
  async function checkDriverMay(orderId: string, change: ChangeOrderStatus, driver: StaffMember): Promise<void> {
    if (!isDeliveryStatus(change.status)) {
      throw forbidden(wordsOf('refusal.driverDeliveriesOnly'));
    }
    const order = await orders.findById(orderId);
    if (!order || order.status === 'awaiting_payment') throw notFound(wordsOf('refusal.orderNotFound'));
    if (order.fulfilment !== 'delivery') {
      throw forbidden(wordsOf('refusal.pickupNotForDriver', { number: order.number }));
    }
    if (change.status === 'delivered' && order.driverId !== null && order.driverId !== driver.id) {
      throw forbidden(wordsOf('refusal.takenOutByOther', { number: order.number, driver: order.driverName ?? '' }));
    }
  }

  async function viewOf(orderId: string): Promise<Order> {
    const view = await orders.view(orderId);
    if (!view) throw notFound(wordsOf('refusal.orderNotFound'));
    return view;
  }

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

    /**
     * The deliveries a driver works through, in order: theirs on the way, then those ready to go
     * out, by the arrival promised. Staff and admins also see those other drivers took out.
     */
    async deliveriesFor(caller: Viewer): Promise<Order[]> {
      return orders.deliveries({ driverId: caller.id, othersOut: isStaffRole(caller.role) });
    },

    /** One order, if the caller may see it; someone else's order is answered as no order at all. */
    async viewFor(caller: Viewer, orderId: string): Promise<Order> {
      const order = await orders.findById(orderId);
      const visible =
        order && order.status !== 'awaiting_payment' && (seesEveryOrder(caller) || order.userId === caller.id);
      const [view] = visible ? await orders.views([order]) : [];
      if (!view) throw notFound(wordsOf('refusal.orderNotFound'));
      return view;
    },

    /**
     * Moves an order to the next status (staff and admins; a driver only takes a delivery out and
     * marks the one they took delivered), if it is where that move starts: of two changes racing,
     * one wins and the other is told who made it. Cancelling keeps its reason with the status,
     * refunds the charge, and tells the diner why and that the money is back. The diner is mailed
     * when a pickup is ready, and when a delivery goes out and is delivered.
     */
    async changeStatus(orderId: string, change: ChangeOrderStatus, by: StaffMember): Promise<Order> {
      if (by.role === 'driver') await checkDriverMay(orderId, change, by);
      const cancellation = cancellationOf(change);
      const moved =
        change.status === 'cancelled'
          ? cancellation && (await cancel(parts, orderId, cancellation, by))
          : await fulfil(parts, orderId, change.status, by);
      if (!moved) return refusedMove(parts, orderId, change.status);
      if (moved.status === 'cancelled') await refundCancelled(moved);
      if (moved.status === 'ready' && moved.fulfilment !== 'delivery') sendMail(mail.ready(moved));
      if (moved.status === 'out_for_delivery') sendMail(mail.outForDelivery(moved));
      if (moved.status === 'delivered') sendMail(mail.delivered(moved));
      return viewOf(orderId);
    },

    /**
     * A cook accepts an order waiting for it (staff and admins), with the minutes the kitchen
     * needs: it is being prepared, its pickup time moved if the kitchen needs longer than the diner
     * chose, and the diner is told when to come. Of two cooks pressing at once one wins; the other,
     * and anyone accepting an order that waits for no one, gets a 409 saying why.
     */
    async accept(orderId: string, acceptance: AcceptOrder, by: StaffMember): Promise<Order> {
      const outcome = await accept(parts, orderId, acceptance, by);
      if (!outcome) return refusedAccept(parts, orderId);
      sendMail(mail.accepted(outcome.accepted, { pickupBefore: outcome.pickupBefore }));
      return viewOf(orderId);
    },

    /**
     * Cancels each order whose time to be accepted ran out by `now` with no cook's Accept
     * (`not_accepted`), refunds it and tells the diner why, as a cancellation by the kitchen does.
     * Only from `pending`: an order accepted meanwhile stays accepted. Answers how many it cancelled.
     */
    async cancelUnaccepted(now: Date): Promise<number> {
      let cancelled = 0;
      for (const order of await orders.unacceptedBy(now)) {
        try {
          const moved = await cancel(parts, order.id, { reason: 'not_accepted', note: null }, null, ['pending']);
          if (!moved) continue;
          cancelled += 1;
          log.warn({ order: order.number }, `order #${order.number} was not accepted in time: cancelled and refunded`);
          await refundCancelled(moved);
        } catch (error) {
          log.error(
            { err: error, order: order.number },
            `could not cancel unaccepted order #${order.number}; will try again`,
          );
        }
      }
      return cancelled;
    },
  };
}

export type Kitchen = ReturnType<typeof createKitchen>;
