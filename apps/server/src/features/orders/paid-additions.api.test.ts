import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booksOf } from '../../../test/books.ts';
import { type CounterOrderChanges, enterCounterOrder } from '../../../test/counter-orders.ts';
import {
  buildTestApp,
  buyDishes,
  GOOD_CARD,
  requestAs,
  type SignedIn,
  signInAs,
  testClock,
  waitForMail,
} from '../../../test/helper.ts';

interface Dish {
  _id: string;
  name: string;
  category: string;
  optionGroups: unknown[];
}

/**
 * Dishes added to a paid order, through the real app (docs/counter.md, decision 023): they are an
 * order of their own added to it, with its own payment, and the books count each payment once it
 * is made. The restaurant's clock is Sunday, November 22, 2026, noon (UTC), open around the clock.
 */
describe('dishes added to a paid order', () => {
  const clock = testClock();
  const today = '2026-11-22';
  let app: FastifyInstance;
  let admin: SignedIn;
  let cook: SignedIn;
  let diner: SignedIn;
  let soup: Dish;
  let drink: Dish;
  let twoDrinks: { menuID: string; quantity: number }[];

  beforeAll(async () => {
    app = await buildTestApp({ TAX_RATE: '8.875' }, { clock });
    admin = await signInAs(app, { email: 'added-admin@bistro.test', role: 'admin', name: 'Ada Admin' });
    cook = await signInAs(app, { email: 'added-cook@bistro.test', role: 'staff', name: 'Carl Cook' });
    diner = await signInAs(app, { email: 'added-diner@bistro.test', name: 'Dina Diner' });
    const menu: Dish[] = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    soup = menu.find((dish) => dish.category === 'soups') as Dish;
    drink = menu.find((dish) => dish.category === 'drinks' && dish.optionGroups.length === 0) as Dish;
    twoDrinks = [{ menuID: drink._id, quantity: 2 }];
  });
  afterAll(() => app.close());

  const enter = async (order: CounterOrderChanges) => {
    const entered = await enterCounterOrder(app, cook, soup._id, order);
    expect(entered.statusCode, entered.body).toBe(201);
    return entered.json() as { _id: string; number: number; total: number };
  };
  const add = (orderId: string, payload: object, key = randomUUID()) =>
    app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/additions`,
      headers: { ...cook.headers, 'idempotency-key': key },
      payload,
    });
  const books = () => booksOf(app, admin, today);
  const cents = (major: number) => Math.round(major * 100);

  it('makes the dishes added to a cash order an order of its own, due at pickup, counted once settled', async () => {
    const order = await enter({ email: 'cash-added@bistro.test', payment: { method: 'cash', tendered: 50 } });
    const before = await books();

    const added = await add(order._id, { lines: twoDrinks });
    expect(added.statusCode, added.body).toBe(201);
    const addition = added.json();
    // The bill the counter would make for these lines alone: no tip, no code.
    const quoted = await requestAs(app, cook, 'POST', '/api/counter-orders/quote', { lines: twoDrinks });
    expect(addition.bill).toEqual(quoted.json());
    expect(addition).toMatchObject({
      addedTo: { id: order._id, number: order.number },
      paymentStatus: 'due',
      status: 'pending',
      channel: 'phone',
      customerName: 'Pat Phone',
      email: 'cash-added@bistro.test',
    });
    const mail = await waitForMail(app, 'cash-added@bistro.test', new RegExp(`added to your order #${order.number}`));
    expect(mail.text).toContain(`order #${addition.number}, to pay when you pick it up`);
    expect(mail.text).toContain(`2 × ${drink.name}`);

    // The paid order is unchanged, and names its addition; the kitchen sees the addition marked.
    const original = (await requestAs(app, cook, 'GET', `/api/orders/${order._id}`)).json();
    expect(original).toMatchObject({ total: order.total, paymentStatus: 'paid', addedTo: null });
    expect(original.additions).toEqual([
      { id: addition._id, number: addition.number, total: addition.total, status: 'pending', paymentStatus: 'due' },
    ]);
    const board = (await requestAs(app, cook, 'GET', '/api/orders?status=pending')).json();
    expect(board.find((each: { _id: string }) => each._id === addition._id)?.addedTo).toEqual({
      id: order._id,
      number: order.number,
    });

    // Nothing is counted while it is due; once settled, its total, once.
    expect((await books()).sales.gross).toBe(before.sales.gross);
    const settled = await requestAs(app, cook, 'POST', `/api/orders/${addition._id}/settle`, {
      method: 'cash',
      tendered: 20,
    });
    expect(settled.statusCode, settled.body).toBe(200);
    const after = await books();
    expect(after.sales.gross).toBe(before.sales.gross + cents(addition.total));
    expect(after.home.revenue).toBeCloseTo(before.home.revenue + addition.total, 2);
    const row = after.csv.find((each) => each['order id'] === addition._id);
    expect(row).toMatchObject({ total: addition.total.toFixed(2), 'added to': order._id, 'payment method': 'cash' });
    expect((await requestAs(app, cook, 'GET', `/api/orders/${order._id}`)).json().additions[0].paymentStatus).toBe(
      'paid',
    );
  });

  it('takes the added dishes of a card order online by a payment link, and the payment as staff say', async () => {
    const { orderId } = await buyDishes(app, diner, [soup._id]);
    const added = await add(orderId, { lines: twoDrinks });
    expect(added.statusCode, added.body).toBe(201);
    const addition = added.json();
    expect(addition).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'due', channel: 'counter' });
    const link = new URL(addition.payLink);
    await waitForMail(app, diner.user.email, new RegExp(`pay for your order #${addition.number}`));

    // The diner pays it by the link, as any order staff entered.
    const key = link.searchParams.get('key') ?? '';
    const payment = await requestAs(
      app,
      null,
      'GET',
      `/api/guest/orders/${addition._id}/payment?key=${encodeURIComponent(key)}`,
    );
    expect(payment.json().amount).toBe(addition.total);
    const confirmed = await requestAs(app, null, 'POST', '/api/guest/payments/test/confirm', {
      clientSecret: payment.json().clientSecret,
      card: GOOD_CARD,
    });
    const transactionId = confirmed.json().paymentIntent.id;
    const recorded = await requestAs(app, null, 'POST', '/api/guest/payments', {
      orderId: addition._id,
      key,
      transactionId,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect((await requestAs(app, diner, 'GET', `/api/orders/${orderId}`)).json().additions).toMatchObject([
      { id: addition._id, paymentStatus: 'paid', status: 'pending' },
    ]);

    // Staff may take it at the counter instead: on the terminal, or cash with the change.
    const onTerminal = await add(orderId, { lines: twoDrinks, payment: { method: 'card_present' } });
    expect(onTerminal.json()).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'card_present' });
    const inCash = await add(orderId, { lines: twoDrinks, payment: { method: 'cash', tendered: 20 } });
    expect(inCash.json().change).toBe(Math.round((20 - inCash.json().total) * 100) / 100);
    expect((await requestAs(app, cook, 'GET', `/api/orders/${orderId}`)).json().additions).toHaveLength(3);
  });

  it('readies the added dishes with their order while the kitchen can make its time, else as soon as it can', async () => {
    // The kitchen needs 20 minutes: the order's time is the first quarter hour 20 minutes away.
    const settings = (await requestAs(app, admin, 'GET', '/api/restaurant/settings')).json();
    const saveSettings = async (changes: object) => {
      const saved = await requestAs(app, admin, 'PUT', '/api/restaurant/settings', { ...settings, ...changes });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await saveSettings({ preparationMinutes: 20 });
    try {
      const order = await enter({ payment: { method: 'card_present' } });
      const pickupAt = (await requestAs(app, cook, 'GET', `/api/orders/${order._id}`)).json().pickupAt as string;
      const withIt = await add(order._id, { lines: twoDrinks });
      expect(withIt.statusCode, withIt.body).toBe(201);
      expect(withIt.json().pickupAt).toBe(pickupAt);

      // Ten minutes before it, the kitchen can no longer make that time: the added dishes are not
      // refused for it (they were, when a test crossed a quarter hour), they are ready as soon as it can.
      clock.set(new Date(new Date(pickupAt).getTime() - 10 * 60_000));
      const later = await add(order._id, { lines: twoDrinks });
      expect(later.statusCode, later.body).toBe(201);
      const { asap } = (await app.inject({ method: 'GET', url: '/api/restaurant' })).json();
      expect(later.json().pickupAt).toBe(asap);
      expect(new Date(asap).getTime()).toBeGreaterThan(new Date(pickupAt).getTime());
    } finally {
      clock.set('2026-11-22T12:00:00Z');
      await saveSettings({ preparationMinutes: settings.preparationMinutes });
    }
  });

  it('adds once per Idempotency-Key, and nothing to an order picked up or cancelled, nor by a link without an email', async () => {
    const order = await enter({ payment: { method: 'card_present' } });
    const key = randomUUID();
    const first = await add(order._id, { lines: twoDrinks }, key);
    const again = await add(order._id, { lines: twoDrinks }, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()._id).toBe(first.json()._id);
    expect((await requestAs(app, cook, 'GET', `/api/orders/${order._id}`)).json().additions).toHaveLength(1);

    const noEmail = await add(order._id, { lines: twoDrinks, payment: { method: 'link' } });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toMatch(/no email/);

    for (const status of ['preparing', 'ready', 'completed']) {
      const moved = await requestAs(app, cook, 'PATCH', `/api/orders/${order._id}`, { status });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const pickedUp = await add(order._id, { lines: twoDrinks });
    expect(pickedUp.statusCode).toBe(409);
    expect(pickedUp.json().message).toMatch(/picked up/);

    const cancelled = await enter({ payment: { method: 'card_present' } });
    await requestAs(app, cook, 'PATCH', `/api/orders/${cancelled._id}`, { status: 'cancelled', reason: 'closing' });
    expect((await add(cancelled._id, { lines: twoDrinks })).statusCode).toBe(409);
    expect((await add(randomUUID(), { lines: twoDrinks })).statusCode).toBe(404);
  });
});
