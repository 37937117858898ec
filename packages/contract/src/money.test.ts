import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  allocate,
  type CurrencyCode,
  format,
  formatPrice,
  fromMajor,
  isWholeMinor,
  type Money,
  minorUnits,
  money,
  multiply,
  subtract,
  sum,
  toMajor,
  toMajorText,
} from './money.ts';

/** Reads a formatted amount back: its digits before and after the locale's decimal separator, and its sign. */
function parse(text: string, locale: string, currency: CurrencyCode): Money {
  const decimal = new Intl.NumberFormat(locale, { style: 'currency', currency })
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value;
  let whole = '';
  let fraction = '';
  let inFraction = false;
  for (const character of text) {
    if (character === decimal) inFraction = true;
    else if (/\d/.test(character)) {
      if (inFraction) fraction += character;
      else whole += character;
    }
  }
  expect(fraction).toHaveLength(minorUnits(currency));
  const negative = /[-\u2212]/.test(text);
  return money((negative ? -1 : 1) * Number(whole + fraction), currency);
}

const amounts = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 });

describe('money', () => {
  it('knows each currency minor unit from Intl', () => {
    expect(minorUnits('USD')).toBe(2);
    expect(minorUnits('EUR')).toBe(2);
    expect(minorUnits('GBP')).toBe(2);
    expect(minorUnits('JPY')).toBe(0);
    expect(minorUnits('KWD')).toBe(3);
    expect(() => money(1, 'US DOLLARS')).toThrow(RangeError);
  });

  it('holds whole minor units only', () => {
    expect(money(1450, 'USD')).toEqual({ amount: 1450, currency: 'USD' });
    expect(() => money(14.5, 'USD')).toThrow(/whole number of minor units/);
    expect(() => money(Number.NaN, 'USD')).toThrow(RangeError);
  });

  it('reads the API major-unit numbers without floating-point drift', () => {
    expect(fromMajor(14.29).amount).toBe(1429);
    expect(fromMajor(0.1 + 0.2).amount).toBe(30);
    expect(fromMajor(19.995).amount).toBe(2000);
    expect(fromMajor(1200, 'JPY')).toEqual({ amount: 1200, currency: 'JPY' });
    expect(() => fromMajor(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(toMajor(money(1450, 'USD'))).toBe(14.5);
    expect(toMajor(money(1200, 'JPY'))).toBe(1200);
  });

  it('tells whether a major-unit number fits the minor unit', () => {
    expect(isWholeMinor(14.5)).toBe(true);
    expect(isWholeMinor(14.29)).toBe(true);
    expect(isWholeMinor(14.505)).toBe(false);
    expect(isWholeMinor(1200, 'JPY')).toBe(true);
    expect(isWholeMinor(12.5, 'JPY')).toBe(false);
  });

  it('takes no number too small to be any amount of cents as a whole one (a minimum order of 1e-320)', () => {
    expect(isWholeMinor(0)).toBe(true);
    expect(isWholeMinor(29.299999999999997)).toBe(true);
    for (const tiny of [1e-320, 5e-324, 1e-7, -1e-9]) expect(isWholeMinor(tiny), String(tiny)).toBe(false);
  });

  it('writes the exact major-unit decimal for structured data and form fields', () => {
    expect(toMajorText(money(1250, 'USD'))).toBe('12.50');
    expect(toMajorText(money(5, 'USD'))).toBe('0.05');
    expect(toMajorText(money(-5, 'USD'))).toBe('-0.05');
    expect(toMajorText(money(123456789, 'USD'))).toBe('1234567.89');
    expect(toMajorText(money(1200, 'JPY'))).toBe('1200');
    expect(toMajorText(money(1005, 'KWD'))).toBe('1.005');
    expect(toMajorText(money(Number.MAX_SAFE_INTEGER, 'USD'))).toBe('90071992547409.91');
  });

  it('formats for a locale, and the spec dollar price as "$14.50"', () => {
    expect(formatPrice(14.5)).toBe('$14.50');
    expect(formatPrice(1234)).toBe('$1,234.00');
    expect(format(money(1450, 'USD'))).toBe('$14.50');
    expect(format(money(1450, 'EUR'), 'de-DE')).toBe('14,50\u00a0€');
    expect(format(money(1200, 'JPY'), 'ja-JP')).toBe('￥1,200');
    expect(format(money(1450, 'GBP'), 'en-GB')).toBe('£14.50');
  });

  it.each([
    ['USD', 'en-US'],
    ['EUR', 'de-DE'],
    ['EUR', 'fr-FR'],
    ['JPY', 'ja-JP'],
    ['GBP', 'en-GB'],
  ])('formats %s in %s so that the amount reads back to the minor unit, as Intl shows it', (currency, locale) => {
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency });
    fc.assert(
      fc.property(amounts, (amount) => {
        const value = money(amount, currency);
        const text = format(value, locale);
        expect(parse(text, locale, currency)).toEqual(value);
        expect(text).toBe(intl.format(toMajor(value)));
      }),
    );
  });

  it('adds and subtracts in one currency only', () => {
    expect(add(money(1, 'USD'), money(2, 'USD'))).toEqual(money(3, 'USD'));
    expect(subtract(money(1, 'USD'), money(3, 'USD'))).toEqual(money(-2, 'USD'));
    expect(() => add(money(1, 'USD'), money(1, 'EUR'))).toThrow(/USD with EUR/);
    expect(sum([], 'JPY')).toEqual(money(0, 'JPY'));
    expect(() => sum([money(1, 'EUR')], 'USD')).toThrow(RangeError);
  });

  it('multiplies by whole quantities only', () => {
    expect(multiply(money(10, 'USD'), 3)).toEqual(money(30, 'USD'));
    expect(() => multiply(money(10, 'USD'), 1.5)).toThrow(/whole number/);
  });

  it('sums random carts exactly', () => {
    const lines = fc.array(fc.record({ price: fc.nat(1_000_000), quantity: fc.integer({ min: 1, max: 100 }) }));
    fc.assert(
      fc.property(lines, (cart) => {
        const total = sum(cart.map((line) => multiply(money(line.price, 'USD'), line.quantity)));
        const expected = cart.reduce((cents, line) => cents + BigInt(line.price) * BigInt(line.quantity), 0n);
        expect(BigInt(total.amount)).toBe(expected);
      }),
    );
  });

  it('splits an amount over weights without losing a cent', () => {
    const split = (amount: number, weights: number[]) =>
      allocate(money(amount, 'USD'), weights).map((part) => part.amount);
    expect(split(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(split(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(split(500, [1000, 3000, 0])).toEqual([125, 375, 0]);
    expect(split(1, [1, 2])).toEqual([0, 1]);
    expect(() => split(100, [0, 0])).toThrow(/add up to 0/);
    expect(() => split(100, [])).toThrow(/add up to 0/);
    expect(() => split(100, [1, -1])).toThrow(/at least 0/);
    expect(() => split(100, [0.5, 0.5])).toThrow(/whole numbers/);
  });

  it('always allocates parts that add up to the whole, each within a unit of its share', () => {
    const weights = fc
      .array(fc.nat(1_000_000_000), { minLength: 1, maxLength: 30 })
      .filter((list) => list.some(Boolean));
    fc.assert(
      fc.property(amounts, weights, (amount, list) => {
        const parts = allocate(money(amount, 'EUR'), list);
        expect(parts).toHaveLength(list.length);
        expect(sum(parts, 'EUR')).toEqual(money(amount, 'EUR'));
        const total = list.reduce((a, b) => a + BigInt(b), 0n);
        parts.forEach((part, index) => {
          // |part × total − amount × weight| < total: the part is within one minor unit of its exact share.
          const gap = BigInt(part.amount) * total - BigInt(amount) * BigInt(list[index] ?? 0);
          expect(gap < total && -gap < total).toBe(true);
          if (list[index] === 0) expect(part.amount).toBe(0);
        });
      }),
    );
  });
});
