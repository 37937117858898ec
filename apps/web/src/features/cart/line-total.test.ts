import { describe, expect, it } from 'vitest';
import { lineTotal } from './line-total.ts';

describe('lineTotal', () => {
  it('multiplies in cents, so that no floating-point noise shows', () => {
    expect(lineTotal({ price: 0.1, quantity: 3 })).toBe(0.3);
    expect(lineTotal({ price: 1.15, quantity: 3 })).toBe(3.45);
    expect(lineTotal({ price: 14.5, quantity: 1 })).toBe(14.5);
  });
});
