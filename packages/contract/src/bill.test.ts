import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountRefund,
  type BillLine,
  computeBill,
  lineRefund,
  NO_TAX,
  percentOf,
  sharesOf,
  type TaxRules,
} from './bill.ts';
import { money } from './money.ts';

const eur = (amount: number) => money(amount, 'EUR');
const usd = (amount: number) => money(amount, 'USD');

describe('computeBill', () => {
  it('keeps the plain sum of lines when there is no tax, tip or code (existing orders)', () => {
    const bill = computeBill(
      [
        { unitPrice: usd(1450), quantity: 2, taxCategory: null },
        { unitPrice: usd(350), quantity: 1, taxCategory: 'drinks' },
      ],
      { currency: 'USD', tax: NO_TAX },
    );
    expect(bill.total).toEqual(usd(3250));
    expect([bill.discount, bill.tax, bill.tip].map((part) => part.amount)).toEqual([0, 0, 0]);
  });

  it('contains VAT at each tax category’s rate in tax-inclusive prices, after the code, and tips on the subtotal before it', () => {
    const vat: TaxRules = { prices: 'inclusive', rate: 10, rates: { drinks: 20 }, rounding: 'line' };
    const bill = computeBill(
      [
        { unitPrice: eur(1800), quantity: 1, taxCategory: null },
        { unitPrice: eur(600), quantity: 2, taxCategory: 'drinks' },
      ],
      { currency: 'EUR', tax: vat, discount: { percent: 10 }, tip: { percent: 15 } },
    );
    // 30.00 − 10 % = 27.00: pizza 16.20 (VAT 10 % in it: 1.47), drinks 10.80 (VAT 20 % in it: 1.80).
    expect(bill.subtotal).toEqual(eur(3000));
    expect(bill.lines.map((line) => line.discount.amount)).toEqual([180, 120]);
    expect(bill.taxes).toEqual([
      { rate: 10, base: eur(1620), tax: eur(147) },
      { rate: 20, base: eur(1080), tax: eur(180) },
    ]);
    expect(bill.tip).toEqual(eur(450));
    expect(bill.total).toEqual(eur(2700 + 450));
  });

  it('adds US sales tax to tax-exclusive prices, rounded per line or once per order as set', () => {
    const lines: BillLine[] = [1, 2, 3].map(() => ({ unitPrice: usd(105), quantity: 1, taxCategory: null }));
    const perLine = computeBill(lines, {
      currency: 'USD',
      tax: { prices: 'exclusive', rate: 8.875, rates: {}, rounding: 'line' },
    });
    const perOrder = computeBill(lines, {
      currency: 'USD',
      tax: { prices: 'exclusive', rate: 8.875, rates: {}, rounding: 'order' },
    });
    // 1.05 × 8.875 % = 0.0931875: 9 cents a line, 27; on 3.15 once: 0.2795625, 28.
    expect(perLine.tax).toEqual(usd(27));
    expect(perOrder.tax).toEqual(usd(28));
    expect(perOrder.lines.map((line) => line.tax.amount)).toEqual([10, 9, 9]);
    expect(perOrder.total).toEqual(usd(315 + 28));
  });

  it('never takes off more than the lines, and an amount code is spread over them to the cent', () => {
    const lines: BillLine[] = [
      { unitPrice: usd(333), quantity: 1, taxCategory: null },
      { unitPrice: usd(667), quantity: 1, taxCategory: null },
    ];
    expect(computeBill(lines, { currency: 'USD', tax: NO_TAX, discount: { amount: usd(5000) } }).total).toEqual(usd(0));
    const split = computeBill(lines, { currency: 'USD', tax: NO_TAX, discount: { amount: usd(100) } });
    expect(split.lines.map((line) => line.discount.amount)).toEqual([33, 67]);
  });

  it('has no minor unit to round to in yen', () => {
    const bill = computeBill([{ unitPrice: money(1200, 'JPY'), quantity: 1, taxCategory: null }], {
      currency: 'JPY',
      tax: { prices: 'inclusive', rate: 10, rates: {}, rounding: 'line' },
      tip: { percent: 15 },
    });
    expect(bill.tax).toEqual(money(109, 'JPY'));
    expect(bill.tip).toEqual(money(180, 'JPY'));
  });

  it('refuses a rate with more decimals than it can keep exactly', () => {
    expect(() => percentOf(usd(100), 8.8755)).toThrow(RangeError);
    expect(() => percentOf(usd(100), -1)).toThrow(RangeError);
  });
});

