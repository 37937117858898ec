import type { DbOrTx } from '../../../db/connect.ts';
import type { OrderRecord } from '../orders-repository.ts';
import type { OrderParts } from './order-parts.ts';

/**
 * The orders of one diner, for what other features do with a diner: join the account that
 * proves the guest's address, export a diner's data and erase the diner (docs/privacy.md).
 */
export function createDinerOrders(parts: OrderParts) {
  const { orders, payments, stats, menu, guestKeys, clock, transaction } = parts;
  return {
    /**
     * The orders made as a guest with this proven address join the account, with their payments
     * and what they count in its figures, in one transaction. Answers how many joined.
     */
    async joinGuestOrders(userId: string, email: string): Promise<number> {
      return transaction(async (tx) => {
        const joined = await orders.joinGuestOrders(userId, email, tx);
        await payments.joinAccount(joined, userId, tx);
        await stats.ordersJoined(userId, joined, tx);
        return joined.length;
      });
    },

    /** Every paid order of an account, oldest first, as the API shows them. */
    ofAccount: orders.allOfDiner,

    /** The guest's paid order this signed key opens (genuine, for this order, unexpired), else undefined. */
    async openedBy(orderId: string, key: string): Promise<OrderRecord | undefined> {
      const order = await orders.findById(orderId);
      return order && order.status !== 'awaiting_payment' && guestKeys.opens(order, key, clock.now())
        ? order
        : undefined;
    },

    /** These orders as the API shows them. */
    views: orders.views,

    /** An account's paid orders not yet picked up or cancelled: the kitchen still needs their details. */
    openOrdersOf: orders.openOrdersOf,

    /**
     * The orders' part of erasing a diner: their details go, the books stay (see the repository);
     * an unpaid order discarded gives back the stock it held.
     */
    async eraseDiner(which: Parameters<typeof orders.eraseDiner>[0], tx: DbOrTx) {
      const erased = await orders.eraseDiner(which, tx);
      for (const orderId of erased.discarded) await menu.stock.release(orderId, tx);
      return erased;
    },
  };
}

export type DinerOrders = ReturnType<typeof createDinerOrders>;
