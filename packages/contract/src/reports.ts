import { z } from 'zod';
import { calendarDay } from './days.ts';
import { type FulfilmentType, fulfilmentTypes } from './fulfilment.ts';
import { type OrderChannel, orderChannels } from './orders.ts';
import { dayAfter } from './restaurant-clock.ts';

/**
 * The books' words, defined once (CLARIFICATIONS "#29 and #34"): the sales report, the orders
 * CSV and the admin statistics' Revenue all count with these. An order counts on the restaurant's
 * day it was paid (placed: before the payment goes through it is only a cart being paid for).
 */

/** The longest range a report covers, in days (a year, leap day included). */
export const REPORT_MAX_DAYS = 366;

const DAY = 86_400_000;
const day = calendarDay('Choose a day, as YYYY-MM-DD');

/** The days a range covers, `from` and `to` included (none when `to` is before `from`). */
export function daysInRange(from: string, to: string): string[] {
  const days: string[] = [];
  for (let date = from; date <= to && days.length <= REPORT_MAX_DAYS; date = dayAfter(date)) days.push(date);
  return days;
}

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: the restaurant's days, both included, at most a year. */
export const reportRangeSchema = z
  .object({ from: day.describe('First day, restaurant time'), to: day.describe('Last day, restaurant time') })
  .refine((range) => range.from <= range.to, { message: 'The first day must not be after the last', path: ['to'] })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) < REPORT_MAX_DAYS * DAY, {
    message: `A report covers at most ${REPORT_MAX_DAYS} days`,
    path: ['to'],
  });
export type ReportRange = z.infer<typeof reportRangeSchema>;

const minor = (meaning: string) => z.number().int().describe(`${meaning}, in the currency's minor unit (cents)`);

/** One day's (or the range's) sales. */
export const salesFiguresSchema = z.object({
  orders: z.number().int().describe('Paid orders, cancelled ones included'),
  gross: minor('Σ totals charged: tax and tips included, discounts taken off'),
  refunds: minor('Σ refunded: the whole total of each cancelled order, and the partial refunds of the others'),
  net: minor('gross − refunds: the statistics’ Revenue'),
  tax: minor('The tax in net (the tax of refunded lines taken off)'),
  tips: minor('The tips in net'),
  discounts: minor('What codes took off, outside gross (less the share of refunded lines)'),
  deliveryFees: minor('The delivery fees in net, as their row of the bill shows them'),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

/** GET /api/reports/sales */
export const salesReportSchema = z.object({
  currency: z.string().describe('ISO 4217 code'),
  days: z.array(salesFiguresSchema.extend({ date: day })).describe('Every day of the range, days without sales too'),
  totals: salesFiguresSchema,
  channels: z
    .object(
      Object.fromEntries(orderChannels.map((channel) => [channel, salesFiguresSchema])) as Record<
        OrderChannel,
        typeof salesFiguresSchema
      >,
    )
    .describe('The totals of the orders taken online, at the counter and on the phone'),
  fulfilments: z
    .object(
      Object.fromEntries(fulfilmentTypes.map((type) => [type, salesFiguresSchema])) as Record<
        FulfilmentType,
        typeof salesFiguresSchema
      >,
    )
    .describe('The totals of the orders picked up and of those delivered'),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/** What the books add up about paid orders (one order, or a day's worth). */
export interface PaidOrdersSums {
  orders: number;
  /** Σ totals charged. */
  charged: number;
  /** Σ totals of the cancelled ones (a cancellation refunds the whole charge) and partial refunds of the others. */
  refunded: number;
  tax: number;
  tips: number;
  discounts: number;
  deliveryFees: number;
}

/** The figures of some paid orders: the one place `net` is worked out. */
export function salesFigures(sums: PaidOrdersSums): SalesFigures {
  return {
    orders: sums.orders,
    gross: sums.charged,
    refunds: sums.refunded,
    net: sums.charged - sums.refunded,
    tax: sums.tax,
    tips: sums.tips,
    discounts: sums.discounts,
    deliveryFees: sums.deliveryFees,
  };
}

const noSales: SalesFigures = salesFigures({
  orders: 0,
  charged: 0,
  refunded: 0,
  tax: 0,
  tips: 0,
  discounts: 0,
  deliveryFees: 0,
});

function addFigures(a: SalesFigures, b: SalesFigures): SalesFigures {
  return {
    orders: a.orders + b.orders,
    gross: a.gross + b.gross,
    refunds: a.refunds + b.refunds,
    net: a.net + b.net,
    tax: a.tax + b.tax,
    tips: a.tips + b.tips,
    discounts: a.discounts + b.discounts,
    deliveryFees: a.deliveryFees + b.deliveryFees,
  };
}

/** The figures of each of `keys` (one without sales as zeros). */
const figuresOf = <Key extends string>(keys: readonly Key[], sums: ReadonlyMap<Key, PaidOrdersSums>) =>
  Object.fromEntries(
    keys.map((key) => {
      const some = sums.get(key);
      return [key, some ? salesFigures(some) : noSales];
    }),
  ) as Record<Key, SalesFigures>;

/**
 * The report over a range from the sums of the days that had sales (every day listed, and the
 * totals), of the channels that had some (every channel listed), and of pickup and delivery.
 */
export function salesReport(
  range: ReportRange,
  currency: string,
  sumsPerDay: ReadonlyMap<string, PaidOrdersSums>,
  sumsPerChannel: ReadonlyMap<OrderChannel, PaidOrdersSums>,
  sumsPerFulfilment: ReadonlyMap<FulfilmentType, PaidOrdersSums>,
): SalesReport {
  const days = daysInRange(range.from, range.to).map((date) => {
    const sums = sumsPerDay.get(date);
    return { date, ...(sums ? salesFigures(sums) : noSales) };
  });
  return {
    currency,
    days,
    totals: days.reduce(addFigures, noSales),
    channels: figuresOf(orderChannels, sumsPerChannel),
    fulfilments: figuresOf(fulfilmentTypes, sumsPerFulfilment),
  };
}
