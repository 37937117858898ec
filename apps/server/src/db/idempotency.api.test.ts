import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAs, testClock } from '../../test/helper.ts';
import { openEvenings } from '../../test/restaurant-hours.ts';
import { saveBookingSetup } from '../../test/seated-bookings.ts';

// A diner's retry after a lost answer (a process killed, a timeout) sends the same Idempotency-Key:
// it gets the first answer, and nothing is written twice.
describe('writes retried with the same Idempotency-Key', () => {
  let app: FastifyInstance;
  let diner: SignedIn;
  const clock = testClock(new Date('2026-11-22T12:00:00Z'));
  beforeAll(async () => {
    app = await buildTestApp({}, { clock });
    const admin = await signInAs(app, { email: 'owner@retries.test', role: 'admin' });
    diner = await signInAs(app, { email: 'retrying@retries.test', name: 'Rita Retry' });
    await openEvenings(app, admin);
    await saveBookingSetup(app, admin, {
      tables: [{ name: 'T1', seats: 4 }],
      slotMinutes: 15,
      stayMinutes: [{ upTo: 50, minutes: 90 }],
      leadMinutes: 0,
      daysAhead: 30,
      largestParty: 4,
      confirm: 'auto',
      cancelCutoffMinutes: 60,
    });
  });
  afterAll(() => app.close());

  const post = (url: string, payload: object, key?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...diner.headers, ...(key ? { 'idempotency-key': key } : {}) },
    });

  it('adds a dish to the cart once, however often the same request is retried', async () => {
    const dish = (await app.inject({ method: 'GET', url: '/api/menu' })).json()[0]._id;
    const add = { email: diner.user.email, menuID: dish };
    const first = await post('/api/carts', add, 'cart-add-0001');
    const retried = await Promise.all([
      post('/api/carts', add, 'cart-add-0001'),
      post('/api/carts', add, 'cart-add-0001'),
    ]);
    expect(retried.map((answer) => answer.json())).toEqual([first.json(), first.json()]);
    const cart = () =>
      app.inject({ method: 'GET', url: `/api/carts?email=${diner.user.email}`, headers: diner.headers });
    expect((await cart()).json()).toEqual([expect.objectContaining({ quantity: 1 })]);

    // A new key is a new intent: one more.
    await post('/api/carts', add, 'cart-add-0002');
    expect((await cart()).json()).toEqual([expect.objectContaining({ quantity: 2 })]);
    const reused = await post('/api/carts', { ...add, quantity: 3 }, 'cart-add-0002');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toMatch(/already used for another request/);
  });

  it('books a table once, however often the same request is retried', async () => {
    const booking = {
      date: '2026-11-23',
      time: '19:00',
      party: 2,
      name: 'Rita Retry',
      phone: '+1 555 0199',
      email: diner.user.email,
    };
    const first = await post('/api/bookings', booking, 'booking-0001');
    expect(first.statusCode, first.body).toBe(201);
    const again = await post('/api/bookings', booking, 'booking-0001');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const mine = await app.inject({ method: 'GET', url: '/api/bookings?mine=true', headers: diner.headers });
    expect(mine.json()).toHaveLength(1);
  });
});
