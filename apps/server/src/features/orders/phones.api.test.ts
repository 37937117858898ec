import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, GOOD_CARD, type SignedIn, signInAs } from '../../../test/helper.ts';

describe('phone numbers on the profile and at checkout', () => {
  let app: FastifyInstance;
  let dishId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    dishId = (await app.inject({ method: 'GET', url: '/api/menu' })).json()[0]._id;
  });
  afterAll(() => app.close());

  let people = 0;
  const diner = () => signInAs(app, { email: `phone${++people}@bistro.test` });
  const call = (who: SignedIn, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

  /** Fills the cart with one dish, pays with `request` as checkout's extras, and answers the paid order's id. */
  async function pay(who: SignedIn, request: object) {
    await call(who, 'POST', '/api/carts', { email: who.user.email, menuID: dishId });
    const intent = await call(who, 'POST', '/api/create-payment-intent', request);
    expect(intent.statusCode, intent.body).toBe(200);
    const { clientSecret, orderId } = intent.json();
    const { paymentIntent } = (
      await call(who, 'POST', '/api/payments/test/confirm', { clientSecret, card: GOOD_CARD })
    ).json();
    await call(who, 'POST', '/api/payments', { email: who.user.email, transactionId: paymentIntent.id });
    return orderId as string;
  }

  it('keeps a phone on the profile in its tidied form, and removes it with null', async () => {
    const who = await diner();
    expect((await call(who, 'GET', '/api/users/me')).json()).toEqual({
      name: 'Test User',
      email: who.user.email,
      phone: null,
      language: null,
    });
    const saved = await call(who, 'PATCH', '/api/users/me', { phone: '  +1 (555)  010-0199 ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().phone).toBe('+1 (555) 010-0199');
    expect((await call(who, 'GET', '/api/users/me')).json().phone).toBe('+1 (555) 010-0199');
    expect((await call(who, 'PATCH', '/api/users/me', { phone: null })).json().phone).toBeNull();
  });

  it('refuses a phone that is not one, naming the field', async () => {
    const who = await diner();
    const refused = await call(who, 'PATCH', '/api/users/me', { phone: '555-CALL-NOW' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/phone.*Enter a phone number of 7 to 15 digits/);
    expect((await app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
  });

  it('puts the phone sent at checkout on the order, for its diner and the kitchen only', async () => {
    const who = await diner();
    const orderId = await pay(who, { phone: '030 123 4567' });
    expect((await call(who, 'GET', `/api/orders/${orderId}`)).json().phone).toBe('030 123 4567');
    const cook = await signInAs(app, { email: 'phone-cook@bistro.test', role: 'staff' });
    const board = (await call(cook, 'GET', '/api/orders')).json() as { _id: string; phone: string | null }[];
    expect(board.find((order) => order._id === orderId)?.phone).toBe('030 123 4567');
    const stranger = await diner();
    const peek = await call(stranger, 'GET', `/api/orders/${orderId}`);
    expect(peek.statusCode).toBe(404);
    expect(peek.body).not.toContain('030 123 4567');
    expect((await call(stranger, 'GET', '/api/orders')).body).not.toContain('030 123 4567');
  });

  it('takes the profile’s phone when checkout sends none, and none when there is none', async () => {
    const who = await diner();
    await call(who, 'PATCH', '/api/users/me', { phone: '+44 20 7946 0958' });
    const withProfile = await pay(who, {});
    expect((await call(who, 'GET', `/api/orders/${withProfile}`)).json().phone).toBe('+44 20 7946 0958');
    const without = await diner();
    const orderId = await pay(without, {});
    expect((await call(without, 'GET', `/api/orders/${orderId}`)).json().phone).toBeNull();
  });

  it('refuses checkout with a phone that is not one, before any order is made', async () => {
    const who = await diner();
    await call(who, 'POST', '/api/carts', { email: who.user.email, menuID: dishId });
    const refused = await call(who, 'POST', '/api/create-payment-intent', { phone: '12345' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/phone/);
    const orders = await app.ordersRepository.list({ userId: who.user.id });
    expect(orders).toEqual([]);
  });

  it('makes a new order when the phone changes before paying, so the kitchen calls the right number', async () => {
    const who = await diner();
    await call(who, 'POST', '/api/carts', { email: who.user.email, menuID: dishId });
    const first = (await call(who, 'POST', '/api/create-payment-intent', { phone: '555 010 0199' })).json();
    const again = (await call(who, 'POST', '/api/create-payment-intent', { phone: '555 010 0199' })).json();
    expect(again.orderId).toBe(first.orderId);
    const changed = (await call(who, 'POST', '/api/create-payment-intent', { phone: '555 010 0200' })).json();
    expect(changed.orderId).not.toBe(first.orderId);
    expect((await app.ordersRepository.findById(changed.orderId))?.phone).toBe('555 010 0200');
  });
});
