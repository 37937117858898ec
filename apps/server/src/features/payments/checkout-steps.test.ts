import { computeBill, type Tip } from '@bistro/contract/bill';
import type { BillSettings } from '@bistro/contract/bill-settings';
import type { MenuItem } from '@bistro/contract/menu';
import { money } from '@bistro/contract/money';
import type { WeeklySchedule } from '@bistro/contract/restaurant';
import type { MenuSection } from '@bistro/contract/shop';
import { weekdays } from '@bistro/contract/weekdays';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/connect.ts';
import { Problem } from '../../http/problems.ts';
import type { PricedCartLine } from '../cart/index.ts';
import type { OrderRecord } from '../orders/index.ts';
import {
  cartLines,
  checkCart,
  createOrder,
  createOrReuseIntent,
  fingerprintOf,
  type OrderPayer,
  type PricedCart,
  priceCart,
  reuseOrDiscardUnpaid,
  subtotalOf,
  tipOf,
} from './checkout-steps.ts';

// Each step of starting a payment on in-memory stand-ins of the parts it is given; the steps
// together, on a real database and provider, are payments.api.test.ts.

const line = (name: string, priceCents: number, quantity: number, soldOut = false): PricedCartLine => ({
  _id: `line-${name}`,
  menuID: `dish-${name}`,
  name,
  image: `/pictures/${name}.webp`,
  price: priceCents / 100,
  priceCents,
  quantity,
  soldOut,
  taxCategory: name === 'Tea' ? 'drinks' : null,
  choices: [],
});
const noTax: BillSettings = {
  taxPrices: 'exclusive',
  taxRate: 0,
  taxRates: {},
  taxRounding: 'line',
  tipPresets: [10, 15, 20],
  taxNumber: null,
};
const cartOf = (...lines: PricedCartLine[]): PricedCart => ({
  lines,
  bill: computeBill(
    lines.map((each) => ({
      unitPrice: money(each.priceCents),
      quantity: each.quantity,
      taxCategory: each.taxCategory,
    })),
    { currency: 'USD', tax: { prices: 'exclusive', rate: 0, rates: {}, rounding: 'line' } },
  ),
  promo: null,
});
/** The menu as the step reads it: these dishes (by id and sections) and sections. */
const menuOf = (dishes: Pick<MenuItem, '_id' | 'name' | 'sections'>[], sections: MenuSection[] = []) => ({
  snapshot: async () => ({
    byId: new Map(dishes.map((dish) => [dish._id, dish as MenuItem])),
    sections,
    body: Buffer.from('[]'),
    etag: '"menu"',
  }),
});
const ana: OrderPayer = {
  userId: 'user-ana',
  email: 'ana@bistro.test',
  name: 'Ana',
  phone: '+1 555 010 0199',
  verified: true,
  guest: null,
};
const now = new Date('2026-11-26T18:00:00Z');

function orderRecord(changes: Partial<OrderRecord> = {}): OrderRecord {
  return {
    id: 'order-1',
    number: 1001,
    userId: ana.userId,
    email: ana.email,
    customerName: ana.name,
    phone: ana.phone,
    status: 'awaiting_payment',
    totalCents: 2450,
    cartFingerprint: 'fingerprint',
    guestBrowser: null,
    placedFrom: null,
    intentId: null,
    clientSecret: null,
    pickupAt: new Date('2026-11-26T18:30:00Z'),
    note: null,
    createdAt: new Date(now.getTime() - 60_000),
    paidAt: null,
    paidDespite: null,
    refundedAt: null,
    refundId: null,
    cancelReason: null,
    cancelNote: null,
    ...changes,
  } as OrderRecord;
}

