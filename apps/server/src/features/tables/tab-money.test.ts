import { describe, expect, it } from 'vitest';
import {
  type PaymentOfTab,
  type PaymentRefundedFrom,
  type RoundOfTab,
  refundPieces,
  shareOf,
  TAB_PAYMENT_HOLD_MINUTES,
  tabMoney,
  taxOf,
} from './tab-money.ts';

const now = new Date('2026-11-22T12:00:00Z');

/** A round of lines (major units) with tax added on top. */
const round = (
  lines: { id: string; price: number; quantity: number }[],
  tax: number,
  paidAt: string | null = null,
): RoundOfTab => {
  const subtotal = lines.reduce((total, line) => total + Math.round(line.price * 100) * line.quantity, 0);
  return {
    status: 'pending',
    paidAt,
    total: (subtotal + Math.round(tax * 100)) / 100,
    bill: { currency: 'USD', tax },
    lines,
  };
};
const payment = (changes: Partial<PaymentOfTab>): PaymentOfTab => ({
  status: 'paid',
  amountCents: 0,
  taxCents: 0,
  lineIds: [],
  createdAt: now,
  currency: 'USD',
  ...changes,
});

describe('a tab’s money', () => {
  // $10.00 + 3 × $3.33 = $19.99, tax $1.77: $21.76.
  const rounds = [
    round(
      [
        { id: 'pizza', price: 10, quantity: 1 },
        { id: 'tea', price: 3.33, quantity: 3 },
      ],
      1.77,
    ),
  ];

  it('gives each line its share of its round’s bill, the shares adding up to the bill to the cent', () => {
    const money = tabMoney(rounds, [], now);
    expect(money).toMatchObject({ totalCents: 2176, dueCents: 2176, availableCents: 2176, taxDueCents: 177 });
    expect((money.lineShares.get('pizza') ?? 0) + (money.lineShares.get('tea') ?? 0)).toBe(2176);
    expect(money.lineShares.get('pizza')).toBe(1089);
  });

  it('counts paid and held shares, and a hold no longer once it lapsed', () => {
    const held = payment({ status: 'held', amountCents: 500, lineIds: ['pizza'] });
    expect(tabMoney(rounds, [payment({ amountCents: 1000 }), held], now)).toMatchObject({
      paidCents: 1000,
      heldCents: 500,
      availableCents: 676,
    });
    const later = new Date(now.getTime() + TAB_PAYMENT_HOLD_MINUTES * 60_000);
    expect(tabMoney(rounds, [held], later)).toMatchObject({ heldCents: 0, availableCents: 2176 });
    expect(tabMoney(rounds, [payment({ status: 'released', amountCents: 2176 })], now).dueCents).toBe(2176);
    expect(tabMoney(rounds, [held], now).takenLineIds).toEqual(new Set(['pizza']));
  });

  it('splits what is left in equal parts, the cent left over in the first', () => {
    const money = tabMoney(rounds, [], now);
    expect(shareOf(money, { split: { kind: 'equal', parts: 3 } }).shareCents).toBe(726);
    expect(shareOf(money, { split: { kind: 'all' }, tip: { percent: 10 } })).toEqual({
      shareCents: 2176,
      tipCents: 218,
    });
    expect(shareOf(money, { split: { kind: 'amount', amount: 5 }, tip: { amount: 1.5 } })).toEqual({
      shareCents: 500,
      tipCents: 150,
    });
  });

  it('refuses more than is left, lines not on the tab, and lines someone else pays', () => {
    const money = tabMoney(rounds, [payment({ status: 'held', amountCents: 1089, lineIds: ['pizza'] })], now);
    expect(() => shareOf(money, { split: { kind: 'amount', amount: 10.88 } })).toThrow(/more than is left/);
    expect(() => shareOf(money, { split: { kind: 'lines', lineIds: ['soup'] } })).toThrow(/not lines of the tab/);
    expect(() => shareOf(money, { split: { kind: 'lines', lineIds: ['pizza'] } })).toThrow(/is paying/);
    expect(() => shareOf(money, { split: { kind: 'amount', amount: 1.005 } })).toThrow(/whole number of cents/);
  });

  it('counts the tax in proportion to what each payment pays, the last taking the rest', () => {
    let payments: PaymentOfTab[] = [];
    let taxCounted = 0;
    for (const amountCents of [700, 700, 776]) {
      const money = tabMoney(rounds, payments, now);
      const taxCents = taxOf(money, amountCents);
      taxCounted += taxCents;
      payments = [...payments, payment({ amountCents, taxCents })];
    }
    expect(taxCounted).toBe(177);
    expect(taxOf(tabMoney(rounds, [], now), 2176)).toBe(177);
  });

  it('leaves a round settled at the counter out of what is due and of the lines to pay', () => {
    const settled = [...rounds, round([{ id: 'soup', price: 5, quantity: 1 }], 0.44, now.toISOString())];
    const money = tabMoney(settled, [], now);
    expect(money).toMatchObject({ totalCents: 2720, paidCents: 544, dueCents: 2176, taxDueCents: 177 });
    expect(money.lineShares.has('soup')).toBe(false);
  });
});

describe('the payments a round’s refund comes back from', () => {
  const paid = (id: string, minutesAgo: number, changes: Partial<PaymentRefundedFrom>): PaymentRefundedFrom => ({
    id,
    amountCents: 0,
    refundedCents: 0,
    taxCents: 0,
    refundedTaxCents: 0,
    lineIds: [],
    paidAt: new Date(now.getTime() - minutesAgo * 60_000),
    ...changes,
  });

  it('takes it first from whoever paid the refunded dishes, then from the last paid, each within its share', () => {
    const payments = [
      paid('ana', 30, { amountCents: 1_000, taxCents: 80, lineIds: ['pizza'] }),
      paid('ben', 20, { amountCents: 500, taxCents: 40 }),
      paid('cash', 10, { amountCents: 700, taxCents: 56, refundedCents: 200, refundedTaxCents: 16 }),
    ];
    expect(refundPieces(payments, { amountCents: 1_200, taxCents: 96, lineIds: ['pizza'] }, 'USD')).toEqual([
      { paymentId: 'ana', amountCents: 1_000, taxCents: 80 },
      { paymentId: 'cash', amountCents: 200, taxCents: 16 },
    ]);
    expect(refundPieces(payments, { amountCents: 800, taxCents: 64, lineIds: [] }, 'USD')).toEqual([
      { paymentId: 'cash', amountCents: 500, taxCents: 40 },
      { paymentId: 'ben', amountCents: 300, taxCents: 24 },
    ]);
  });

  it('gives back no more tax from a payment than it counted, the rest from the others, to the cent', () => {
    const payments = [
      paid('first', 20, { amountCents: 500, taxCents: 100 }),
      paid('last', 10, { amountCents: 500, taxCents: 2 }),
    ];
    const pieces = refundPieces(payments, { amountCents: 1_000, taxCents: 60, lineIds: [] }, 'USD');
    expect(pieces).toEqual([
      { paymentId: 'last', amountCents: 500, taxCents: 2 },
      { paymentId: 'first', amountCents: 500, taxCents: 58 },
    ]);
  });

  it('refuses more than the payers paid', () => {
    const payments = [paid('only', 10, { amountCents: 500, refundedCents: 100 })];
    expect(() => refundPieces(payments, { amountCents: 401, taxCents: 0, lineIds: [] }, 'USD')).toThrow(/paid less/);
    expect(() => refundPieces([], { amountCents: 1, taxCents: 0, lineIds: [] }, 'USD')).toThrow(/paid less/);
  });
});