describe('a delivery fee on the bill', () => {
  const dishes: BillLine[] = [
    { unitPrice: eur(1800), quantity: 1, taxCategory: null },
    { unitPrice: eur(450), quantity: 2, taxCategory: 'drinks' },
  ];
  const vat: TaxRules = { prices: 'exclusive', rate: 10, rates: { drinks: 20, delivery: 20 }, rounding: 'line' };

  it('is a row of its own, taxed once at the delivery category’s rate, never discounted, outside the subtotal and the tip', () => {
    const bill = computeBill(dishes, {
      currency: 'EUR',
      tax: vat,
      discount: { percent: 10 },
      tip: { percent: 10 },
      deliveryFee: eur(250),
    });
    expect(bill.subtotal).toEqual(eur(2700));
    expect(bill.discount).toEqual(eur(270));
    expect(bill.tip).toEqual(eur(270));
    expect(bill.deliveryFee).toEqual(eur(250));
    // Dishes: 1620 at 10 % = 162, 810 at 20 % = 162; the fee: 250 at 20 % = 50, once.
    expect(bill.deliveryFeeTax).toEqual(eur(50));
    expect(bill.tax).toEqual(eur(162 + 162 + 50));
    expect(bill.taxes).toEqual([
      { rate: 10, base: eur(1620), tax: eur(162) },
      { rate: 20, base: eur(810 + 250), tax: eur(212) },
    ]);
    expect(bill.lines.map((line) => line.tax.amount)).toEqual([162, 162]);
    expect(bill.total).toEqual(eur(2430 + 250 + 374 + 270));
  });

  it('is untaxed without a delivery rate (not at the standard rate), and contains its tax in inclusive prices', () => {
    const untaxed = computeBill(dishes, {
      currency: 'EUR',
      tax: { ...vat, rates: { drinks: 20 } },
      deliveryFee: eur(250),
    });
    expect(untaxed.deliveryFeeTax).toEqual(eur(0));
    expect(untaxed.tax).toEqual(eur(180 + 180));
    expect(untaxed.total).toEqual(eur(2700 + 250 + 360));
    const inclusive = computeBill(dishes, {
      currency: 'EUR',
      tax: { ...vat, prices: 'inclusive', rounding: 'order' },
      deliveryFee: eur(240),
    });
    expect(inclusive.deliveryFeeTax).toEqual(eur(40));
    expect(inclusive.total).toEqual(eur(2700 + 240));
    expect(inclusive.tax.amount).toBe(inclusive.lines.reduce((sum, line) => sum + line.tax.amount, 0) + 40);
  });
});

