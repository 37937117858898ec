import { randomUUID } from 'node:crypto';
import { localDay } from '@bistro/contract/restaurant-clock';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, GOOD_CARD, outboxMessages, type SignedIn, signInAs, waitForMail } from '../../../test/helper.ts';
import { salesPerItem, testPaymentIntents } from '../../db/schema.ts';

/**
 * Partial refunds through the real app (docs/counter.md): three dishes at known prices, a $1 code,
 * 10 % tax added and a 15 % tip, so that each line's share of the bill is worked by hand:
 *
 *   lines   10.00 (Lasagne)   6.00 (Salad)   3 × 1.00 (Sorbet)        subtotal 19.00
 *   code     0.53              0.31           0.16                     discount  1.00
 *   tax      0.95              0.57           0.28                     tax       1.80
 *   tip (15 % of the subtotal)                                         tip       2.85
 *   total                                                                       22.65
 *
 * The Salad's share is 6.00 − 0.31 + 0.57 = 6.26; each Sorbet 1.04 (3.12 in all, to the cent); the
 * Lasagne 10.42; with every line refunded, the tip remains.
 */
describe('partial refunds', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  let cook: SignedIn;
  let dina: SignedIn;
  let orderId: string;
  let intentId: string;
  const dishes: Record<'lasagne' | 'salad' | 'sorbet', string> = { lasagne: '', salad: '', sorbet: '' };
  let lineOf: Record<string, string> = {};
  let today: string;

  const post = (who: SignedIn | null, url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { ...who?.headers, ...headers }, payload });
  const get = (who: SignedIn, url: string) => app.inject({ method: 'GET', url, headers: who.headers });
  const refund = (payload: object, key: string = randomUUID(), who: SignedIn | null = cook) =>
    post(who, `/api/orders/${orderId}/refunds`, payload, { 'idempotency-key': key });
  const order = async () => (await get(cook, `/api/orders/${orderId}`)).json();

  beforeAll(async () => {
    app = await buildTestApp({ TAX_PRICES: 'exclusive', TAX_RATE: '10', TIP_PRESETS: '10,15,20' });
    admin = await signInAs(app, { email: 'refunds-admin@bistro.test', role: 'admin' });
    cook = await signInAs(app, { email: 'cook@bistro.test', name: 'Carla Cook', role: 'staff' });
    dina = await signInAs(app, { email: 'dina@refunds.test', name: 'Dina Diner' });
    for (const [key, name, category, price] of [
      ['lasagne', 'Refund Lasagne', 'pizza', 10],
      ['salad', 'Refund Salad', 'salad', 6],
      ['sorbet', 'Refund Sorbet', 'dessert', 1],
    ] as const) {
      const made = await post(admin, '/api/menu', { name, category, price, image: '/images/menu/x.webp' });
      expect(made.statusCode, made.body).toBe(200);
      dishes[key] = made.json().insertedId;
    }
    expect((await post(admin, '/api/promo-codes', { code: 'DOLLAR', amountOff: 1 })).statusCode).toBe(201);
    for (const [dish, quantity] of [
      [dishes.lasagne, 1],
      [dishes.salad, 1],
      [dishes.sorbet, 3],
    ] as const) {
      await post(dina, '/api/carts', { email: dina.user.email, menuID: dish, quantity });
    }
    const started = await post(dina, '/api/create-payment-intent', { tip: { percent: 15 }, promoCode: 'DOLLAR' });
    expect(started.json()).toMatchObject({ total: 22.65, discount: 1, tax: 1.8, tip: 2.85, subtotal: 19 });
    orderId = started.json().orderId;
    const confirmed = await post(dina, '/api/payments/test/confirm', {
      clientSecret: started.json().clientSecret,
      card: GOOD_CARD,
    });
    intentId = confirmed.json().paymentIntent.id;
    expect((await post(dina, '/api/payments', { email: dina.user.email, transactionId: intentId })).statusCode).toBe(
      200,
    );
    lineOf = Object.fromEntries(
      (await order()).lines.map((line: { id: string; menuID: string }) => [line.menuID, line.id]),
    );
    today = localDay(app.clock.now(), app.restaurant.timeZone);
  });
  afterAll(() => app.close());

  it('is for staff and admins: a diner is refused (403), a visitor (401), and a refund needs its Idempotency-Key', async () => {
    const lines = [{ lineId: lineOf[dishes.salad], quantity: 1 }];
    expect((await refund({ lines, reason: 'cold' }, randomUUID(), dina)).statusCode).toBe(403);
    expect((await refund({ lines, reason: 'cold' }, randomUUID(), null)).statusCode).toBe(401);
    const keyless = await post(cook, `/api/orders/${orderId}/refunds`, { lines, reason: 'cold' });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().message).toContain('Idempotency-Key');
    expect((await order()).refunded).toBe(0);
  });

  it('refuses what is not a refund: no lines nor amount, both, restock without lines, no reason (400)', async () => {
    const lines = [{ lineId: lineOf[dishes.salad], quantity: 1 }];
    for (const payload of [
      { reason: 'cold' },
      { lines, amount: 1, reason: 'cold' },
      { amount: 1, restock: true, reason: 'cold' },
      { lines },
      { lines: [{ lineId: lineOf[dishes.salad], quantity: 0.5 }], reason: 'cold' },
      { amount: 1.005, reason: 'cold' },
    ]) {
      const answer = await refund(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await refund({ lines: [{ lineId: randomUUID(), quantity: 1 }], reason: 'cold' })).statusCode).toBe(400);
    expect((await order()).refunded).toBe(0);
  });

  it('refunds a line’s exact share of the bill through the provider, once per key, and mails the diner what and why', async () => {
    const key = randomUUID();
    const payload = { lines: [{ lineId: lineOf[dishes.salad], quantity: 1 }], reason: 'The salad was warm' };
    const first = await refund(payload, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      refund: { id: expect.any(String), amount: 6.26, status: 'refunded' },
      refunded: 6.26,
      remaining: 16.39,
    });
    // A double click, a retry after a lost answer: the same refund, none more.
    const again = await refund(payload, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const reused = await refund({ ...payload, reason: 'Another reason' }, key);
    expect(reused.statusCode).toBe(422);

    const [intent] = await app.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, intentId));
    expect(intent?.refundedCents).toBe(626);
    expect(intent?.refundedAt).toBeNull();
    const now = await order();
    expect(now.refunded).toBe(6.26);
    expect(now.refunds).toEqual([
      {
        id: first.json().refund.id,
        amount: 6.26,
        reason: 'The salad was warm',
        at: expect.any(String),
        lines: [{ lineId: lineOf[dishes.salad], name: 'Refund Salad', quantity: 1 }],
        restock: false,
        by: 'Carla',
      },
    ]);
    expect(now.lines.find((line: { id: string }) => line.id === lineOf[dishes.salad]).refundedQuantity).toBe(1);

    const mail = await waitForMail(app, dina.user.email, /refunded/);
    expect(mail.subject).toBe(`Bistro Boss: $6.26 of order #${now.number} is refunded`);
    expect(mail.text).toContain('We have refunded 1 × Refund Salad of your order');
    expect(mail.text).toContain('Why: The salad was warm');
    expect(mail.text).toContain('We have refunded $6.26 to the card you paid with.');
    expect(mail.text).toContain('You paid $22.65; $6.26 of it is refunded in all.');
    expect((await outboxMessages(app)).filter((message) => /refunded/.test(message.subject))).toHaveLength(1);
  });

  it('refuses a line refunded already, more of a line than is left, and more than remains (409), changing nothing', async () => {
    const salad = await refund({ lines: [{ lineId: lineOf[dishes.salad], quantity: 1 }], reason: 'again' });
    expect(salad.statusCode).toBe(409);
    expect(salad.json().message).toBe('Refund Salad was refunded already');
    const sorbets = await refund({ lines: [{ lineId: lineOf[dishes.sorbet], quantity: 4 }], reason: 'too many' });
    expect(sorbets.statusCode).toBe(409);
    expect(sorbets.json().message).toBe('Only 3 of 3 × Refund Sorbet are left to refund');
    const tooMuch = await refund({ amount: 16.4, reason: 'too much' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ details: { remaining: 16.39 } });
    expect((await order()).refunded).toBe(6.26);
  });

  it('agrees to the cent across the sales report, the orders CSV, Admin Home, the sales per dish and the diner’s history', async () => {
    const report = (await get(admin, `/api/reports/sales?from=${today}&to=${today}`)).json();
    expect(report.totals).toEqual({
      orders: 1,
      gross: 2265,
      refunds: 626,
      net: 1639,
      tax: 123,
      tips: 285,
      discounts: 69,
      deliveryFees: 0,
    });
    const stats = (await get(admin, '/api/admin-stats')).json();
    expect(stats).toMatchObject({ revenue: 16.39, tax: 1.23, tips: 2.85, orders: 1 });
    const perDish = (await get(admin, '/api/order-stats')).json().barChart;
    expect(perDish).toEqual(
      expect.arrayContaining([
        { name: 'Refund Lasagne', quantity: 1, amount: 10 },
        { name: 'Refund Sorbet', quantity: 3, amount: 3 },
      ]),
    );
    expect(perDish.map((dish: { name: string }) => dish.name)).not.toContain('Refund Salad');
    const [payment] = (await get(dina, `/api/payment?email=${dina.user.email}`)).json();
    expect(payment).toMatchObject({ price: 22.65, refunded: 6.26 });
    const mine = (await get(dina, `/api/user-stats/${dina.user.email}`)).json();
    expect(mine).toMatchObject({ totalQuantity: 4, totalCost: 13 });
    expect(mine.barChart.map((dish: { name: string }) => dish.name)).not.toContain('Refund Salad');
    const csv = (await get(admin, `/api/reports/orders.csv?from=${today}&to=${today}`)).body;
    const [row] = parse(csv, { columns: true, bom: true }) as Record<string, string>[];
    expect(row).toMatchObject({ total: '22.65', refunded: '6.26' });
  });

  it('refunds a line bit by bit to exactly its share, then an amount, and leaves the tip once every line is back', async () => {
    for (let count = 0; count < 3; count += 1) {
      const one = await refund({ lines: [{ lineId: lineOf[dishes.sorbet], quantity: 1 }], reason: 'melted' });
      expect(one.statusCode, one.body).toBe(201);
      expect(one.json().refund.amount).toBe(1.04);
    }
    const lasagne = await refund({ lines: [{ lineId: lineOf[dishes.lasagne], quantity: 1 }], reason: 'burnt' });
    expect(lasagne.json()).toMatchObject({ refund: { amount: 10.42 }, refunded: 19.8, remaining: 2.85 });
    const tip = await refund({ amount: 2.85, reason: 'the tip back too' });
    expect(tip.json()).toMatchObject({ refunded: 22.65, remaining: 0 });
    const nothing = await refund({ amount: 0.01, reason: 'nothing is left' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toContain('refunded in full already');
    const report = (await get(admin, `/api/reports/sales?from=${today}&to=${today}`)).json();
    expect(report.totals).toMatchObject({ gross: 2265, refunds: 2265, net: 0, tax: 0, tips: 0, discounts: 0 });
    const [intent] = await app.database.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, intentId));
    expect(intent?.refundedCents).toBe(2265);
  });

  it('gives one of two staff racing to refund the same line its refund, and the other a 409', async () => {
    const bea = await signInAs(app, { email: 'bea@refunds.test' });
    await post(bea, '/api/carts', { email: bea.user.email, menuID: dishes.salad });
    const started = (await post(bea, '/api/create-payment-intent', {})).json();
    const { paymentIntent } = (
      await post(bea, '/api/payments/test/confirm', { clientSecret: started.clientSecret, card: GOOD_CARD })
    ).json();
    await post(bea, '/api/payments', { email: bea.user.email, transactionId: paymentIntent.id });
    const [line] = (await get(cook, `/api/orders/${started.orderId}`)).json().lines;
    const racing = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(
          cook,
          `/api/orders/${started.orderId}/refunds`,
          { lines: [{ lineId: line.id, quantity: 1 }], reason: 'twice clicked' },
          { 'idempotency-key': randomUUID() },
        ),
      ),
    );
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await get(cook, `/api/orders/${started.orderId}`)).json().refunded).toBe(6.6);
  });

  it('cancels what a partial refund left: the rest goes back, the books count the whole total once', async () => {
    const eve = await signInAs(app, { email: 'eve@refunds.test' });
    for (const dish of [dishes.lasagne, dishes.salad])
      await post(eve, '/api/carts', { email: eve.user.email, menuID: dish });
    const started = (await post(eve, '/api/create-payment-intent', {})).json();
    const { paymentIntent } = (
      await post(eve, '/api/payments/test/confirm', { clientSecret: started.clientSecret, card: GOOD_CARD })
    ).json();
    await post(eve, '/api/payments', { email: eve.user.email, transactionId: paymentIntent.id });
    expect(started.total).toBe(17.6);
    const before = (await get(admin, `/api/reports/sales?from=${today}&to=${today}`)).json().totals;
    const salad = (await get(cook, `/api/orders/${started.orderId}`))
      .json()
      .lines.find((line: { menuID: string }) => line.menuID === dishes.salad);
    const part = await post(
      cook,
      `/api/orders/${started.orderId}/refunds`,
      { lines: [{ lineId: salad.id, quantity: 1 }], reason: 'late' },
      { 'idempotency-key': randomUUID() },
    );
    expect(part.json()).toMatchObject({ refunded: 6.6, remaining: 11 });
    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${started.orderId}`,
      headers: cook.headers,
      payload: { status: 'cancelled', reason: 'closing' },
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refunded: 17.6 });
    const mail = await waitForMail(app, eve.user.email, /cancelled/);
    expect(mail.text).toContain('We have refunded $11.00, what was left of it after the earlier refund');
    const [intent] = await app.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, paymentIntent.id));
    expect(intent?.refundedCents).toBe(1760);
    const after = (await get(admin, `/api/reports/sales?from=${today}&to=${today}`)).json().totals;
    expect(after.gross - before.gross).toBe(0);
    expect(after.refunds - before.refunds).toBe(1760);
    // The salad left the sales once, with its refund: the cancellation took off the lasagne alone.
    const sold = await app.database.db.select().from(salesPerItem).where(eq(salesPerItem.menuItemId, dishes.salad));
    expect(sold).toEqual([expect.objectContaining({ quantity: 0, amountCents: 0 })]);
    const answer = await post(
      cook,
      `/api/orders/${started.orderId}/refunds`,
      { amount: 1, reason: 'more' },
      { 'idempotency-key': randomUUID() },
    );
    expect(answer.statusCode).toBe(409);
  });
});
