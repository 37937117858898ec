import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, GOOD_CARD, type SignedIn, signInAs } from '../../../test/helper.ts';
import { PROMO_GUESSES } from './promo-codes.ts';

/**
 * Promo codes through the checkout's routes, as an outside probe used them: "uses per diner" and
 * "first order only" were counted per unverified email, so a fresh address, a second account or a
 * deleted and re-registered one paid two orders with one 100 % code; and 300 guesses at
 * POST /api/checkout/quote were answered in 3.1 s, telling paused and used-up codes from unknown.
 */
describe('promo codes nobody games', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  let dish: string;

  beforeAll(async () => {
    app = await buildTestApp({ GUEST_CHECKOUT: 'true' });
    admin = await signInAs(app, { email: 'owner@abuse.test', role: 'admin' });
    dish = (await app.inject({ method: 'GET', url: '/api/menu' })).json()[0]._id;
  });
  afterAll(() => app.close());

  const createCode = async (payload: object) => {
    const created = await app.inject({ method: 'POST', url: '/api/promo-codes', headers: admin.headers, payload });
    expect(created.statusCode, created.body).toBe(201);
    return created.json();
  };
  const post = (who: SignedIn, url: string, payload: object, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url, headers: who.headers, payload, remoteAddress });
  const quote = (who: SignedIn, promoCode: string, remoteAddress?: string) =>
    post(who, '/api/checkout/quote', { promoCode }, remoteAddress);
  const guestQuote = (promoCode: string, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/guest/checkout/quote',
      remoteAddress,
      payload: { lines: [{ menuId: dish, quantity: 1 }], email: 'guest@abuse.test', promoCode },
    });

  /** The diner's cart (one dish) paid with the code, and picked up (so that the account may be deleted). */
  async function payWith(who: SignedIn, promoCode: string) {
    expect((await post(who, '/api/carts', { email: who.user.email, menuID: dish })).statusCode).toBe(200);
    const started = await post(who, '/api/create-payment-intent', { promoCode });
    expect(started.statusCode, started.body).toBe(200);
    const { clientSecret } = started.json();
    const { paymentIntent } = (await post(who, '/api/payments/test/confirm', { clientSecret, card: GOOD_CARD })).json();
    const paid = await post(who, '/api/payments', { email: who.user.email, transactionId: paymentIntent.id });
    expect(paid.statusCode, paid.body).toBe(200);
    for (const status of ['preparing', 'ready', 'completed']) {
      const url = `/api/orders/${started.json().orderId}`;
      const moved = await app.inject({ method: 'PATCH', url, headers: admin.headers, payload: { status } });
      expect(moved.statusCode, moved.body).toBe(200);
    }
  }

  it('holds a code’s uses per diner to the person: a second address of theirs, their account deleted and made again', async () => {
    await createCode({ code: 'HALFONCE', percentOff: 50, maxUsesPerDiner: 1 });
    const pat = await signInAs(app, { email: 'pat@abuse.test' });
    await payWith(pat, 'HALFONCE');
    expect((await quote(pat, 'HALFONCE')).json().details.reason).toBe('used_by_diner');

    // Another account on another alias of the same mailbox.
    const alias = await signInAs(app, { email: 'pat+again@abuse.test' });
    expect((await quote(alias, 'HALFONCE')).json().details.reason).toBe('used_by_diner');

    // The account deleted (its orders kept without its details), then made again with the address.
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/users/${pat.user.id}`, headers: admin.headers })).statusCode,
    ).toBe(200);
    const again = await signInAs(app, { email: 'pat@abuse.test' });
    expect((await quote(again, 'HALFONCE')).json().details.reason).toBe('used_by_diner');
  });

  it('counts a first order per person too, and keeps such codes from guests and unconfirmed addresses', async () => {
    await createCode({ code: 'WELCOME50', percentOff: 50, firstOrderOnly: true });
    const sam = await signInAs(app, { email: 'sam@abuse.test' });
    await payWith(sam, 'WELCOME50');
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/users/${sam.user.id}`, headers: admin.headers })).statusCode,
    ).toBe(200);
    const samAgain = await signInAs(app, { email: 'sam@abuse.test' });
    expect((await quote(samAgain, 'WELCOME50')).json().details.reason).toBe('first_order_only');

    const unconfirmed = await signInAs(app, { email: 'new-and-unconfirmed@abuse.test', confirmed: false });
    const refused = await quote(unconfirmed, 'WELCOME50');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.reason).toBe('verified_only');
    expect((await guestQuote('WELCOME50')).json().details.reason).toBe('verified_only');
    const newcomer = await signInAs(app, { email: 'newcomer@abuse.test' });
    expect((await quote(newcomer, 'WELCOME50')).statusCode).toBe(200);
  });

  it('answers a paused or used-up code as no code to anyone who never used it', async () => {
    const paused = await createCode({ code: 'SLEEPING', percentOff: 10 });
    await app.inject({
      method: 'PATCH',
      url: `/api/promo-codes/${paused.id}`,
      headers: admin.headers,
      payload: { paused: true },
    });
    await createCode({ code: 'GONE', percentOff: 10, maxUses: 1 });
    const first = await signInAs(app, { email: 'first@abuse.test' });
    await payWith(first, 'GONE');
    const stranger = await signInAs(app, { email: 'stranger@abuse.test' });
    const answers = await Promise.all(
      ['SLEEPING', 'GONE', 'NEVERWAS'].map(async (code) => {
        const answer = await quote(stranger, code, '203.0.113.50');
        return [answer.statusCode, answer.json().message, answer.json().details.reason];
      }),
    );
    expect(answers).toEqual([
      [422, 'This code does not work: check how it is written (it may also be paused or used up)', 'unknown'],
      [422, 'This code does not work: check how it is written (it may also be paused or used up)', 'unknown'],
      [422, 'This code does not work: check how it is written (it may also be paused or used up)', 'unknown'],
    ]);
    expect((await quote(first, 'GONE')).json().details.reason).toBe('used_up');
  });

  it('stops guessing codes per account and per client address with a 429, not others', async () => {
    const guesser = await signInAs(app, { email: 'guesser@abuse.test' });
    for (let guess = 0; guess < PROMO_GUESSES; guess++) {
      expect((await quote(guesser, `GUESS${guess}`, '198.51.100.20')).statusCode).toBe(422);
    }
    const stopped = await quote(guesser, 'GUESSMORE', '198.51.100.21');
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toMatch(/Too many codes tried that do not work: try again in \d+ minutes/);

    // The address is stopped for any account and for guests; another account elsewhere is not.
    const neighbour = await signInAs(app, { email: 'neighbour@abuse.test' });
    expect((await quote(neighbour, 'ANYCODE', '198.51.100.20')).statusCode).toBe(429);
    expect((await guestQuote('ANYCODE', '198.51.100.20')).statusCode).toBe(429);
    expect((await quote(neighbour, 'ANYCODE', '198.51.100.99')).statusCode).toBe(422);
  });
});
