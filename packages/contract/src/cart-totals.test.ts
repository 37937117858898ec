import { describe, expect, it } from 'vitest';
import { cartTotal, dishCount } from './cart-totals.ts';

describe('cart totals', () => {
  const lines = [
    { price: 0.1, quantity: 3 },
    { price: 14.5, quantity: 2 },
  ];

  it('counts dishes, not lines', () => {
    expect(dishCount(lines)).toBe(5);
    expect(dishCount([])).toBe(0);
  });

  it('adds price times quantity in cents', () => {
    expect(cartTotal(lines)).toBe(29.3);
    expect(cartTotal([])).toBe(0);
  });
});
