import type { FulfilmentType } from '@bistro/contract/fulfilment';
import type { OrderChannel, PaymentMethod } from '@bistro/contract/orders';
import type { PaidOrdersSums, ReportRange } from '@bistro/contract/reports';
import { dayBounds } from '@bistro/contract/restaurant-clock';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { orderLines, orders } from '../../db/schema.ts';

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
}

/** Paid orders (placed) within the range's restaurant days: `paid_at` in [first day's start, last day's end). */
function paidWithin(range: ReportRange, timeZone: string) {
  return and(
    gte(orders.paidAt, dayBounds(range.from, timeZone).start),
    lt(orders.paidAt, dayBounds(range.to, timeZone).end),
  );
}

const cancelled = sql`${orders.status} = 'cancelled'`;

/** What an order gave back: the whole total once cancelled, else what its partial refunds did. */
const refundedOf = sql<number>`case when ${cancelled} then ${orders.totalCents} else ${orders.refundedCents} end`;

/**
 * Σ of a part of the bill over the orders not cancelled, less what their partial refunds gave back
 * of it: the part of `net` it is (a cancellation gives it all back).
 */
const keptPart = (column: AnyPgColumn, refunded: AnyPgColumn) =>
  sql<number>`coalesce(sum(${column} - ${refunded}) filter (where not ${cancelled}), 0)::int`;

/**
 * What paid orders add up to (contract reports.ts PaidOrdersSums), as SQL over `orders`: the
 * one way the sales report and the admin statistics count.
 */
export const paidOrdersSums = {
  orders: sql<number>`count(*)::int`,
  charged: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int`,
  refunded: sql<number>`coalesce(sum(${refundedOf}), 0)::int`,
  tax: keptPart(orders.taxCents, orders.refundedTaxCents),
  tips: keptPart(orders.tipCents, orders.refundedTipCents),
  discounts: keptPart(orders.discountCents, orders.refundedDiscountCents),
  deliveryFees: keptPart(orders.deliveryFeeCents, orders.refundedDeliveryFeeCents),
};

/** The books: paid orders only, each report one query over the paid-at index. */
export function createReportsRepository(db: Db) {
  return {
    /** Per restaurant day with sales: what its paid orders add up to. */
    async sumsPerDay(range: ReportRange, timeZone: string, tx: DbOrTx = db): Promise<Map<string, PaidOrdersSums>> {
      const date = sql<string>`to_char(${orders.paidAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
      const rows = await tx
        .select({ date, ...paidOrdersSums })
        .from(orders)
        .where(paidWithin(range, timeZone))
        // By position: the zone is a parameter, and the same expression twice would be two of them.
        .groupBy(sql`1`);
      return new Map(rows.map(({ date: day, ...sums }) => [day, sums]));
    },

    /** Per channel with sales in the range (online, counter, phone): what its paid orders add up to. */
    async sumsPerChannel(
      range: ReportRange,
      timeZone: string,
      tx: DbOrTx = db,
    ): Promise<Map<OrderChannel, PaidOrdersSums>> {
      const rows = await tx
        .select({ channel: orders.channel, ...paidOrdersSums })
        .from(orders)
        .where(paidWithin(range, timeZone))
        .groupBy(orders.channel);
      return new Map(rows.map(({ channel, ...sums }) => [channel, sums]));
    },

    /** Picked up, and delivered, in the range: what their paid orders add up to. */
    async sumsPerFulfilment(
      range: ReportRange,
      timeZone: string,
      tx: DbOrTx = db,
    ): Promise<Map<FulfilmentType, PaidOrdersSums>> {
      const rows = await tx
        .select({ fulfilment: orders.fulfilment, ...paidOrdersSums })
        .from(orders)
        .where(paidWithin(range, timeZone))
        .groupBy(orders.fulfilment);
      return new Map(rows.map(({ fulfilment, ...sums }) => [fulfilment, sums]));
    },

    /** The paid orders of the range, oldest payment first, with their lines joined into words. */
    async paidOrders(range: ReportRange, timeZone: string, tx: DbOrTx = db): Promise<PaidOrderRow[]> {
      const rows = await tx
        .select({
          id: orders.id,
          paidAt: orders.paidAt,
          status: orders.status,
          pickupAt: orders.pickupAt,
          customerName: orders.customerName,
          email: orders.email,
          phone: orders.phone,
          items: sql<string>`coalesce(string_agg(${orderLines.quantity} || ' × ' || ${orderLines.name}, '; ' order by ${orderLines.name}), '')`,
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
        })
        .from(orders)
        .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(paidWithin(range, timeZone))
        .groupBy(orders.id)
        .orderBy(asc(orders.paidAt), asc(orders.id));
      return rows.map((row) => ({ ...row, paidAt: row.paidAt as Date }));
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
