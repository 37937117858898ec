import { describe, expect, it } from 'vitest';
import { cartTotal, dishCount, lineTotal } from './cart-totals.ts';
import { money } from './money.ts';

describe('cart totals', () => {
  const lines = [
    { price: 0.1, quantity: 3 },
    { price: 14.5, quantity: 2 },
  ];

  it('counts dishes, not lines', () => {
    expect(dishCount(lines)).toBe(5);
    expect(dishCount([])).toBe(0);
  });

  it('multiplies a line in cents, so that no floating-point noise shows', () => {
    expect(lineTotal({ price: 0.1, quantity: 3 })).toEqual(money(30, 'USD'));
    expect(lineTotal({ price: 1.15, quantity: 3 })).toEqual(money(345, 'USD'));
    expect(lineTotal({ price: 1200, quantity: 2 }, 'JPY')).toEqual(money(2400, 'JPY'));
  });

  it('adds price times quantity in cents', () => {
    expect(cartTotal(lines)).toEqual(money(2930, 'USD'));
    expect(cartTotal([])).toEqual(money(0, 'USD'));
  });
});
