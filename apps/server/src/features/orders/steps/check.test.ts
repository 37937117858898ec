import { describe, expect, it } from 'vitest';
import { checkCart } from './check.ts';
import { cartOf, line, refusal } from './order-fixtures.testing.ts';

// Each step on in-memory stand-ins of the parts it is given; the steps together, on a real
// database and provider, are the checkout's API tests (payments/payments.api.test.ts, orders/orders.api.test.ts).

describe('check the cart', () => {
  it('passes a cart with dishes on sale, whether or not the diner sent the total they saw', () => {
    expect(() => checkCart(cartOf(line('Soup', 750, 2)), 15)).not.toThrow();
    expect(() => checkCart(cartOf(line('Soup', 750, 2)), undefined)).not.toThrow();
  });

  it('refuses an empty cart, a total that changed, and sold-out dishes by name', async () => {
    expect(await refusal(() => checkCart(cartOf(), undefined))).toEqual([
      400,
      'Your cart is empty: there is nothing to pay for',
    ]);
    expect(await refusal(() => checkCart(cartOf(line('Soup', 750, 2)), 14.99))).toEqual([
      409,
      'Your cart changed: its total is now $15.00. Check it and pay again.',
    ]);
    const soldOut = cartOf(line('Soup', 750, 1, true), line('Tea', 395, 1), line('Salad', 900, 1, true));
    expect(await refusal(() => checkCart(soldOut, undefined))).toEqual([
      409,
      'Soup and Salad are sold out for now: take it out of your cart to pay for the rest.',
    ]);
  });
});
