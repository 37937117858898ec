import { centsToDollars } from '@bistro/contract/money';
import { count, desc, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { menuItems, paymentLines, payments, salesPerItem, users } from '../../db/schema.ts';

/** Every figure is aggregated by the database (or kept aggregated); rows are never added up in Node. */
export function createStatsRepository(db: Db) {
  const quantity = sql<number>`count(*)::int`;
  const amountCents = sql<number>`coalesce(sum(${paymentLines.priceCents}), 0)::int`;
  const toFigures = (rows: { name: string; quantity: number; amountCents: number }[]) =>
    rows.map((row) => ({ name: row.name, quantity: row.quantity, amount: centsToDollars(row.amountCents) }));

  return {
    /** Per dish this account bought: how many and for how much; by dish, most bought first. */
    async perItemForUser(userId: string) {
      const rows = await db
        .select({ name: paymentLines.name, quantity, amountCents })
        .from(paymentLines)
        .innerJoin(payments, eq(payments.id, paymentLines.paymentId))
        .where(eq(payments.userId, userId))
        .groupBy(paymentLines.menuItemId, paymentLines.name)
        .orderBy(desc(quantity), paymentLines.name);
      return toFigures(rows);
    },

    /** Per dish sold to anyone: read from the totals kept by the payment transaction. */
    async perItem() {
      const rows = await db
        .select({ name: salesPerItem.name, quantity: salesPerItem.quantity, amountCents: salesPerItem.amountCents })
        .from(salesPerItem)
        .orderBy(desc(salesPerItem.quantity), salesPerItem.name);
      return toFigures(rows);
    },

    async counters() {
      const [[menu], [people], [orders]] = await Promise.all([
        db.select({ value: count() }).from(menuItems),
        db.select({ value: count() }).from(users),
        db.select({ value: count(), revenue: sum(payments.priceCents).mapWith(Number) }).from(payments),
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
