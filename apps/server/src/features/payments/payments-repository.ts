import { centsToDollars } from '@bistro/contract/money';
import type { Payment } from '@bistro/contract/payments';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { cartItems, paymentLines, payments } from '../../db/schema.ts';

export interface PaidLine {
  cartId: string;
  menuItemId: string;
  name: string;
  priceCents: number;
}

export function createPaymentsRepository(db: Db) {
  return {
    async findByTransaction(transactionId: string) {
      const [row] = await db.select().from(payments).where(eq(payments.transactionId, transactionId));
      return row;
    },

    /**
     * Records a confirmed payment and removes the paid cart lines, in one transaction. The same
     * transaction id is recorded once: a repeat (or a concurrent twin) gets the first record back.
     */
    async record(input: {
      userId: string;
      email: string;
      transactionId: string;
      amountCents: number;
      lines: PaidLine[];
    }) {
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(payments)
          .values({
            userId: input.userId,
            email: input.email,
            priceCents: input.amountCents,
            transactionId: input.transactionId,
            cartIds: input.lines.map((line) => line.cartId),
            menuIds: input.lines.map((line) => line.menuItemId),
            status: 'pending',
          })
          .onConflictDoNothing({ target: payments.transactionId })
          .returning({ id: payments.id });
        if (!inserted) {
          const [first] = await tx
            .select({ id: payments.id })
            .from(payments)
            .where(eq(payments.transactionId, input.transactionId));
          if (!first) throw new Error(`payment ${input.transactionId} conflicted but is not there`);
          return { insertedId: first.id, deletedCount: 0 };
        }
        await tx.insert(paymentLines).values(
          input.lines.map((line) => ({
            paymentId: inserted.id,
            menuItemId: line.menuItemId,
            name: line.name,
            priceCents: line.priceCents,
          })),
        );
        const deleted = await tx
          .delete(cartItems)
          .where(
            and(
              eq(cartItems.userId, input.userId),
              inArray(
                cartItems.id,
                input.lines.map((line) => line.cartId),
              ),
            ),
          )
          .returning({ id: cartItems.id });
        return { insertedId: inserted.id, deletedCount: deleted.length };
      });
    },

    /** A user's payments, newest first. */
    async listByEmail(email: string): Promise<Payment[]> {
      const rows = await db.select().from(payments).where(eq(payments.email, email)).orderBy(desc(payments.date));
      return rows.map((row) => ({
        _id: row.id,
        email: row.email,
        price: centsToDollars(row.priceCents),
        date: row.date.toISOString(),
        status: row.status,
        transactionId: row.transactionId,
      }));
    },
  };
}
