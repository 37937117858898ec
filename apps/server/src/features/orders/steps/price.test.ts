import type { Tip } from '@bistro/contract/bill';
import type { BillSettings } from '@bistro/contract/bill-settings';
import { money } from '@bistro/contract/money';
import { describe, expect, it } from 'vitest';
import { line, noTax, refusal } from './order-fixtures.testing.ts';
import { cartLines, priceCart, subtotalOf, tipOf } from './price.ts';

// Each step on in-memory stand-ins of the parts it is given; the steps together, on a real
// database and provider, are the checkout's API tests (payments/payments.api.test.ts, orders/orders.api.test.ts).

describe('price the cart', () => {
  const carts = {
    list: async (userId: string) => (userId === 'user-ana' ? [line('Soup', 750, 2), line('Tea', 395, 1)] : []),
    price: async (lines: { menuId: string; quantity: number }[]) =>
      lines.map(({ menuId, quantity }) => line(menuId, 1000, quantity)),
  };

  it('adds an account’s cart up in cents', async () => {
    const lines = await cartLines(carts, { userId: 'user-ana' });
    expect(subtotalOf(lines)).toEqual(money(1895));
    expect(priceCart(lines, { settings: noTax }).bill.total).toEqual(money(1895));
  });

  it('prices a guest’s lines from the menu the same way', async () => {
    const lines = await cartLines(carts, { lines: [{ menuId: 'Pizza', quantity: 3 }] });
    expect(priceCart(lines, { settings: noTax }).bill.total).toEqual(money(3000));
    expect(lines.map((each) => each.name)).toEqual(['Pizza']);
  });

  it('adds the restaurant’s tax at each tax category’s rate, the tip on the subtotal, and a code’s discount', async () => {
    const salesTax: BillSettings = { ...noTax, taxRate: 8.875, taxRates: { drinks: 0 } };
    const cart = priceCart(await cartLines(carts, { userId: 'user-ana' }), {
      settings: salesTax,
      tip: { percent: 20 },
      promo: { codeId: 'code-1', code: 'SOUP10', off: { percent: 10 } },
    });
    // Soup 15.00 − 1.50 = 13.50, taxed 1.20; tea 3.95 − 0.40 = 3.55, untaxed; tip 20 % of 18.95.
    expect(cart.bill.discount).toEqual(money(190));
    expect(cart.bill.tax).toEqual(money(120));
    expect(cart.bill.tip).toEqual(money(379));
    expect(cart.bill.total).toEqual(money(1895 - 190 + 120 + 379));
    expect(cart.promo?.code).toBe('SOUP10');
  });
});

describe('the diner’s tip', () => {
  it('is one of the percentages offered, or an amount in whole cents', async () => {
    expect(tipOf({ percent: 15 }, noTax)).toEqual({ percent: 15 } satisfies Tip);
    expect(tipOf({ amount: 2.5 }, noTax)).toEqual({ amount: money(250) } satisfies Tip);
    expect(tipOf(undefined, noTax)).toBeNull();
    expect(await refusal(() => tipOf({ percent: 12 }, noTax))).toEqual([400, 'A tip is 10 %, 15 %, 20 % or an amount']);
    expect(await refusal(() => tipOf({ amount: 2.555 }, noTax))).toEqual([400, 'A tip is a whole number of cents']);
    expect(await refusal(() => tipOf({ amount: 2 }, { ...noTax, tipPresets: [] }))).toEqual([
      400,
      'This restaurant does not take tips online',
    ]);
  });
});
