import { centsToDollars } from '@bistro/contract/money';
import type { AdminStats, OrderStats, UserStats } from '@bistro/contract/stats';
import { count, desc, eq, sql, sum } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { menuItems, paymentLines, payments, salesPerItem, users } from '../../db/schema.ts';

type Figure = { name: string; quantity: number; amountCents: number };

const toFigures = (rows: Figure[]) =>
  rows.map((row) => ({ name: row.name, quantity: row.quantity, amount: centsToDollars(row.amountCents) }));

/** Every figure is aggregated by the database (or kept aggregated); Node adds up at most one row per dish. */
export function createStatsRepository(db: Db) {
  const quantity = sql<number>`count(*)::int`;
  const amountCents = sql<number>`coalesce(sum(${paymentLines.priceCents}), 0)::int`;

  return {
    /** What this account bought, per dish (most bought first), and in all; none for no account. */
    async forUser(userId: string | null, tx: DbOrTx = db): Promise<UserStats> {
      const rows = userId
        ? await tx
            .select({ name: paymentLines.name, quantity, amountCents })
            .from(paymentLines)
            .innerJoin(payments, eq(payments.id, paymentLines.paymentId))
            .where(eq(payments.userId, userId))
            .groupBy(paymentLines.menuItemId, paymentLines.name)
            .orderBy(desc(quantity), paymentLines.name)
        : [];
      const figures = toFigures(rows);
      return {
        barChart: figures,
        pieChart: figures,
        totalQuantity: rows.reduce((total, row) => total + row.quantity, 0),
        totalCost: centsToDollars(rows.reduce((total, row) => total + row.amountCents, 0)),
      };
    },

    /** Per dish sold to anyone: read from the totals kept by the payment transaction. */
    async perItem(tx: DbOrTx = db): Promise<OrderStats> {
      const rows = await tx
        .select({ name: salesPerItem.name, quantity: salesPerItem.quantity, amountCents: salesPerItem.amountCents })
        .from(salesPerItem)
        .orderBy(desc(salesPerItem.quantity), salesPerItem.name);
      const figures = toFigures(rows);
      return { barChart: figures, pieChart: figures };
    },

    async counters(tx: DbOrTx = db): Promise<AdminStats> {
      const [[menu], [people], [orders]] = await Promise.all([
        tx.select({ value: count() }).from(menuItems),
        tx.select({ value: count() }).from(users),
        tx.select({ value: count(), revenue: sum(payments.priceCents).mapWith(Number) }).from(payments),
      ]);
      return {
        menuItems: menu?.value ?? 0,
        users: people?.value ?? 0,
        orders: orders?.value ?? 0,
        revenue: centsToDollars(orders?.revenue ?? 0),
      };
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
