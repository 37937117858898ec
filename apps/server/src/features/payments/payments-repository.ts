import { money, toMajor } from '@bistro/contract/money';
import type { Payment } from '@bistro/contract/payments';
import { ERASED_DINER } from '@bistro/contract/privacy';
import { desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { orders, payments } from '../../db/schema.ts';

/**
 * The payments kept for the books, one per paid order. An order is an id here: its number,
 * status and refunds are read for the history, and nothing of the orders feature is imported.
 */
export function createPaymentsRepository(db: Db) {
  /** Payments, newest first, each with its order and that order's status now. */
  async function listWhere(condition: SQL, tx: DbOrTx): Promise<Payment[]> {
    const rows = await tx
      .select({
        payment: payments,
        status: orders.status,
        orderNumber: orders.number,
        // What went back: all of it once cancelled, else the order's partial refunds (as the books count).
        refundedCents: sql<number>`case when ${orders.status} = 'cancelled' then ${payments.priceCents} else ${orders.refundedCents} end`,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(condition)
      .orderBy(desc(payments.date));
    return rows.map(({ payment, status, orderNumber, refundedCents }) => ({
      _id: payment.id,
      email: payment.email,
      price: toMajor(money(payment.priceCents)),
      date: payment.date.toISOString(),
      status,
      transactionId: payment.transactionId,
      orderId: payment.orderId,
      orderNumber,
      refunded: toMajor(money(refundedCents)),
    }));
  }

  return {
    async findByOrder(orderId: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(payments).where(eq(payments.orderId, orderId));
      return row;
    },

    /** Records the payment of an order (once: the order's id and the intent's are unique); answers its id. */
    async record(
      input: {
        orderId: string;
        userId: string | null;
        email: string;
        transactionId: string;
        amountCents: number;
        menuIds: string[];
      },
      tx: DbOrTx = db,
    ): Promise<string> {
      const [row] = await tx
        .insert(payments)
        .values({
          orderId: input.orderId,
          userId: input.userId,
          email: input.email,
          priceCents: input.amountCents,
          transactionId: input.transactionId,
          cartIds: [],
          menuIds: input.menuIds,
        })
        .returning({ id: payments.id });
      if (!row) throw new Error(`payment of order ${input.orderId} was not recorded`);
      return row.id;
    },

    /**
     * A user's payments, newest first, each with its order and that order's status now (by
     * account: someone who later registers the same email sees none of them).
     */
    async listByUser(userId: string, tx: DbOrTx = db): Promise<Payment[]> {
      return listWhere(eq(payments.userId, userId), tx);
    },

    /** The payment of one order, as a list (empty while it is unpaid). */
    async listByOrder(orderId: string, tx: DbOrTx = db): Promise<Payment[]> {
      return listWhere(eq(payments.orderId, orderId), tx);
    },

    /** The payments of these orders join the account (guest orders it was given). */
    async joinAccount(orderIds: string[], userId: string, tx: DbOrTx = db): Promise<void> {
      if (orderIds.length > 0) await tx.update(payments).set({ userId }).where(inArray(payments.orderId, orderIds));
    },

    /** The payments of these orders lose their diner's address (ERASED_DINER's); amounts and dates stay. */
    async eraseDiner(orderIds: string[], tx: DbOrTx = db): Promise<void> {
      if (orderIds.length > 0) {
        await tx.update(payments).set({ email: ERASED_DINER.email }).where(inArray(payments.orderId, orderIds));
      }
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
