import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatPrice } from './money.ts';

describe('money', () => {
  it('converts dollars to whole cents without floating-point drift', () => {
    expect(dollarsToCents(14.29)).toBe(1429);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(19.995)).toBe(2000);
  });

  it('shows cents as dollars', () => {
    expect(centsToDollars(1450)).toBe(14.5);
  });

  it('formats a price with the dollar prefix and two decimals', () => {
    expect(formatPrice(14.5)).toBe('$14.50');
    expect(formatPrice(1234)).toBe('$1,234.00');
  });
});
