import { centsToDollars } from '@bistro/contract/money';
import type { Payment } from '@bistro/contract/payments';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { paymentLines, payments, salesPerItem } from '../../db/schema.ts';

export interface PaidLine {
  cartId: string;
  menuItemId: string;
  name: string;
  priceCents: number;
}

/** The lines of one payment added up per dish, for the running sales totals. */
function salesOf(lines: PaidLine[]) {
  const perItem = new Map<string, { menuItemId: string; name: string; quantity: number; amountCents: number }>();
  for (const line of lines) {
    const sale = perItem.get(line.menuItemId) ?? {
      menuItemId: line.menuItemId,
      name: line.name,
      quantity: 0,
      amountCents: 0,
    };
    sale.quantity += 1;
    sale.amountCents += line.priceCents;
    perItem.set(line.menuItemId, sale);
  }
  return [...perItem.values()];
}

export function createPaymentsRepository(db: Db) {
  return {
    async findByTransaction(transactionId: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(payments).where(eq(payments.transactionId, transactionId));
      return row;
    },

    /**
     * Records a confirmed payment with its lines and adds it to the sales per dish. The same
     * transaction id is recorded once: a repeat gets the first record's id and `created: false`.
     * Run it inside the transaction that also empties the paid cart lines.
     */
    async record(
      input: { userId: string; email: string; transactionId: string; amountCents: number; lines: PaidLine[] },
      tx: DbOrTx = db,
    ): Promise<{ id: string; created: boolean }> {
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
        const first = await this.findByTransaction(input.transactionId, tx);
        if (!first) throw new Error(`payment ${input.transactionId} conflicted but is not there`);
        return { id: first.id, created: false };
      }
      await tx.insert(paymentLines).values(
        input.lines.map((line) => ({
          paymentId: inserted.id,
          menuItemId: line.menuItemId,
          name: line.name,
          priceCents: line.priceCents,
        })),
      );
      await tx
        .insert(salesPerItem)
        .values(salesOf(input.lines))
        .onConflictDoUpdate({
          target: salesPerItem.menuItemId,
          set: {
            name: sql`excluded.name`,
            quantity: sql`${salesPerItem.quantity} + excluded.quantity`,
            amountCents: sql`${salesPerItem.amountCents} + excluded.amount_cents`,
          },
        });
      return { id: inserted.id, created: true };
    },

    /** A user's payments, newest first (by account: someone who later registers the same email sees none of them). */
    async listByUser(userId: string, tx: DbOrTx = db): Promise<Payment[]> {
      const rows = await tx.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.date));
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

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