describe('computeBill over random carts', () => {
  const currency = fc.constantFrom('USD', 'EUR', 'JPY');
  const taxCategory = fc.constantFrom('food', 'drinks', 'alcohol');
  const lineTaxCategory = fc.option(taxCategory);
  const rate = fc.integer({ min: 0, max: 30_000 }).map((parts) => parts / 1000);
  const rules = fc.record({
    prices: fc.constantFrom('inclusive' as const, 'exclusive' as const),
    rate,
    rates: fc.dictionary(taxCategory, rate, { maxKeys: 3 }),
    rounding: fc.constantFrom('line' as const, 'order' as const),
  });
  const cart = fc.record({
    currency,
    lines: fc.array(
      fc.record({
        price: fc.integer({ min: 0, max: 50_000 }),
        quantity: fc.integer({ min: 1, max: 50 }),
        taxCategory: lineTaxCategory,
      }),
      { minLength: 1, maxLength: 12 },
    ),
    rules,
    discount: fc.option(
      fc.oneof(
        fc.record({ percent: fc.integer({ min: 1, max: 100 }) }),
        fc.record({ off: fc.integer({ min: 1, max: 100_000 }) }),
      ),
    ),
    tip: fc.option(
      fc.oneof(
        fc.record({ percent: fc.constantFrom(10, 15, 20, 12.5) }),
        fc.record({ give: fc.integer({ min: 0, max: 10_000 }) }),
      ),
    ),
  });

  it('total = Σ lines − discount (+ exclusive tax) + tip, every part whole and allocations exact', () => {
    fc.assert(
      fc.property(cart, ({ currency: code, lines, rules: tax, discount, tip }) => {
        const bill = computeBill(
          lines.map((line) => ({
            unitPrice: money(line.price, code),
            quantity: line.quantity,
            taxCategory: line.taxCategory,
          })),
          {
            currency: code,
            tax,
            discount: discount && ('percent' in discount ? discount : { amount: money(discount.off, code) }),
            tip: tip && ('percent' in tip ? tip : { amount: money(tip.give, code) }),
          },
        );
        const linesSum = bill.lines.reduce((total, line) => total + line.amount.amount, 0);
        const exclusiveTax = tax.prices === 'exclusive' ? bill.tax.amount : 0;
        expect(bill.subtotal.amount).toBe(linesSum);
        expect(bill.total.amount).toBe(linesSum - bill.discount.amount + exclusiveTax + bill.tip.amount);
        expect(bill.lines.reduce((total, line) => total + line.discount.amount, 0)).toBe(bill.discount.amount);
        expect(bill.lines.reduce((total, line) => total + line.tax.amount, 0)).toBe(bill.tax.amount);
        expect(bill.discount.amount).toBeLessThanOrEqual(bill.subtotal.amount);
        for (const line of bill.lines) expect(line.discount.amount).toBeLessThanOrEqual(line.amount.amount);
        if (tax.prices === 'inclusive') expect(bill.tax.amount).toBeLessThanOrEqual(linesSum - bill.discount.amount);
        for (const part of [bill.total, bill.tax, bill.tip, bill.discount]) {
          expect(Number.isSafeInteger(part.amount) && part.amount >= 0).toBe(true);
          expect(part.currency).toBe(code);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('refunds of a bill', () => {
  const bill = computeBill(
    [
      { unitPrice: usd(1000), quantity: 1, taxCategory: null },
      { unitPrice: usd(600), quantity: 1, taxCategory: null },
      { unitPrice: usd(100), quantity: 3, taxCategory: null },
    ],
    {
      currency: 'USD',
      tax: { prices: 'exclusive', rate: 10, rates: {}, rounding: 'line' },
      discount: { amount: usd(100) },
      tip: { percent: 15 },
    },
  );
  const line = (index: number, quantity: number) => {
    const charged = bill.lines[index];
    if (!charged) throw new Error(`no line ${index}`);
    return { ...charged, quantity };
  };

  it('gives back a line’s exact share: its price, less its part of the code, with its tax; the tip stays', () => {
    // 6.00 − 0.31 of the $1 code + 0.57 tax (docs/counter.md works it out).
    expect(lineRefund(line(1, 1), { before: 0, count: 1 }, 'exclusive')).toEqual({
      amount: usd(626),
      tax: usd(57),
      discount: usd(31),
      tip: usd(0),
    });
    // Three sorbets one at a time: 1.04 each, the line's 3.12 to the cent.
    const sorbets = [0, 1, 2].map((before) => lineRefund(line(2, 3), { before, count: 1 }, 'exclusive').amount.amount);
    expect(sorbets).toEqual([104, 104, 104]);
    const every = [0, 1, 2].map((index) =>
      lineRefund(line(index, index === 2 ? 3 : 1), { before: 0, count: index === 2 ? 3 : 1 }, 'exclusive'),
    );
    expect(every.reduce((total, parts) => total + parts.amount.amount, 0)).toBe(bill.total.amount - bill.tip.amount);
  });

  it('refuses to give back more of a line than it holds, or none', () => {
    expect(() => lineRefund(line(2, 3), { before: 2, count: 2 }, 'exclusive')).toThrow(RangeError);
    expect(() => lineRefund(line(2, 3), { before: 0, count: 0 }, 'exclusive')).toThrow(RangeError);
  });

  it('takes an amount off the dishes first, with their tax in proportion, then off the tip', () => {
    const left = { dishes: usd(1980), tax: usd(180), tip: usd(285) };
    expect(amountRefund(usd(990), left)).toEqual({ amount: usd(990), tax: usd(90), discount: usd(0), tip: usd(0) });
    expect(amountRefund(usd(2000), left)).toMatchObject({ tax: usd(180), tip: usd(20) });
    expect(() => amountRefund(usd(2266), left)).toThrow(RangeError);
  });

  it('shares an order’s discount and tax over lines that did not keep theirs, adding up exactly', () => {
    const shares = sharesOf([usd(1000), usd(600), usd(300)], { discount: usd(100), tax: usd(180) });
    expect(shares.map((share) => share.discount.amount)).toEqual([53, 31, 16]);
    expect(shares.reduce((total, share) => total + share.tax.amount, 0)).toBe(180);
  });

  it('refunds any line bit by bit to exactly its share, in any currency and either way of pricing tax', () => {
    fc.assert(
      fc.property(
        fc.record({
          amount: fc.integer({ min: 0, max: 100_000 }),
          discountPart: fc.integer({ min: 0, max: 100 }),
          tax: fc.integer({ min: 0, max: 20_000 }),
          quantity: fc.integer({ min: 1, max: 30 }),
          prices: fc.constantFrom('inclusive' as const, 'exclusive' as const),
          currency: fc.constantFrom('USD', 'JPY'),
        }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 30 }),
        ({ amount, discountPart, tax, quantity, prices, currency }, steps) => {
          const charged = {
            amount: money(amount, currency),
            discount: money(Math.floor((amount * discountPart) / 100), currency),
            tax: money(tax, currency),
            quantity,
          };
          let before = 0;
          let back = 0;
          for (const step of steps) {
            const count = Math.min(step, quantity - before);
            if (count === 0) break;
            const parts = lineRefund(charged, { before, count }, prices);
            for (const part of [parts.amount, parts.tax, parts.discount]) expect(part.amount).toBeGreaterThanOrEqual(0);
            back += parts.amount.amount;
            before += count;
          }
          if (before === quantity) {
            const whole = amount - charged.discount.amount + (prices === 'exclusive' ? tax : 0);
            expect(back).toBe(whole);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
