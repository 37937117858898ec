import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BillLine, computeBill, NO_TAX, percentOf, type TaxRules } from './bill.ts';
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