/** The Problem a step throws, as its status and words. */
async function refusal(step: () => unknown): Promise<[number, string]> {
  try {
    await step();
  } catch (error) {
    if (error instanceof Problem) return [error.statusCode, error.message];
    throw error;
  }
  throw new Error('the step did not refuse');
}

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

  it('adds the restaurant’s tax at each category’s rate, the tip on the subtotal, and a code’s discount', async () => {
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

describe('the fingerprint of what is asked for', () => {
  const cart = cartOf(line('Soup', 750, 2), line('Tea', 395, 1));
  const request = { pickup: 'asap', note: null };

  it('is the same for the same cart in another order, and changes with any of its parts', () => {
    const same = fingerprintOf(cartOf(line('Tea', 395, 1), line('Soup', 750, 2)), request, ana.phone);
    expect(same).toBe(fingerprintOf(cart, request, ana.phone));
    const others = [
      fingerprintOf(cartOf(line('Soup', 750, 3), line('Tea', 395, 1)), request, ana.phone),
      fingerprintOf(cartOf(line('Soup', 800, 2), line('Tea', 395, 1)), request, ana.phone),
      fingerprintOf(cart, { pickup: '2026-11-26T19:00:00.000Z', note: null }, ana.phone),
      fingerprintOf(cart, { pickup: 'asap', note: 'No onions' }, ana.phone),
      fingerprintOf(cart, request, '+1 555 010 0100'),
      fingerprintOf({ ...cart, bill: { ...cart.bill, tip: money(200), total: money(2095) } }, request, ana.phone),
      fingerprintOf({ ...cart, promo: { codeId: 'code-1', code: 'SOUP10', off: { percent: 10 } } }, request, ana.phone),
      // Another free choice with the same dish: the same price, another order.
      fingerprintOf(
        cartOf(
          { ...line('Soup', 750, 2), choices: [{ id: 'choice-bread', group: 'Side', name: 'Bread', priceCents: 0 }] },
          line('Tea', 395, 1),
        ),
        request,
        ana.phone,
      ),
    ];
    expect(new Set([same, ...others]).size).toBe(9);
  });
});

describe('reuse or let go of the unpaid order', () => {
  function parts(unpaid: OrderRecord | undefined, intentWas: 'canceled' | 'succeeded' = 'canceled') {
    const done: string[] = [];
    return {
      done,
      parts: {
        orders: {
          findAwaitingPayment: async (payer: { userId: string } | { guestEmail: string }) =>
            'userId' in payer && payer.userId === unpaid?.userId ? unpaid : undefined,
          discardUnpaid: async (id: string) => {
            done.push(`discarded ${id}`);
            return true;
          },
        },
        provider: {
          cancelIntent: async (id: string) => {
            done.push(`cancelled ${id}`);
            return intentWas;
          },
        },
        restaurant: {
          checkTakingOrders: async () => {
            done.push('checked the restaurant takes orders');
          },
        },
        promoCodes: {
          release: async (orderId: string) => {
            done.push(`released the code of ${orderId}`);
            return false;
          },
        },
        settle: async (intentId: string) => done.push(`settled ${intentId}`),
      },
    };
  }

  it('reuses the order for the same request within the hold, if the restaurant still takes orders', async () => {
    const unpaid = orderRecord({ intentId: 'pi_1', clientSecret: 'secret_1' });
    const { parts: given, done } = parts(unpaid);
    expect(await reuseOrDiscardUnpaid(given, ana, 'fingerprint', now)).toBe(unpaid);
    expect(done).toEqual(['checked the restaurant takes orders']);
  });

  it('lets go of an order for another request, or one held too long, cancelling its intent', async () => {
    for (const unpaid of [
      orderRecord({ intentId: 'pi_1', cartFingerprint: 'another' }),
      orderRecord({ intentId: 'pi_1', createdAt: new Date(now.getTime() - 16 * 60_000) }),
    ]) {
      const { parts: given, done } = parts(unpaid);
      expect(await reuseOrDiscardUnpaid(given, ana, 'fingerprint', now)).toBeUndefined();
      expect(done).toEqual(['cancelled pi_1', 'released the code of order-1', 'discarded order-1']);
    }
  });

  it('keeps an order whose intent was paid meanwhile, settles it, and tells the diner', async () => {
    const { parts: given, done } = parts(orderRecord({ intentId: 'pi_1', cartFingerprint: 'another' }), 'succeeded');
    expect(await refusal(() => reuseOrDiscardUnpaid(given, ana, 'fingerprint', now))).toEqual([
      409,
      'Your previous payment has just gone through: check your order before paying again.',
    ]);
    expect(done).toEqual(['cancelled pi_1', 'settled pi_1']);
  });

  it('has nothing to do for a payer without an unpaid order', async () => {
    const { parts: given, done } = parts(undefined);
    expect(await reuseOrDiscardUnpaid(given, ana, 'fingerprint', now)).toBeUndefined();
    expect(done).toEqual([]);
  });
});

describe('reserve the pickup time and create the order', () => {
  it('does both in one transaction, the lines priced as they will be charged', async () => {
    const transaction = { name: 'the order’s transaction' } as unknown as DbOrTx;
    const seen: { reservedIn?: DbOrTx; createdIn?: DbOrTx; input?: unknown } = {};
    const cart = cartOf(line('Soup', 750, 2));
    const order = await createOrder(
      {
        transaction: (work) => work(transaction),
        restaurant: {
          timeZone: 'UTC',
          reservePickup: async (choice, at, tx) => {
            seen.reservedIn = tx;
            expect([choice, at]).toEqual(['asap', now]);
            return new Date('2026-11-26T18:20:00Z');
          },
        },
        menu: menuOf([]),
        orders: {
          createAwaitingPayment: async (input, tx) => {
            seen.createdIn = tx;
            seen.input = input;
            return orderRecord({ totalCents: input.bill.totalCents, pickupAt: input.pickupAt });
          },
        },
        promoCodes: {
          hold: async () => {
            throw new Error('no code to hold');
          },
        },
      },
      { payer: ana, cart, request: { pickup: 'asap', note: 'No onions' }, fingerprint: 'fingerprint', now },
    );
    expect(seen.reservedIn).toBe(transaction);
    expect(seen.createdIn).toBe(transaction);
    expect(seen.input).toEqual({
      userId: ana.userId,
      email: ana.email,
      customerName: ana.name,
      phone: ana.phone,
      bill: {
        currency: 'USD',
        taxIncluded: false,
        subtotalCents: 1500,
        discountCents: 0,
        taxCents: 0,
        tipCents: 0,
        totalCents: 1500,
        promoCode: null,
      },
      cartFingerprint: 'fingerprint',
      pickupAt: new Date('2026-11-26T18:20:00Z'),
      note: 'No onions',
      createdAt: now,
      guestBrowser: null,
      placedFrom: null,
      lines: [{ menuItemId: 'dish-Soup', name: 'Soup', quantity: 2, unitPriceCents: 750, choices: [] }],
    });
    expect(order.totalCents).toBe(1500);
  });

  it('makes no order when the pickup time cannot be had', async () => {
    let created = false;
    const full = new Problem(409, 'The pickup time today at 6:20 PM is full: choose another one.');
    await expect(
      createOrder(
        {
          transaction: (work) => work({} as DbOrTx),
          restaurant: {
            timeZone: 'UTC',
            reservePickup: async () => {
              throw full;
            },
          },
          menu: menuOf([]),
          orders: {
            createAwaitingPayment: async () => {
              created = true;
              return orderRecord();
            },
          },
          promoCodes: { hold: async () => undefined },
        },
        {
          payer: ana,
          cart: cartOf(line('Soup', 750, 1)),
          request: { pickup: 'asap', note: null },
          fingerprint: 'f',
          now,
        },
      ),
    ).rejects.toBe(full);
    expect(created).toBe(false);
  });

  it('refuses a dish whose sections do not serve at the pickup time, saying when they do', async () => {
    const weekdaysOnly = Object.fromEntries(
      weekdays.map((day) => [day, ['saturday', 'sunday'].includes(day) ? [] : [{ opens: '11:00', closes: '15:00' }]]),
    ) as WeeklySchedule;
    const lunch: MenuSection = {
      id: 'section-lunch',
      slug: 'lunch',
      name: 'Lunch',
      position: 5,
      hidden: false,
      hours: weekdaysOnly,
      description: null,
      banner: null,
    };
    const menu = menuOf([{ _id: 'dish-Croque', name: 'Croque Monsieur', sections: ['lunch'] }], [lunch]);
    const created: Date[] = [];
    // Thursday 26 November 2026, on the restaurant's clock (UTC here).
    const orderFor = (pickupAt: string) =>
      createOrder(
        {
          transaction: (work) => work({} as DbOrTx),
          restaurant: { timeZone: 'UTC', reservePickup: async () => new Date(pickupAt) },
          menu,
          orders: {
            createAwaitingPayment: async (input) => {
              created.push(input.pickupAt as Date);
              return orderRecord();
            },
          },
          promoCodes: { hold: async () => undefined },
        },
        {
          payer: ana,
          cart: cartOf(line('Croque', 950, 1)),
          request: { pickup: 'asap', note: null },
          fingerprint: 'f',
          now: new Date('2026-11-26T10:00:00Z'),
        },
      );
    await expect(orderFor('2026-11-26T16:00:00Z')).rejects.toMatchObject({
      statusCode: 409,
      message:
        'Not served today at 4:00 PM: Croque Monsieur, served Mon–Fri: 11:00am to 3:00pm (Lunch). Choose a pickup time in those hours, or take it out of your cart.',
    });
    expect(created).toEqual([]);
    await orderFor('2026-11-26T12:00:00Z');
    expect(created).toEqual([new Date('2026-11-26T12:00:00Z')]);
  });
});

describe('create or reuse the intent', () => {
  function parts() {
    const made: unknown[] = [];
    const attached: unknown[] = [];
    return {
      made,
      attached,
      parts: {
        provider: {
          createIntent: async (input: unknown) => {
            made.push(input);
            return { id: 'pi_new', clientSecret: 'secret_new' };
          },
        },
        orders: {
          attachIntent: async (id: string, intent: unknown) => {
            attached.push([id, intent]);
          },
        },
      },
    };
  }

  it('makes one for exactly the order’s total, keyed by the order, and keeps it on the order', async () => {
    const { parts: given, made, attached } = parts();
    expect(await createOrReuseIntent(given, orderRecord({ totalCents: 2450 }))).toBe('secret_new');
    expect(made).toEqual([{ orderId: 'order-1', amountCents: 2450, userId: ana.userId, email: ana.email }]);
    expect(attached).toEqual([['order-1', { id: 'pi_new', clientSecret: 'secret_new' }]]);
  });

  it('reuses the one the order already has', async () => {
    const { parts: given, made } = parts();
    expect(await createOrReuseIntent(given, orderRecord({ intentId: 'pi_1', clientSecret: 'secret_1' }))).toBe(
      'secret_1',
    );
    expect(made).toEqual([]);
  });
});
