import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buyDishes, GOOD_CARD, type SignedIn, signInAs, testClock } from '../../../test/helper.ts';

interface Dish {
  _id: string;
  name: string;
  soldOut: boolean;
  stock: number | null;
  parLevel: number | null;
}

/**
 * Stock counts through the real app (docs/counter.md): set by staff, held by an order when it is
 * made, counted when it is paid, given back when it is let go, cancelled or refunded with its dish
 * put back; at 0 the dish is sold out; a par level comes back at the start of each restaurant day.
 * The race for the last portions runs on PGlite here and on PostgreSQL in the server:postgres
 * project, where the orders are made on as many connections at once.
 */
describe('stock counts', () => {
  // Kolkata's midnight is 18:30 UTC: a restaurant day is not a UTC day.
  const clock = testClock(new Date('2026-11-24T12:00:00Z'));
  let app: FastifyInstance;
  let admin: SignedIn;
  let cook: SignedIn;
  let diner: SignedIn;
  let people = 0;

  beforeAll(async () => {
    app = await buildTestApp({ RESTAURANT_TIME_ZONE: 'Asia/Kolkata' }, { clock });
    admin = await signInAs(app, { email: 'stock-admin@bistro.test', role: 'admin' });
    cook = await signInAs(app, { email: 'stock-cook@bistro.test', name: 'Sam Cook', role: 'staff' });
    diner = await signInAs(app, { email: 'stock-diner@bistro.test' });
  });
  afterAll(() => app.close());

  const send = (method: 'POST' | 'PATCH' | 'PUT', who: SignedIn | null, url: string, payload: object) =>
    app.inject({ method, url, headers: who?.headers ?? {}, payload });
  const dish = async (id: string): Promise<Dish> =>
    (await app.inject({ method: 'GET', url: '/api/menu' })).json().find((item: Dish) => item._id === id);
  async function newDish(name: string, stock: number | null = null): Promise<string> {
    const made = await send('POST', admin, '/api/menu', {
      name,
      category: 'soup',
      price: 5,
      image: '/images/menu/x.webp',
      stock,
    });
    expect(made.statusCode, made.body).toBe(200);
    return made.json().insertedId;
  }
  const setStock = (id: string, change: object, who: SignedIn = cook) => send('PATCH', who, `/api/menu/${id}`, change);
  async function newDiner(): Promise<SignedIn> {
    return signInAs(app, { email: `stock-diner-${++people}@bistro.test` });
  }
  async function startPaying(who: SignedIn, menuID: string, quantity = 1) {
    const added = await send('POST', who, '/api/carts', { email: who.user.email, menuID, quantity });
    if (added.statusCode !== 200) return added;
    return send('POST', who, '/api/create-payment-intent', {});
  }

  it('is set by staff and admins, a whole number from 0 or null; staff change nothing else of a dish', async () => {
    const id = await newDish('Counted Soup');
    expect((await dish(id)).stock).toBeNull();
    expect((await setStock(id, { stock: 12, parLevel: 20 })).statusCode).toBe(200);
    expect(await dish(id)).toMatchObject({ stock: 12, parLevel: 20, soldOut: false });
    for (const stock of [-1, 2.5, '3', 100_001]) {
      const refused = await setStock(id, { stock });
      expect(refused.statusCode, String(stock)).toBe(400);
    }
    const price = await setStock(id, { stock: 3, price: 1 });
    expect(price.statusCode).toBe(403);
    expect((await send('PATCH', diner, `/api/menu/${id}`, { stock: 1 })).statusCode).toBe(403);
    expect((await send('PATCH', null, `/api/menu/${id}`, { stock: 1 })).statusCode).toBe(401);
    expect((await dish(id)).stock).toBe(12);
    expect((await setStock(id, { stock: null }, admin)).statusCode).toBe(200);
    expect((await dish(id)).stock).toBeNull();
  });

  it('is sold out at 0 everywhere the menu goes: the shop’s menu, the cart, the checkout; back when it rises', async () => {
    const id = await newDish('Last Soup', 0);
    expect(await dish(id)).toMatchObject({ stock: 0, soldOut: true });
    const who = await newDiner();
    const refused = await send('POST', who, '/api/carts', { email: who.user.email, menuID: id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Last Soup is sold out for now');
    const shop = await app.inject({ method: 'GET', url: '/api/menu' });
    expect(shop.json().find((item: Dish) => item._id === id).soldOut).toBe(true);
    await setStock(id, { stock: 2 });
    expect(await dish(id)).toMatchObject({ stock: 2, soldOut: false });
    expect((await send('POST', who, '/api/carts', { email: who.user.email, menuID: id })).statusCode).toBe(200);
  });

  it('refuses an order for more than is left, naming the dish and how many are left (409), and holds nothing', async () => {
    const id = await newDish('Scarce Soup', 2);
    const who = await newDiner();
    const started = await startPaying(who, id, 3);
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe('Only 2 Scarce Soup are left: order at most 2.');
    expect((await dish(id)).stock).toBe(2);
  });

  it('is held by an order when it is made, counted when paid, and given back when the order is cancelled', async () => {
    const id = await newDish('Held Soup', 5);
    const who = await newDiner();
    const started = await startPaying(who, id, 2);
    expect(started.statusCode, started.body).toBe(200);
    expect((await dish(id)).stock).toBe(3);
    // Pressing Pay again for the same cart holds nothing more.
    expect((await send('POST', who, '/api/create-payment-intent', {})).statusCode).toBe(200);
    expect((await dish(id)).stock).toBe(3);
    const { clientSecret, orderId } = started.json();
    const { paymentIntent } = (
      await send('POST', who, '/api/payments/test/confirm', { clientSecret, card: GOOD_CARD })
    ).json();
    await send('POST', who, '/api/payments', { email: who.user.email, transactionId: paymentIntent.id });
    expect((await dish(id)).stock).toBe(3);
    const cancelled = await send('PATCH', cook, `/api/orders/${orderId}`, { status: 'cancelled', reason: 'closing' });
    expect(cancelled.statusCode).toBe(200);
    expect((await dish(id)).stock).toBe(5);
  });

  it('comes back from an order let go unpaid, and from a changed cart’s order', async () => {
    const id = await newDish('Abandoned Soup', 4);
    const who = await newDiner();
    expect((await startPaying(who, id, 1)).statusCode).toBe(200);
    expect((await dish(id)).stock).toBe(3);
    // One more in the cart: the unpaid order is replaced, its hold let go and the new one held.
    expect((await startPaying(who, id, 1)).statusCode).toBe(200);
    expect((await dish(id)).stock).toBe(2);
    await app.orders.charges.reconcile(new Date(clock.now().getTime() + 61 * 60_000));
    expect((await dish(id)).stock).toBe(4);
  });

  it('goes back on sale when a refunded line is put back, and stays off it when it is not', async () => {
    const id = await newDish('Refunded Soup', 3);
    const who = await newDiner();
    const { orderId } = await buyDishes(app, who, [id, id, id]);
    expect(await dish(id)).toMatchObject({ stock: 0, soldOut: true });
    const [line] = (await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: cook.headers })).json()
      .lines;
    const refund = (quantity: number, restock: boolean) =>
      app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/refunds`,
        headers: { ...cook.headers, 'idempotency-key': randomUUID() },
        payload: { lines: [{ lineId: line.id, quantity }], reason: 'spilled', restock },
      });
    expect((await refund(1, false)).statusCode).toBe(201);
    expect(await dish(id)).toMatchObject({ stock: 0, soldOut: true });
    expect((await refund(2, true)).statusCode).toBe(201);
    expect(await dish(id)).toMatchObject({ stock: 2, soldOut: false });
  });

  it('gives the last 3 portions to exactly 3 of 20 diners and a counter, all paying at once; the others are told it is sold out', async () => {
    const id = await newDish('Racing Soup', 3);
    const diners = await Promise.all(Array.from({ length: 20 }, () => newDiner()));
    for (const who of diners) await send('POST', who, '/api/carts', { email: who.user.email, menuID: id });
    // The counter enters five orders for the same soup, paid on its terminal, among the diners.
    const counterOrder = (n: number) =>
      send('POST', cook, '/api/counter-orders', {
        channel: 'counter',
        lines: [{ menuID: id, quantity: 1 }],
        name: `Walk-in ${n}`,
        payment: { method: 'card_present' },
      });
    const answers = await Promise.all([
      ...diners.map((who) => send('POST', who, '/api/create-payment-intent', {})),
      ...Array.from({ length: 5 }, (_, n) => counterOrder(n)),
    ]);
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200 || code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(22);
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      expect(answer.json().message).toMatch(/Racing Soup/);
    }
    expect(await dish(id)).toMatchObject({ stock: 0, soldOut: true });
  });

  it('holds a choice’s count as a dish’s, set by staff on the choice', async () => {
    const made = await send('POST', admin, '/api/option-groups', {
      name: 'Counted extras',
      min: 0,
      max: 1,
      choices: [{ name: 'Truffle', price: 3 }],
    });
    const groupId = made.json().insertedId;
    const id = await newDish('Soup with extras');
    await send('PATCH', admin, `/api/menu/${id}`, { optionGroupIds: [groupId] });
    const truffle = (await dish(id)) as Dish & { optionGroups: { choices: { id: string; stock: number | null }[] }[] };
    const choiceId = truffle.optionGroups[0]?.choices[0]?.id ?? '';
    expect((await send('PATCH', cook, `/api/option-choices/${choiceId}`, { stock: 1 })).statusCode).toBe(200);
    expect((await send('PATCH', cook, `/api/option-choices/${choiceId}`, { stock: -2 })).statusCode).toBe(400);
    expect((await send('PATCH', diner, `/api/option-choices/${choiceId}`, { stock: 5 })).statusCode).toBe(403);
    const first = await newDiner();
    await send('POST', first, '/api/carts', { email: first.user.email, menuID: id, choices: [choiceId] });
    expect((await send('POST', first, '/api/create-payment-intent', {})).statusCode).toBe(200);
    const choice = async () =>
      ((await dish(id)) as typeof truffle).optionGroups[0]?.choices.find((one) => one.id === choiceId);
    expect(await choice()).toMatchObject({ stock: 0, soldOut: true });
    // The group replaced without a count keeps it.
    const group = (await app.inject({ method: 'GET', url: '/api/option-groups', headers: admin.headers }))
      .json()
      .find((candidate: { id: string }) => candidate.id === groupId);
    const replaced = await send('PUT', admin, `/api/option-groups/${groupId}`, {
      name: group.name,
      min: 0,
      max: 1,
      choices: [{ id: choiceId, name: 'Truffle', price: 3 }],
    });
    expect(replaced.statusCode).toBe(200);
    expect(await choice()).toMatchObject({ stock: 0 });
  });

  it('goes back to its par level at the start of each restaurant day, on the restaurant’s clock', async () => {
    const id = await newDish('Daily Soup');
    // 23:50 in Kolkata on the 24th (18:20 UTC).
    clock.set('2026-11-24T18:20:00Z');
    await setStock(id, { stock: 1, parLevel: 8 });
    expect(await app.menu.stock.restoreParLevels()).toBe(0);
    // 00:10 in Kolkata on the 25th, still the 24th in UTC.
    clock.set('2026-11-24T18:40:00Z');
    expect(await app.menu.stock.restoreParLevels()).toBeGreaterThanOrEqual(1);
    expect((await dish(id)).stock).toBe(8);
    await setStock(id, { stock: 5 });
    expect(await app.menu.stock.restoreParLevels()).toBe(0);
    expect((await dish(id)).stock).toBe(5);
    clock.set('2026-11-24T12:00:00Z');
  });
});
