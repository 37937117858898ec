import { money, multiply, sum as sumOfMoney, toMajor } from '@bistro/contract/money';
import { soldOrderStatuses } from '@bistro/contract/orders';
import { addSums, NO_PAID_ORDERS, salesFigures } from '@bistro/contract/reports';
import type { AdminStats, OrderStats, UserStats } from '@bistro/contract/stats';
import { and, count, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { bookings, menuItems, orderLines, orders, salesPerItem, tabPayments, users } from '../../db/schema.ts';
import { paidOrdersSums, paidTabPaymentsSums } from '../reports/index.ts';

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
  // What a diner kept of each line: its quantity less what was refunded of it.
  const kept = sql`(${orderLines.quantity} - ${orderLines.refundedQuantity})`;
  const quantity = sql<number>`sum(${kept})::int`;
  const amountCents = sql<number>`sum(${kept} * ${orderLines.unitPriceCents})::int`;

  /** Adds lines to (or, with sign -1, takes them off) the sales per dish, in the caller's transaction. */
  async function countSales(lines: SoldLine[], sign: 1 | -1, tx: DbOrTx) {
    for (const line of lines) {
      await tx
        .insert(salesPerItem)
        .values({
          menuItemId: line.menuItemId,
          name: line.name,
          quantity: sign * line.quantity,
          amountCents: multiply(money(line.unitPriceCents), sign * line.quantity).amount,
        })
        .onConflictDoUpdate({
          target: salesPerItem.menuItemId,
          set: {
            quantity: sql`${salesPerItem.quantity} + excluded.quantity`,
            amountCents: sql`${salesPerItem.amountCents} + excluded.amount_cents`,
          },
        });
    }
  }

  return {
    /** The order's dishes now count as sold. */
    addSales: (lines: SoldLine[], tx: DbOrTx = db) => countSales(lines, 1, tx),
    /** A cancelled order's dishes (or a refunded line's) no longer count as sold. */
    removeSales: (lines: SoldLine[], tx: DbOrTx = db) => countSales(lines, -1, tx),

    /**
     * What the account with this email (lower case, as the contract's schema gives it) bought,
     * paid and not cancelled nor refunded, per dish (most bought first) and in all; none for no such account.
     */
    async forAccount(email: string, tx: DbOrTx = db): Promise<UserStats> {
      const [booked] = await tx
        .select({ value: count() })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .where(and(eq(users.email, email), counted));
      const rows = await tx
        .select({ name: orderLines.name, quantity, amountCents })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .innerJoin(users, eq(users.id, orders.userId))
        .where(and(eq(users.email, email), inArray(orders.status, [...soldOrderStatuses])))
        .groupBy(orderLines.menuItemId, orderLines.name)
        .having(sql`${quantity} > 0`)
        .orderBy(desc(quantity), orderLines.name);
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

    /** The restaurant's counters: orders counts sold ones (paid, not cancelled); revenue is net of refunds. */
    async counters(tx: DbOrTx = db): Promise<AdminStats> {
      const [[menu], [people], [sold], [tabs], [booked]] = await Promise.all([
        tx.select({ value: count() }).from(menuItems),
        tx.select({ value: count() }).from(users),
        tx
          .select({
            ...paidOrdersSums,
            orders: sql<number>`count(*) filter (where ${inArray(orders.status, [...soldOrderStatuses])})`.mapWith(
              Number,
            ),
          })
          .from(orders)
          .where(isNotNull(orders.paidAt)),
        // Tables' tabs are paid by payments, each a sale (their rounds are never paid orders).
        tx.select(paidTabPaymentsSums).from(tabPayments).where(eq(tabPayments.status, 'paid')),
        tx.select({ value: count() }).from(bookings).where(counted),
      ]);
      // Revenue is the books' net (gross − refunds), worked out where the sales report's is.
      const figures = salesFigures(addSums(sold ?? NO_PAID_ORDERS, tabs ?? NO_PAID_ORDERS));
      return {
        menuItems: menu?.value ?? 0,
        users: people?.value ?? 0,
        orders: figures.orders,
        revenue: toMajor(money(figures.net)),
        tax: toMajor(money(figures.tax)),
        tips: toMajor(money(figures.tips)),
        bookings: booked?.value ?? 0,
      };
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
