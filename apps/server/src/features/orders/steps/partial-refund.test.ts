import { describe, expect, it } from 'vitest';
import type { OrderLineRecord } from '../orders-repository.ts';
import { orderRecord, refusal } from './order-fixtures.testing.ts';
import { planRefund } from './partial-refund.ts';

// The refund's arithmetic on an order as it stands (the refund kept, given back and mailed are the API tests').

/** 10.00 + 6.00 + 3 × 1.00, a $1 code, 10 % tax added and a 2.85 tip: 22.65 (refunds.api.test.ts works it out). */
const paid = orderRecord({
  status: 'pending',
  paidAt: new Date('2026-11-26T18:01:00Z'),
  subtotalCents: 1900,
  discountCents: 100,
  taxCents: 180,
  tipCents: 285,
  totalCents: 2265,
  taxIncluded: false,
});
const line = (
  id: string,
  unitPriceCents: number,
  quantity: number,
  shares: [number, number] | null,
): OrderLineRecord => ({
  id,
  orderId: paid.id,
  menuItemId: `dish-${id}`,
  name: id,
  quantity,
  unitPriceCents,
  choices: [],
  discountCents: shares?.[0] ?? null,
  taxCents: shares?.[1] ?? null,
  refundedQuantity: 0,
});
const lines = [line('Lasagne', 1000, 1, [53, 95]), line('Salad', 600, 1, [31, 57]), line('Sorbet', 100, 3, [16, 28])];

describe('plan a partial refund', () => {
  it('gives back each chosen line’s share of the bill, with its tax and its part of the code, and the tip stays', () => {
    const plan = planRefund(paid, lines, {
      lines: [
        { lineId: 'Salad', quantity: 1 },
        { lineId: 'Sorbet', quantity: 2 },
      ],
      reason: 'cold',
    });
    expect(plan.parts).toEqual({
      amount: { amount: 626 + 208, currency: 'USD' },
      tax: { amount: 57 + 19, currency: 'USD' },
      discount: { amount: 31 + 11, currency: 'USD' },
      tip: { amount: 0, currency: 'USD' },
    });
    expect(plan.lines.map(({ lineId, quantity, amountCents }) => [lineId, quantity, amountCents])).toEqual([
      ['Salad', 1, 626],
      ['Sorbet', 2, 208],
    ]);
  });

  it('shares the order’s discount and tax over lines made before they kept theirs', () => {
    const older = lines.map((one) => ({ ...one, discountCents: null, taxCents: null }));
    expect(
      planRefund(paid, older, { lines: [{ lineId: 'Salad', quantity: 1 }], reason: 'cold' }).parts.amount.amount,
    ).toBe(600 - 31 + 57);
  });

  it('refuses an unknown line (400), one refunded already, more than is left of it or of the order (409)', async () => {
    const request = (lineId: string, quantity: number) => ({ lines: [{ lineId, quantity }], reason: 'cold' });
    expect(await refusal(() => planRefund(paid, lines, request('Soup', 1)))).toEqual([
      400,
      'Order #1001 has no line with this id',
    ]);
    const refunded = lines.map((one) => (one.id === 'Salad' ? { ...one, refundedQuantity: 1 } : one));
    expect(await refusal(() => planRefund(paid, refunded, request('Salad', 1)))).toEqual([
      409,
      'Salad was refunded already',
    ]);
    expect(await refusal(() => planRefund(paid, lines, request('Sorbet', 4)))).toEqual([
      409,
      'Only 3 of 3 × Sorbet are left to refund',
    ]);
    const mostlyBack = { ...paid, refundedCents: 2000 };
    expect(await refusal(() => planRefund(mostlyBack, lines, request('Lasagne', 1)))).toEqual([
      409,
      'That is more than remains of order #1001: $2.65 can still be refunded',
    ]);
    expect(await refusal(() => planRefund(mostlyBack, lines, { amount: 2.66, reason: 'cold' }))).toEqual([
      409,
      'That is more than remains of order #1001: $2.65 can still be refunded',
    ]);
  });

  it('takes an amount off the dishes, with their tax, before the tip', () => {
    const plan = planRefund(paid, lines, { amount: 19.8, reason: 'all the dishes' });
    expect(plan.parts).toMatchObject({ amount: { amount: 1980 }, tax: { amount: 180 }, tip: { amount: 0 } });
    expect(plan.lines).toEqual([]);
  });
});
