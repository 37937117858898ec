import { describe, expect, it } from 'vitest';
import { daysInRange, type PaidOrdersSums, reportRangeSchema, salesFigures, salesReport } from './reports.ts';

const sums = (orders: number, charged: number, refunded: number): PaidOrdersSums => ({
  orders,
  charged,
  refunded,
  tax: 0,
  tips: 0,
  discounts: 0,
  deliveryFees: 0,
});

describe('the books’ words', () => {
  it('takes refunds off gross to give net', () => {
    expect(salesFigures(sums(3, 4550, 1250))).toMatchObject({ orders: 3, gross: 4550, refunds: 1250, net: 3300 });
  });

  it('lists every day of the range, zeros included, and adds them up', () => {
    const report = salesReport(
      { from: '2026-02-27', to: '2026-03-02' },
      'USD',
      new Map([
        ['2026-02-28', sums(2, 2000, 0)],
        ['2026-03-02', sums(1, 1250, 1250)],
      ]),
      new Map([
        ['online', sums(2, 2000, 0)],
        ['phone', sums(1, 1250, 1250)],
      ]),
      new Map([['delivery', sums(1, 1250, 1250)]]),
    );
    expect(report.days.map((day) => [day.date, day.orders, day.net])).toEqual([
      ['2026-02-27', 0, 0],
      ['2026-02-28', 2, 2000],
      ['2026-03-01', 0, 0],
      ['2026-03-02', 1, 0],
    ]);
    expect(report.totals).toEqual({
      orders: 3,
      gross: 3250,
      refunds: 1250,
      net: 2000,
      tax: 0,
      tips: 0,
      discounts: 0,
      deliveryFees: 0,
    });
    // Every channel is listed, one without sales as zeros.
    expect(Object.entries(report.channels).map(([channel, figures]) => [channel, figures.orders, figures.net])).toEqual(
      [
        ['online', 2, 2000],
        ['counter', 0, 0],
        ['phone', 1, 0],
        ['table', 0, 0],
      ],
    );
    // Pickup and delivery apart, pickup without sales as zeros.
    expect(Object.entries(report.fulfilments).map(([type, figures]) => [type, figures.orders])).toEqual([
      ['pickup', 0],
      ['delivery', 1],
    ]);
  });

  it('takes a range of days in order, at most a year', () => {
    expect(reportRangeSchema.safeParse({ from: '2026-01-01', to: '2026-01-01' }).success).toBe(true);
    expect(reportRangeSchema.safeParse({ from: '2028-01-01', to: '2028-12-31' }).success).toBe(true);
    expect(reportRangeSchema.safeParse({ from: '2026-01-02', to: '2026-01-01' }).success).toBe(false);
    expect(reportRangeSchema.safeParse({ from: '2026-01-01', to: '2027-01-02' }).success).toBe(false);
    expect(reportRangeSchema.safeParse({ from: '2026-02-30', to: '2026-03-01' }).success).toBe(false);
    expect(reportRangeSchema.safeParse({ from: '1/1/2026', to: '2026-03-01' }).success).toBe(false);
    expect(daysInRange('2026-12-30', '2027-01-01')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });
});
