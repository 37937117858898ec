import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAs } from '../../../test/helper.ts';

const VISA_OK = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };

describe('payments with the built-in test provider', () => {
  let app: FastifyInstance;
  let dishes: { _id: string; price: number }[];
  beforeAll(async () => {
    app = await buildTestApp();
    dishes = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
  });
  afterAll(() => app.close());

  let people = 0;
  async function customerWithCart(count: number) {
    const who = await signInAs(app, { email: `diner${++people}@bistro.test` });
    const picked = dishes.slice(0, count);
    for (const dish of picked) {
      await app.inject({
        method: 'POST',
        url: '/api/carts',
        headers: who.headers,
        payload: { email: who.user.email, menuID: dish._id },
      });
    }
    const cart = (
      await app.inject({ method: 'GET', url: `/api/carts?email=${who.user.email}`, headers: who.headers })
    ).json();
    const total = picked.reduce((cents, dish) => cents + Math.round(dish.price * 100), 0) / 100;
    return { who, cartIds: cart.map((line: { _id: string }) => line._id) as string[], total };
  }
  const post = (who: SignedIn, url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers: who.headers, payload });
  const intentFor = async (who: SignedIn, price?: number) =>
    (await post(who, '/api/create-payment-intent', price === undefined ? {} : { price })).json();
  const transactionOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';
  const record = (who: SignedIn, transactionId: string, cartIds: string[], extra: object = {}) =>
    post(who, '/api/payments', { email: who.user.email, transactionId, cartIds, status: 'paid', ...extra });

  it('creates an intent for the cart total computed on the server', async () => {
    const { who, total } = await customerWithCart(3);
    const response = await post(who, '/api/create-payment-intent', { price: total });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      clientSecret: expect.stringMatching(/^pi_test_.+_secret_/),
      amount: total,
      orderId: expect.any(String),
      // No tax, tip or code is set: the bill is the lines' sum.
      currency: 'USD',
      taxIncluded: false,
      subtotal: total,
      discount: 0,
      tax: 0,
      tip: 0,
      deliveryFee: 0,
      total,
      promoCode: null,
    });
  });

  it('refuses an intent for an empty cart, and for a price the cart does not add up to', async () => {
    const empty = await signInAs(app, { email: 'empty@bistro.test' });
    expect((await post(empty, '/api/create-payment-intent', { price: 10 })).statusCode).toBe(400);
    const { who, total } = await customerWithCart(2);
    const tampered = await post(who, '/api/create-payment-intent', { price: total - 1 });
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().message).toMatch(/^Your cart changed: its total is now \$/);
  });

  it('records a confirmed payment once, empties the paid lines and lists it in the history', async () => {
    const { who, cartIds, total } = await customerWithCart(3);
    const { clientSecret } = await intentFor(who);
    const confirmed = await post(who, '/api/payments/test/confirm', { clientSecret, card: VISA_OK });
    expect(confirmed.json()).toEqual({ paymentIntent: { id: transactionOf(clientSecret), status: 'succeeded' } });

    // The browser's price and status are ignored: the order the provider confirmed becomes paid (pending).
    const first = await record(who, transactionOf(clientSecret), cartIds, { price: 0.01 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ result: { insertedId: expect.any(String) }, deleteResult: { deletedCount: 3 } });
    const again = await record(who, transactionOf(clientSecret), cartIds);
    expect(again.json()).toEqual({
      result: { insertedId: first.json().result.insertedId },
      deleteResult: { deletedCount: 0 },
    });

    expect(
      (await app.inject({ method: 'GET', url: `/api/carts?email=${who.user.email}`, headers: who.headers })).json(),
    ).toEqual([]);
    const history = (
      await app.inject({ method: 'GET', url: `/api/payment?email=${who.user.email}`, headers: who.headers })
    ).json();
    expect(history).toEqual([
      {
        _id: first.json().result.insertedId,
        email: who.user.email,
        price: total,
        date: expect.any(String),
        status: 'pending',
        refunded: 0,
        transactionId: transactionOf(clientSecret),
        orderId: expect.any(String),
        orderNumber: expect.any(Number),
      },
    ]);
  });

  it('gives each payment its order, and that order’s status now, as the kitchen takes it to pickup', async () => {
    const cook = await signInAs(app, { email: 'history-cook@bistro.test', role: 'staff' });
    const { who, cartIds } = await customerWithCart(1);
    const { clientSecret, orderId } = await intentFor(who);
    await post(who, '/api/payments/test/confirm', { clientSecret, card: VISA_OK });
    expect((await record(who, transactionOf(clientSecret), cartIds)).statusCode).toBe(200);
    const history = async () =>
      (await app.inject({ method: 'GET', url: `/api/payment?email=${who.user.email}`, headers: who.headers })).json();
    expect(await history()).toEqual([expect.objectContaining({ orderId, status: 'pending' })]);

    for (const status of ['preparing', 'ready', 'completed'] as const) {
      const moved = await app.inject({
        method: 'PATCH',
        url: `/api/orders/${orderId}`,
        headers: cook.headers,
        payload: { status },
      });
      expect(moved.statusCode).toBe(200);
      expect(await history()).toEqual([expect.objectContaining({ orderId, status })]);
    }
  });

  it('records exactly one payment when the same intent is posted twice at once', async () => {
    const { who, cartIds } = await customerWithCart(2);
    const { clientSecret } = await intentFor(who);
    await post(who, '/api/payments/test/confirm', { clientSecret, card: VISA_OK });
    const answers = await Promise.all([1, 2, 3].map(() => record(who, transactionOf(clientSecret), cartIds)));
    expect(answers.map((answer) => `${answer.statusCode} ${answer.statusCode === 200 ? '' : answer.body}`)).toEqual([
      '200 ',
      '200 ',
      '200 ',
    ]);
    expect(new Set(answers.map((answer) => answer.json().result.insertedId)).size).toBe(1);
    const history = (
      await app.inject({ method: 'GET', url: `/api/payment?email=${who.user.email}`, headers: who.headers })
    ).json();
    expect(history).toHaveLength(1);
  });

  it.each([
    ['4000 0000 0000 0002', 402, 'Your card was declined.'],
    ['4000 0000 0000 9995', 402, 'Your card has insufficient funds.'],
    ['4242 4242 4242 4241', 400, 'Your card number is incorrect.'],
  ])('declines card %s and records nothing', async (number, status, message) => {
    const { who, cartIds } = await customerWithCart(1);
    const { clientSecret } = await intentFor(who);
    const declined = await post(who, '/api/payments/test/confirm', { clientSecret, card: { ...VISA_OK, number } });
    expect(declined.statusCode).toBe(status);
    expect(declined.json().message).toBe(message);
    const refused = await record(who, transactionOf(clientSecret), cartIds);
    expect(refused.statusCode).toBe(402);
    expect(
      (await app.inject({ method: 'GET', url: `/api/carts?email=${who.user.email}`, headers: who.headers })).json(),
    ).toHaveLength(1);
  });

  it('lets go of an order left unpaid over an hour: its card can no longer be charged', async () => {
    const { who, cartIds } = await customerWithCart(1);
    const { clientSecret, orderId } = await intentFor(who);
    const orderOf = () => app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: who.headers });
    const started = (await app.ordersRepository.findById(orderId))?.createdAt ?? new Date(0);

    await app.orders.charges.reconcile(new Date(started.getTime() + 59 * 60_000));
    expect(await app.ordersRepository.findById(orderId)).toBeDefined();

    await app.orders.charges.reconcile(new Date(started.getTime() + 61 * 60_000));
    expect(await app.ordersRepository.findById(orderId)).toBeUndefined();
    expect((await orderOf()).statusCode).toBe(404);
    const late = await post(who, '/api/payments/test/confirm', { clientSecret, card: VISA_OK });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'This payment was cancelled: the cart changed, or it waited over an hour. Pay again.',
    );
    // The dish is still in the cart, to pay again.
    expect(
      (await app.inject({ method: 'GET', url: `/api/carts?email=${who.user.email}`, headers: who.headers })).json(),
    ).toHaveLength(cartIds.length);
  });

  it('keeps an order left unpaid over an hour whose card went through: it becomes paid', async () => {
    const { who } = await customerWithCart(1);
    const { clientSecret, orderId } = await intentFor(who);
    await post(who, '/api/payments/test/confirm', { clientSecret, card: VISA_OK });
    const started = (await app.ordersRepository.findById(orderId))?.createdAt ?? new Date(0);
    await app.orders.charges.reconcile(new Date(started.getTime() + 61 * 60_000));
    expect((await app.ordersRepository.findById(orderId))?.status).toBe('pending');
  });

  it('refuses a past expiry date and a malformed security code', async () => {
    const { who } = await customerWithCart(1);
    const { clientSecret } = await intentFor(who);
    const expired = await post(who, '/api/payments/test/confirm', {
      clientSecret,
      card: { ...VISA_OK, expMonth: 1, expYear: 2020 },
    });
    expect(expired.json().message).toBe("Your card's expiration date is in the past.");
    const badCvc = await post(who, '/api/payments/test/confirm', { clientSecret, card: { ...VISA_OK, cvc: '12a' } });
    expect(badCvc.json().message).toBe("Your card's security code is invalid.");
  });

  it('keeps payments to their owner', async () => {
    const ana = await customerWithCart(1);
    const bob = await customerWithCart(1);
    const { clientSecret } = await intentFor(ana.who);
    // Bob can neither confirm nor record Ana's intent, nor read her history.
    expect((await post(bob.who, '/api/payments/test/confirm', { clientSecret, card: VISA_OK })).statusCode).toBe(404);
    await post(ana.who, '/api/payments/test/confirm', { clientSecret, card: VISA_OK });
    expect((await record(bob.who, transactionOf(clientSecret), bob.cartIds)).statusCode).toBe(402);
    expect(
      (await record(bob.who, transactionOf(clientSecret), ana.cartIds, { email: ana.who.user.email })).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: `/api/payment?email=${ana.who.user.email}`, headers: bob.who.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('records the order that was charged, whatever cart lines the browser names', async () => {
    const { who, cartIds, total } = await customerWithCart(2);
    const { clientSecret } = await intentFor(who);
    await post(who, '/api/payments/test/confirm', { clientSecret, card: VISA_OK });
    const partial = await record(who, transactionOf(clientSecret), cartIds.slice(0, 1));
    expect(partial.statusCode).toBe(200);
    expect(partial.json().deleteResult).toEqual({ deletedCount: 2 });
    const [payment] = (
      await app.inject({ method: 'GET', url: `/api/payment?email=${who.user.email}`, headers: who.headers })
    ).json();
    expect(payment.price).toBe(total);
  });
});
