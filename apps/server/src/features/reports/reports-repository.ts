import type { FulfilmentType } from '@bistro/contract/fulfilment';
import type { OrderChannel, PaymentMethod } from '@bistro/contract/orders';
import type { ReportRange } from '@bistro/contract/reports';
import { dayBounds } from '@bistro/contract/restaurant-clock';
import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import { orders, tableTabs, tabPayments } from '../../db/schema.ts';

/** One paid order as the books list it, its dishes already words ("2 × Soup; 1 × Tea"). */
export interface PaidOrderRow {
  id: string;
  paidAt: Date;
  status: string;
  pickupAt: Date | null;
  customerName: string;
  email: string;
  phone: string | null;
  items: string;
  currency: string;
  subtotalCents: number;
  taxCents: number;
  tipCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  totalCents: number;
  /** What was given back: all of it once cancelled, else its partial refunds. */
  refundedCents: number;
  intentId: string | null;
  channel: OrderChannel;
  paymentMethod: PaymentMethod | null;
  fulfilment: FulfilmentType;
  /** Dishes added to a paid order: the id of the order they were added to. */
  addedToOrderId: string | null;
}

/** Paid within the range's restaurant days: `paid_at` in [first day's start, last day's end). */
function paidWithin(range: ReportRange, timeZone: string, paidAt: AnyPgColumn = orders.paidAt) {
  return and(gte(paidAt, dayBounds(range.from, timeZone).start), lt(paidAt, dayBounds(range.to, timeZone).end));
}

const cancelled = sql`${orders.status} = 'cancelled'`;

/** What an order gave back: the whole total once cancelled, else what its partial refunds did. */
const refundedOf = sql<number>`case when ${cancelled} then ${orders.totalCents} else ${orders.refundedCents} end`;

/** Where a batch ended: the last row's paid-at as PostgreSQL wrote it (to the microsecond) and its id. */
interface Cursor {
  cursor: string;
  id: string;
}

/** Rows paid after the cursor's, in paid-at then id order. */
const pastCursor = (paidAt: AnyPgColumn, id: AnyPgColumn, after: Cursor): SQL =>
  sql`(${paidAt}, ${id}) > (${after.cursor}::timestamptz, ${after.id}::uuid)`;

/** Every row `read` gives, a batch at a time, each batch read after the last one's last row. */
async function* inBatches<T extends Cursor & { paidAt: Date | null }>(
  batchSize: number,
  read: (after: Cursor | null) => Promise<T[]>,
): AsyncGenerator<Omit<T, 'cursor' | 'paidAt'> & { paidAt: Date }> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await read(after);
    for (const { cursor: _cursor, paidAt, ...row } of rows) yield { ...row, paidAt: paidAt as Date };
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { cursor: last.cursor, id: last.id };
  }
}

/** Two streams of rows, each oldest payment first, as one. */
async function* oldestFirst<T extends { paidAt: Date; id: string }>(
  a: AsyncGenerator<T>,
  b: AsyncGenerator<T>,
): AsyncGenerator<T> {
  let [nextA, nextB] = await Promise.all([a.next(), b.next()]);
  while (!nextA.done || !nextB.done) {
    const takeA =
      nextB.done ||
      (!nextA.done &&
        (nextA.value.paidAt.getTime() - nextB.value.paidAt.getTime() || (nextA.value.id < nextB.value.id ? -1 : 1)) <
          0);
    if (takeA && !nextA.done) {
      yield nextA.value;
      nextA = await a.next();
    } else if (!nextB.done) {
      yield nextB.value;
      nextB = await b.next();
    }
  }
}

/** The books' export: paid orders and tab payments, each read along its paid-at index. */
export function createReportsRepository(db: Db) {
  return {
    /**
     * The paid orders of the range and the payments of tables' tabs (a row each, as the books
     * count them), oldest payment first, the orders' lines joined into words. Each is read
     * `batchSize` at a time along its paid-at index, so a year's rows take the memory of a batch.
     */
    async *paidOrders(range: ReportRange, timeZone: string, batchSize = 1000): AsyncGenerator<PaidOrderRow> {
      yield* oldestFirst<PaidOrderRow>(
        inBatches(batchSize, (after) =>
          db
            .select({
              id: orders.id,
              paidAt: orders.paidAt,
              status: orders.status,
              pickupAt: orders.pickupAt,
              customerName: orders.customerName,
              email: orders.email,
              phone: orders.phone,
              // Per order (an index lookup each), so that the batch itself is read along the paid-at index.
              // Spelled out: drizzle writes a column in a select without its table, and "id" would be the line's.
              items: sql<string>`coalesce((select string_agg(l.quantity || ' × ' || l.name, '; ' order by l.name) from order_lines l where l.order_id = "orders"."id"), '')`,
              currency: orders.currency,
              subtotalCents: orders.subtotalCents,
              taxCents: orders.taxCents,
              tipCents: orders.tipCents,
              discountCents: orders.discountCents,
              deliveryFeeCents: orders.deliveryFeeCents,
              totalCents: orders.totalCents,
              refundedCents: refundedOf,
              intentId: orders.intentId,
              channel: orders.channel,
              paymentMethod: orders.paymentMethod,
              fulfilment: orders.fulfilment,
              addedToOrderId: orders.addedToOrderId,
              cursor: sql<string>`${orders.paidAt}::text`,
            })
            .from(orders)
            .where(and(paidWithin(range, timeZone), after ? pastCursor(orders.paidAt, orders.id, after) : undefined))
            .orderBy(asc(orders.paidAt), asc(orders.id))
            .limit(batchSize),
        ),
        inBatches(batchSize, async (after) =>
          (
            await db
              .select({
                id: tabPayments.id,
                paidAt: tabPayments.paidAt,
                table: tableTabs.tableName,
                split: tabPayments.split,
                email: tabPayments.email,
                currency: tabPayments.currency,
                amountCents: tabPayments.amountCents,
                taxCents: tabPayments.taxCents,
                tipCents: tabPayments.tipCents,
                refundedCents: tabPayments.refundedCents,
                intentId: tabPayments.intentId,
                method: tabPayments.method,
                cursor: sql<string>`${tabPayments.paidAt}::text`,
              })
              .from(tabPayments)
              .innerJoin(tableTabs, eq(tableTabs.id, tabPayments.tabId))
              .where(
                and(
                  eq(tabPayments.status, 'paid'),
                  paidWithin(range, timeZone, tabPayments.paidAt),
                  after ? pastCursor(tabPayments.paidAt, tabPayments.id, after) : undefined,
                ),
              )
              .orderBy(asc(tabPayments.paidAt), asc(tabPayments.id))
              .limit(batchSize)
          ).map((row) => ({
            id: row.id,
            paidAt: row.paidAt,
            status: 'paid',
            pickupAt: null,
            customerName: `Table ${row.table}`,
            email: row.email ?? '',
            phone: null,
            items: `Payment of table ${row.table}’s tab (${row.split})`,
            currency: row.currency,
            // A payment's share of the tab: its dishes less its part of the tax.
            subtotalCents: row.amountCents - row.taxCents,
            taxCents: row.taxCents,
            tipCents: row.tipCents,
            discountCents: 0,
            deliveryFeeCents: 0,
            totalCents: row.amountCents + row.tipCents,
            // What refunds of the tab's rounds gave back from it (decision 037).
            refundedCents: row.refundedCents,
            intentId: row.intentId,
            channel: 'table' as const,
            paymentMethod: row.method,
            fulfilment: 'pickup' as const,
            addedToOrderId: null,
            cursor: row.cursor,
          })),
        ),
      );
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
