import { money, multiply, sum as sumOfMoney, toMajor } from '@bistro/contract/money';
import { salesFigures } from '@bistro/contract/reports';
import type { AdminStats, OrderStats, UserStats } from '@bistro/contract/stats';
import { and, count, desc, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connect.ts';
import {
  bookings,
  menuItems,
  orderLines,
  orders,
  salesPerDay,
  salesPerDiner,
  salesPerItem,
  users,
} from '../../db/schema.ts';
import { summedSales, toPaidOrdersSums } from './sales-per-day.ts';

type Figure = { name: string; quantity: number; amountCents: number };

const toFigures = (rows: Figure[]) =>
  rows.map((row) => ({ name: row.name, quantity: row.quantity, amount: toMajor(money(row.amountCents)) }));

/** Bookings that count: all but the declined and the cancelled. */
const counted = notInArray(bookings.status, ['declined', 'cancelled']);

interface SoldLine {
  menuItemId: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
}

/** Every figure is aggregated by the database (or kept aggregated); Node adds up at most one row per dish. */
export function createStatsRepository(db: Db) {
  /**
   * Adds lines to (or, with sign -1, takes them off) the sales per dish, and the account's when
   * the order is one's (`userId`), in the caller's transaction.
   */
  async function countSales(lines: SoldLine[], userId: string | null, sign: 1 | -1, tx: DbOrTx) {
    for (const line of lines) {
      const sold = {
        menuItemId: line.menuItemId,
        name: line.name,
        quantity: sign * line.quantity,
        amountCents: multiply(money(line.unitPriceCents), sign * line.quantity).amount,
      };
      await tx
        .insert(salesPerItem)
        .values(sold)
        .onConflictDoUpdate({
          target: salesPerItem.menuItemId,
          set: {
            quantity: sql`${salesPerItem.quantity} + excluded.quantity`,
            amountCents: sql`${salesPerItem.amountCents} + excluded.amount_cents`,
          },
        });
      if (userId) await addToDiner(tx, { userId, ...sold });
    }
  }

  /** Adds these quantities and amounts to the account's rows per dish. */
  async function addToDiner(tx: DbOrTx, ...rows: (typeof salesPerDiner.$inferInsert)[]) {
    if (rows.length === 0) return;
    await tx
      .insert(salesPerDiner)
      .values(rows)
      .onConflictDoUpdate({
        target: [salesPerDiner.userId, salesPerDiner.menuItemId, salesPerDiner.name],
        set: {
          quantity: sql`${salesPerDiner.quantity} + excluded.quantity`,
          amountCents: sql`${salesPerDiner.amountCents} + excluded.amount_cents`,
        },
      });
  }

  return {
    /** The order's dishes now count as sold (to its account, if it has one). */
    addSales: (lines: SoldLine[], userId: string | null, tx: DbOrTx = db) => countSales(lines, userId, 1, tx),
    /** A cancelled order's dishes (or a refunded line's) no longer count as sold. */
    removeSales: (lines: SoldLine[], userId: string | null, tx: DbOrTx = db) => countSales(lines, userId, -1, tx),

    /** Orders made as a guest joined the account: what was kept of those paid and not cancelled counts as its own. */
    async joinSales(userId: string, orderIds: readonly string[], tx: DbOrTx = db) {
      if (orderIds.length === 0) return;
      const kept = sql`(${orderLines.quantity} - ${orderLines.refundedQuantity})`;
      const rows = await tx
        .select({
          menuItemId: orderLines.menuItemId,
          name: orderLines.name,
          quantity: sql<number>`sum(${kept})::int`,
          amountCents: sql<number>`sum(${kept} * ${orderLines.unitPriceCents})::bigint`.mapWith(Number),
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(inArray(orders.id, [...orderIds]), isNotNull(orders.paidAt), ne(orders.status, 'cancelled')))
        .groupBy(orderLines.menuItemId, orderLines.name);
      await addToDiner(tx, ...rows.map((row) => ({ userId, ...row })));
    },

    /**
     * What the account with this email (lower case, as the contract's schema gives it) bought,
     * paid and not cancelled nor refunded, per dish (most bought first) and in all, from the rows
     * kept per account; none for no such account.
     */
    async forAccount(email: string, tx: DbOrTx = db): Promise<UserStats> {
      const [[booked], rows] = await Promise.all([
        tx
          .select({ value: count() })
          .from(bookings)
          .innerJoin(users, eq(users.id, bookings.userId))
          .where(and(eq(users.email, email), counted)),
        tx
          .select({
            name: salesPerDiner.name,
            quantity: salesPerDiner.quantity,
            amountCents: salesPerDiner.amountCents,
          })
          .from(salesPerDiner)
          .innerJoin(users, eq(users.id, salesPerDiner.userId))
          .where(and(eq(users.email, email), sql`${salesPerDiner.quantity} > 0`))
          .orderBy(desc(salesPerDiner.quantity), salesPerDiner.name),
      ]);
      const figures = toFigures(rows);
      return {
        barChart: figures,
        pieChart: figures,
        totalQuantity: rows.reduce((total, row) => total + row.quantity, 0),
        totalCost: toMajor(sumOfMoney(rows.map((row) => money(row.amountCents)))),
        bookings: booked?.value ?? 0,
      };
    },

    /** Per dish sold to anyone: read from the totals kept by the order transactions. */
    async perItem(tx: DbOrTx = db): Promise<OrderStats> {
      const rows = await tx
        .select({ name: salesPerItem.name, quantity: salesPerItem.quantity, amountCents: salesPerItem.amountCents })
        .from(salesPerItem)
        .where(sql`${salesPerItem.quantity} > 0`)
        .orderBy(desc(salesPerItem.quantity), salesPerItem.name);
      const figures = toFigures(rows);
      return { barChart: figures, pieChart: figures };
    },

    /** The restaurant's counters, the sales from the books kept per day: orders counts sold ones (paid, not cancelled); revenue is net of refunds. */
    async counters(tx: DbOrTx = db): Promise<AdminStats> {
      // One statement: the counts beside the kept books' sums.
      const [row] = await tx
        .select({
          menuItems: sql<number>`(select count(*) from ${menuItems})::int`,
          users: sql<number>`(select count(*) from ${users})::int`,
          bookings: sql<number>`(select count(*) from ${bookings} where ${counted})::int`,
          ...summedSales,
        })
        .from(salesPerDay);
      if (!row) throw new Error('an aggregate answers one row');
      const { menuItems: menu, users: people, bookings: booked, ...sums } = row;
      // Revenue is the books' net (gross − refunds), worked out where the sales report's is; the
      // orders are those sold: paid (tab payments included) and not cancelled since.
      const figures = salesFigures(toPaidOrdersSums(sums));
      return {
        menuItems: menu,
        users: people,
        orders: figures.orders - sums.cancelled,
        revenue: toMajor(money(figures.net)),
        tax: toMajor(money(figures.tax)),
        tips: toMajor(money(figures.tips)),
        bookings: booked,
      };
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
