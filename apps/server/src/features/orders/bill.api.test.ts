import { computeBill, type TaxRules } from '@bistro/contract/bill';
import { billBreakdown, storedBill } from '@bistro/contract/bill-settings';
import { format, money } from '@bistro/contract/money';
import { dayAfter } from '@bistro/contract/restaurant-clock';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, GOOD_CARD, type SignedIn, signInAs, waitForMail } from '../../../test/helper.ts';
import { testPaymentIntents } from '../../db/schema.ts';

interface Dish {
  _id: string;
  name: string;
  category: string;
  taxCategory: string | null;
  price: number;
}

/** Half away from zero, on whole cents: the bill's rounding, for the figures a test expects. */
const rounded = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * A restaurant's bill through the real app: the tax its settings give, the diner's tip and promo
 * code, the amount charged and refunded, the order, the mail and the books. (The arithmetic
 * itself, with figures worked by hand and over random carts, is the contract's bill.test.ts.)
 */
function billJourney(env: Record<string, string>, tax: TaxRules, expected: (pizza: number, drink: number) => object) {
  let app: FastifyInstance;
  let pizza: Dish;
  let drink: Dish;
  let admin: SignedIn;
  let people = 0;

  beforeAll(async () => {
    app = await buildTestApp(env);
    const menu: Dish[] = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    pizza = menu.find((dish) => dish.category === 'pizza') as Dish;
    drink = menu.find((dish) => dish.category === 'drinks') as Dish;
    admin = await signInAs(app, { email: `bill-admin@${env.RESTAURANT_CURRENCY}.test`, role: 'admin' });
    for (const code of [
      { code: 'TENOFF', percentOff: 10 },
      { code: 'LASTONE', percentOff: 50, maxUses: 1 },
    ]) {
      const created = await post(admin, '/api/promo-codes', code);
      expect(created.statusCode, created.body).toBe(201);
    }
  });
  afterAll(() => app.close());

  const post = (who: SignedIn, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: who.headers, payload });
  async function dinerWithCart() {
    const who = await signInAs(app, { email: `diner${++people}@bill.test`, name: 'Bea Bill' });
    for (const dish of [pizza, drink]) await post(who, '/api/carts', { email: who.user.email, menuID: dish._id });
    return who;
  }
  const cents = (dish: Dish) => Math.round(dish.price * 100);

  it('quotes the bill with a 10 % code and a 15 % tip, charges exactly its total, shows it on the order and in the mail, and refunds it all', async () => {
    const bea = await dinerWithCart();
    const currency = env.RESTAURANT_CURRENCY ?? 'USD';
    const bill = billBreakdown(
      storedBill(
        computeBill(
          [pizza, drink].map((dish) => ({
            unitPrice: money(cents(dish), currency),
            quantity: 1,
            taxCategory: dish.taxCategory,
          })),
          { currency, tax, discount: { percent: 10 }, tip: { percent: 15 } },
        ),
        'TENOFF',
      ),
    );
    const choices = { tip: { percent: 15 }, promoCode: 'tenoff' };
    const quote = await post(bea, '/api/checkout/quote', choices);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toEqual(bill);
    expect(bill.discount).toBeGreaterThan(0);

    const started = await post(bea, '/api/create-payment-intent', { ...choices, price: quote.json().total });
    expect(started.statusCode).toBe(200);
    const { clientSecret, orderId, amount, ...breakdown } = started.json();
    expect(breakdown).toEqual(bill);
    expect(amount).toBe(quote.json().total);
    const [intent] = await app.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.orderId, orderId));
    expect(intent?.amountCents).toBe(Math.round(amount * 100));

    const { paymentIntent } = (await post(bea, '/api/payments/test/confirm', { clientSecret, card: GOOD_CARD })).json();
    await post(bea, '/api/payments', { email: bea.user.email, transactionId: paymentIntent.id });
    const order = (await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bea.headers })).json();
    expect(order).toMatchObject({ status: 'pending', total: amount, bill });

    const shown = (major: number) => format(money(Math.round(major * 100), currency), env.RESTAURANT_LOCALE);
    const paid = await waitForMail(app, bea.user.email, /is paid/);
    expect(paid.text).toContain(`Tip: ${shown(order.bill.tip)}`);
    expect(paid.text).toContain(`Discount (TENOFF): ${shown(-order.bill.discount)}`);
    expect(paid.text).toContain(`Total: ${shown(amount)}`);

    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}`,
      headers: admin.headers,
      payload: { status: 'cancelled', reason: 'closing' },
    });
    expect(cancelled.statusCode).toBe(200);
    const [refunded] = await app.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.orderId, orderId));
    expect(refunded?.refundedAt).not.toBeNull();
    expect((await waitForMail(app, bea.user.email, /cancelled/)).text).toContain(`refunded ${shown(amount)}`);
  });

  it('gives a code’s last use to one of 20 diners paying at once, and refuses it to the others, saying nothing more of it', async () => {
    const diners = await Promise.all(Array.from({ length: 20 }, () => dinerWithCart()));
    const started = await Promise.all(
      diners.map((who) => post(who, '/api/create-payment-intent', { promoCode: 'LASTONE' })),
    );
    const taken = started.filter((answer) => answer.statusCode === 200);
    expect(taken).toHaveLength(1);
    expect(taken[0]?.json()).toMatchObject({ promoCode: 'LASTONE' });
    for (const refused of started.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(422);
      // Quoted once the last use was taken, a diner who never used the code is told it does not
      // work, as anyone guessing codes is; quoted before and beaten to it in the order's
      // transaction (on PostgreSQL the 20 run at once), that it is used up: their quote had shown
      // the code exists.
      expect([
        'This code does not work: check how it is written (it may also be paused or used up)',
        'This code has been used up',
      ]).toContain(refused.json().message);
    }
  });

  it('over random carts, tips and codes charges exactly the order’s total, whose parts add up, and refunds exactly that', async () => {
    const menu: Dish[] = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    const cart = fc.record({
      lines: fc.uniqueArray(fc.record({ dish: fc.constantFrom(...menu), quantity: fc.integer({ min: 1, max: 4 }) }), {
        minLength: 1,
        maxLength: 4,
        selector: (line) => line.dish._id,
      }),
      tip: fc.option(
        fc.oneof(
          fc.constantFrom(10, 15, 20).map((percent) => ({ percent })),
          fc.constant({ amount: 2.35 }),
        ),
      ),
      code: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(cart, async ({ lines, tip, code }) => {
        const who = await signInAs(app, { email: `random${++people}@bill.test` });
        for (const { dish, quantity } of lines) {
          await post(who, '/api/carts', { email: who.user.email, menuID: dish._id, quantity });
        }
        const started = await post(who, '/api/create-payment-intent', {
          ...(tip ? { tip } : {}),
          ...(code ? { promoCode: 'TENOFF' } : {}),
        });
        expect(started.statusCode, started.body).toBe(200);
        const {
          clientSecret,
          orderId,
          subtotal,
          discount,
          tax: taxed,
          tip: tipped,
          total,
          taxIncluded,
        } = started.json();
        const { paymentIntent } = (
          await post(who, '/api/payments/test/confirm', { clientSecret, card: GOOD_CARD })
        ).json();
        await post(who, '/api/payments', { email: who.user.email, transactionId: paymentIntent.id });
        const minor = (major: number) => Math.round(major * 100);
        expect(minor(total)).toBe(minor(subtotal) - minor(discount) + (taxIncluded ? 0 : minor(taxed)) + minor(tipped));
        const cancelled = await app.inject({
          method: 'PATCH',
          url: `/api/orders/${orderId}`,
          headers: admin.headers,
          payload: { status: 'cancelled', reason: 'other', note: 'Checking the books' },
        });
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        const [intent] = await app.database.db
          .select()
          .from(testPaymentIntents)
          .where(eq(testPaymentIntents.orderId, orderId));
        expect(intent?.amountCents).toBe(minor(total));
        expect(intent?.status).toBe('succeeded');
        expect(intent?.refundedAt).not.toBeNull();
      }),
      { numRuns: 8, seed: 20261126 },
    );
  });

  it('counts the tax and the tip in the books, apart from the restaurant’s sales', async () => {
    // Around today on the restaurant's clock (UTC here), before and after this order: what it adds.
    const today = new Date().toISOString().slice(0, 10);
    const books = async () => {
      const range = `from=${dayAfter(today, -1)}&to=${dayAfter(today, 1)}`;
      const report = await app.inject({ method: 'GET', url: `/api/reports/sales?${range}`, headers: admin.headers });
      const stats = await app.inject({ method: 'GET', url: '/api/admin-stats', headers: admin.headers });
      return { totals: report.json().totals, stats: stats.json() };
    };
    const before = await books();
    const bea = await dinerWithCart();
    const { clientSecret, orderId } = (await post(bea, '/api/create-payment-intent', { tip: { percent: 15 } })).json();
    const { paymentIntent } = (await post(bea, '/api/payments/test/confirm', { clientSecret, card: GOOD_CARD })).json();
    await post(bea, '/api/payments', { email: bea.user.email, transactionId: paymentIntent.id });
    const order = (await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bea.headers })).json();
    // Worked by hand, without a code: the tax of each rate and the tip rounded half up.
    expect(order.bill).toEqual(expected(cents(pizza), cents(drink)));
    const after = await books();
    const minor = (major: number) => Math.round(major * 100);
    expect(after.totals.orders - before.totals.orders).toBe(1);
    expect(after.totals.net - before.totals.net).toBe(minor(order.bill.total));
    expect(after.totals.tax - before.totals.tax).toBe(minor(order.bill.tax));
    expect(after.totals.tips - before.totals.tips).toBe(minor(order.bill.tip));
    expect(minor(after.stats.revenue) - minor(before.stats.revenue)).toBe(minor(order.bill.total));
    expect(minor(after.stats.tax) - minor(before.stats.tax)).toBe(minor(order.bill.tax));
    expect(minor(after.stats.tips) - minor(before.stats.tips)).toBe(minor(order.bill.tip));
  });

  it('takes only the tips the restaurant offers, and none once the admin turns them off', async () => {
    const bea = await dinerWithCart();
    const odd = await post(bea, '/api/checkout/quote', { tip: { percent: 12 } });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toBe('A tip is 10 %, 15 %, 20 % or an amount');
    expect((await post(bea, '/api/checkout/quote', { tip: { amount: 2.5 } })).json().tip).toBe(2.5);

    const settings = (
      await app.inject({ method: 'GET', url: '/api/restaurant/settings', headers: admin.headers })
    ).json();
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/restaurant/settings',
      headers: admin.headers,
      payload: { ...settings, bill: { ...settings.bill, tipPresets: [] } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/restaurant' })).json().tipPresets).toEqual([]);
    const refused = await post(bea, '/api/create-payment-intent', { tip: { amount: 2 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This restaurant does not take tips online');
    await app.inject({ method: 'PUT', url: '/api/restaurant/settings', headers: admin.headers, payload: settings });
  });
}

describe('the bill in a VAT country: EUR, prices include 10 % on food and 20 % on drinks', () => {
  billJourney(
    {
      RESTAURANT_CURRENCY: 'EUR',
      RESTAURANT_LOCALE: 'fr-FR',
      TAX_PRICES: 'inclusive',
      TAX_RATE: '10',
      TAX_RATES: 'drinks:20',
    },
    { prices: 'inclusive', rate: 10, rates: { drinks: 20 }, rounding: 'line' },
    (pizza, drink) => {
      const tip = rounded((pizza + drink) * 15, 100);
      return {
        currency: 'EUR',
        taxIncluded: true,
        subtotal: (pizza + drink) / 100,
        discount: 0,
        tax: (rounded(pizza * 10, 110) + rounded(drink * 20, 120)) / 100,
        tip: tip / 100,
        deliveryFee: 0,
        total: (pizza + drink + tip) / 100,
        promoCode: null,
      };
    },
  );
});

describe('the bill with US sales tax: USD, 8.875 % added to the prices', () => {
  billJourney(
    { RESTAURANT_CURRENCY: 'USD', TAX_PRICES: 'exclusive', TAX_RATE: '8.875', TAX_ROUNDING: 'order' },
    { prices: 'exclusive', rate: 8.875, rates: {}, rounding: 'order' },
    (pizza, drink) => {
      const tip = rounded((pizza + drink) * 15, 100);
      const tax = rounded((pizza + drink) * 8875, 100_000);
      return {
        currency: 'USD',
        taxIncluded: false,
        subtotal: (pizza + drink) / 100,
        discount: 0,
        tax: tax / 100,
        tip: tip / 100,
        deliveryFee: 0,
        total: (pizza + drink + tax + tip) / 100,
        promoCode: null,
      };
    },
  );
});
