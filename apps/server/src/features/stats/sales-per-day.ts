import type { FulfilmentType } from '@bistro/contract/fulfilment';
import type { OrderChannel } from '@bistro/contract/orders';
import type { PaidOrdersSums, ReportRange } from '@bistro/contract/reports';
import { localDay } from '@bistro/contract/restaurant-clock';
import { between, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { orders, salesPerDay, salesPerDayZone, tabPayments } from '../../db/schema.ts';

/** What the statistics read of an order: whose, when it was paid, where, and its bill and refunds. */
export type BookedOrder = Pick<
  typeof orders.$inferSelect,
  | 'userId'
  | 'paidAt'
  | 'status'
  | 'channel'
  | 'fulfilment'
  | 'totalCents'
  | 'refundedCents'
  | 'taxCents'
  | 'refundedTaxCents'
  | 'tipCents'
  | 'refundedTipCents'
  | 'discountCents'
  | 'refundedDiscountCents'
  | 'deliveryFeeCents'
  | 'refundedDeliveryFeeCents'
>;

/** What the books read of a payment of a table's tab once it is paid. */
export type BookedTabPayment = Pick<
  typeof tabPayments.$inferSelect,
  'paidAt' | 'amountCents' | 'tipCents' | 'taxCents'
>;

type Row = typeof salesPerDay.$inferSelect;
type Key = Pick<Row, 'day' | 'source' | 'channel' | 'fulfilment'>;
type Sums = Omit<Row, keyof Key>;

const ZERO: Sums = {
  orders: 0,
  cancelled: 0,
  chargedCents: 0,
  refundedCents: 0,
  taxCents: 0,
  tipCents: 0,
  discountCents: 0,
  deliveryFeeCents: 0,
};

/**
 * What one paid order adds to the books: its whole total given back once cancelled (and none of
 * its tax, tips, discount or fee kept), else what its partial refunds gave back of each part. The
 * same rule as `paidOrdersSums` below, which recounts it in SQL.
 */
function orderSums(order: BookedOrder): Sums {
  const cancelled = order.status === 'cancelled';
  const kept = (part: number, refunded: number) => (cancelled ? 0 : part - refunded);
  return {
    orders: 1,
    cancelled: cancelled ? 1 : 0,
    chargedCents: order.totalCents,
    refundedCents: cancelled ? order.totalCents : order.refundedCents,
    taxCents: kept(order.taxCents, order.refundedTaxCents),
    tipCents: kept(order.tipCents, order.refundedTipCents),
    discountCents: kept(order.discountCents, order.refundedDiscountCents),
    deliveryFeeCents: kept(order.deliveryFeeCents, order.refundedDeliveryFeeCents),
  };
}

const cancelled = sql`${orders.status} = 'cancelled'`;
const bigSum = (expression: SQL | AnyPgColumn) => sql<number>`coalesce(sum(${expression}), 0)::bigint`.mapWith(Number);
const keptPart = (part: AnyPgColumn, refunded: AnyPgColumn) =>
  sql<number>`coalesce(sum(${part} - ${refunded}) filter (where not ${cancelled}), 0)::bigint`.mapWith(Number);

/** `orderSums` over many orders, in SQL: the full recount the kept rows must equal. */
const paidOrdersSums = {
  orders: sql<number>`count(*)::int`,
  cancelled: sql<number>`(count(*) filter (where ${cancelled}))::int`,
  chargedCents: bigSum(orders.totalCents),
  refundedCents: bigSum(sql`case when ${cancelled} then ${orders.totalCents} else ${orders.refundedCents} end`),
  taxCents: keptPart(orders.taxCents, orders.refundedTaxCents),
  tipCents: keptPart(orders.tipCents, orders.refundedTipCents),
  discountCents: keptPart(orders.discountCents, orders.refundedDiscountCents),
  deliveryFeeCents: keptPart(orders.deliveryFeeCents, orders.refundedDeliveryFeeCents),
};

/**
 * A tab payment is a sale of its share and tip, with its part of the tab's tax (docs/tables.md),
 * less what refunds of the tab's rounds gave back from it (decision 037).
 */
const paidTabPaymentsSums = {
  orders: sql<number>`count(*)::int`,
  cancelled: sql<number>`0`,
  chargedCents: bigSum(sql`${tabPayments.amountCents} + ${tabPayments.tipCents}`),
  refundedCents: bigSum(tabPayments.refundedCents),
  taxCents: bigSum(sql`${tabPayments.taxCents} - ${tabPayments.refundedTaxCents}`),
  tipCents: bigSum(tabPayments.tipCents),
  discountCents: sql<number>`0`,
  deliveryFeeCents: sql<number>`0`,
};

/** The kept rows added up, as the contract's words count them. */
export const summedSales = {
  orders: sql<number>`coalesce(sum(${salesPerDay.orders}), 0)::int`,
  cancelled: sql<number>`coalesce(sum(${salesPerDay.cancelled}), 0)::int`,
  charged: bigSum(salesPerDay.chargedCents),
  refunded: bigSum(salesPerDay.refundedCents),
  tax: bigSum(salesPerDay.taxCents),
  tips: bigSum(salesPerDay.tipCents),
  discounts: bigSum(salesPerDay.discountCents),
  deliveryFees: bigSum(salesPerDay.deliveryFeeCents),
};

export const toPaidOrdersSums = ({ cancelled: _cancelled, ...sums }: PaidOrdersSums & { cancelled: number }) => sums;

/**
 * The books kept per restaurant day (decision 032): the one module that pays, refunds and cancels
 * call, in their own transaction, and that the sales report and Admin Home read.
 */
export function createSalesPerDay(db: Db, timeZone: string) {
  /** Adds `sums` to the row of `key` (made if missing), in the caller's transaction. */
  async function add(key: Key, sums: Sums, tx: DbOrTx) {
    await tx
      .insert(salesPerDay)
      .values({ ...key, ...sums })
      .onConflictDoUpdate({
        target: [salesPerDay.day, salesPerDay.source, salesPerDay.channel, salesPerDay.fulfilment],
        set: {
          orders: sql`${salesPerDay.orders} + excluded.orders`,
          cancelled: sql`${salesPerDay.cancelled} + excluded.cancelled`,
          chargedCents: sql`${salesPerDay.chargedCents} + excluded.charged_cents`,
          refundedCents: sql`${salesPerDay.refundedCents} + excluded.refunded_cents`,
          taxCents: sql`${salesPerDay.taxCents} + excluded.tax_cents`,
          tipCents: sql`${salesPerDay.tipCents} + excluded.tip_cents`,
          discountCents: sql`${salesPerDay.discountCents} + excluded.discount_cents`,
          deliveryFeeCents: sql`${salesPerDay.deliveryFeeCents} + excluded.delivery_fee_cents`,
        },
      });
  }

  /**
   * The order counted as it is now (`after`) instead of as it was (`before`; null: it counted
   * nothing), on the day it was paid: a refund or a cancellation changes neither that day, nor its
   * channel or fulfilment. An unpaid order counts nothing.
   */
  async function recount(before: BookedOrder | null, after: BookedOrder, tx: DbOrTx) {
    if (!after.paidAt) return;
    const was = before?.paidAt ? orderSums(before) : ZERO;
    const now = orderSums(after);
    const difference = Object.fromEntries(
      Object.entries(now).map(([name, value]) => [name, value - was[name as keyof Sums]]),
    ) as Sums;
    const key: Key = {
      day: localDay(after.paidAt, timeZone),
      source: 'order',
      channel: after.channel,
      fulfilment: after.fulfilment,
    };
    await add(key, difference, tx);
  }

  /** Every row as a full recount from the orders and tab payments gives it, in `timeZone`'s days. */
  async function recounted(tx: DbOrTx = db): Promise<Row[]> {
    const dayOf = (paidAt: AnyPgColumn) => sql<string>`to_char(${paidAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
    const orderRows = await tx
      .select({
        day: dayOf(orders.paidAt),
        source: sql<'order'>`'order'`,
        channel: orders.channel,
        fulfilment: orders.fulfilment,
        ...paidOrdersSums,
      })
      .from(orders)
      .where(isNotNull(orders.paidAt))
      // By position: the zone is a parameter, and the same expression twice would be two of them.
      .groupBy(sql`1, 3, 4`);
    const tabRows = await tx
      .select({
        day: dayOf(tabPayments.paidAt),
        source: sql<'tab'>`'tab'`,
        channel: sql<'table'>`'table'`,
        fulfilment: sql<'pickup'>`'pickup'`,
        ...paidTabPaymentsSums,
      })
      .from(tabPayments)
      .where(eq(tabPayments.status, 'paid'))
      .groupBy(sql`1`);
    return [...orderRows, ...tabRows];
  }

  return {
    /** An order became paid (`order` as it is now): it counts on its day. */
    orderPaid: (order: BookedOrder, tx: DbOrTx) => recount(null, order, tx),

    /** A paid order was refunded in part (`before` and `after` the refund). */
    orderRefunded: (before: BookedOrder, after: BookedOrder, tx: DbOrTx) => recount(before, after, tx),

    /** An order was cancelled (`order` as it is now): if it was paid, its whole total counts as given back. */
    orderCancelled: (order: BookedOrder, tx: DbOrTx) =>
      // Until now it counted as every order not cancelled does, whatever its status.
      recount({ ...order, status: 'pending' }, order, tx),

    /** A table's tab payment became paid: a sale on its day. */
    async tabPaymentPaid(payment: BookedTabPayment, tx: DbOrTx) {
      if (!payment.paidAt) return;
      await add(
        { day: localDay(payment.paidAt, timeZone), source: 'tab', channel: 'table', fulfilment: 'pickup' },
        {
          ...ZERO,
          orders: 1,
          chargedCents: payment.amountCents + payment.tipCents,
          taxCents: payment.taxCents,
          tipCents: payment.tipCents,
        },
        tx,
      );
    },

    /** Part of a paid tab payment was given back for a refund of a round: off the payment's day. */
    async tabPaymentRefunded(
      payment: Pick<BookedTabPayment, 'paidAt'>,
      piece: { amountCents: number; taxCents: number },
      tx: DbOrTx,
    ) {
      if (!payment.paidAt) return;
      await add(
        { day: localDay(payment.paidAt, timeZone), source: 'tab', channel: 'table', fulfilment: 'pickup' },
        { ...ZERO, refundedCents: piece.amountCents, taxCents: -piece.taxCents },
        tx,
      );
    },

    recounted,

    /**
     * At start-up (under the start-up lock): when the rows were not kept in `timeZone`'s days (a
     * database older than them, restored from another restaurant's, or the zone changed), they are
     * recounted from the orders in one transaction that holds off every payment meanwhile.
     */
    async keepInZone(tx: Db = db): Promise<'kept' | 'recounted'> {
      return tx.transaction(async (inner) => {
        const [zone] = await inner.select().from(salesPerDayZone);
        if (zone?.timeZone === timeZone) return 'kept';
        await inner.execute(sql`lock table ${salesPerDay} in exclusive mode`);
        const rows = await recounted(inner);
        await inner.delete(salesPerDay);
        for (let start = 0; start < rows.length; start += 1000)
          await inner.insert(salesPerDay).values(rows.slice(start, start + 1000));
        await inner.delete(salesPerDayZone);
        await inner.insert(salesPerDayZone).values({ timeZone });
        return 'recounted';
      });
    },

    /**
     * The range's sales in one read of the kept rows: per restaurant day with sales, per channel
     * with sales (tab payments under `table`), and picked up and delivered (paid orders only: a tab
     * payment is neither).
     */
    async sumsOf(range: ReportRange, tx: DbOrTx = db) {
      const rows = await tx
        .select({
          day: salesPerDay.day,
          channel: salesPerDay.channel,
          source: salesPerDay.source,
          fulfilment: salesPerDay.fulfilment,
          ...summedSales,
        })
        .from(salesPerDay)
        .where(between(salesPerDay.day, range.from, range.to))
        // Each row is one set's: the other columns are null in it.
        .groupBy(
          sql`grouping sets ((${salesPerDay.day}), (${salesPerDay.channel}), (${salesPerDay.source}, ${salesPerDay.fulfilment}))`,
        );
      const perDay = new Map<string, PaidOrdersSums>();
      const perChannel = new Map<OrderChannel, PaidOrdersSums>();
      const perFulfilment = new Map<FulfilmentType, PaidOrdersSums>();
      for (const { day, channel, source, fulfilment, ...sums } of rows) {
        if (day) perDay.set(day, toPaidOrdersSums(sums));
        else if (channel) perChannel.set(channel, toPaidOrdersSums(sums));
        else if (source === 'order' && fulfilment) perFulfilment.set(fulfilment, toPaidOrdersSums(sums));
      }
      return { perDay, perChannel, perFulfilment };
    },
  };
}

export type SalesPerDay = ReturnType<typeof createSalesPerDay>;
