import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, sessionCookie, signInAs, testClock } from '../../../test/helper.ts';
import { GUEST_UNPAID_ORDER_MINUTES, GUEST_UNPAID_PER_ADDRESS } from './steps/unpaid.ts';

/**
 * A guest's unpaid orders (an outside probe: found again, with their payment secret, by email,
 * phone and cart alone; holding a code's last use for an hour and a pickup place for 15 minutes,
 * as many as anyone started). The restaurant is open around the clock; each test starts its
 * orders from client addresses of its own, on a day of its own.
 */
describe('guests’ unpaid orders', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  let dish: string;
  const clock = testClock();

  beforeAll(async () => {
    app = await buildTestApp({ GUEST_CHECKOUT: 'true' }, { clock });
    admin = await signInAs(app, { email: 'owner@unpaid.test', role: 'admin' });
    dish = (await app.inject({ method: 'GET', url: '/api/menu' })).json()[0]._id;
  });
  afterAll(() => app.close());

  /** A browser: its own cookies, from a client address. */
  function browser(remoteAddress: string) {
    let cookie = '';
    return async (url: string, payload: object) => {
      const response = await app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress,
        headers: cookie ? { cookie } : {},
      });
      cookie = sessionCookie(response.headers['set-cookie']) || cookie;
      return response;
    };
  }
  const gil = { name: 'Gil Guest', email: 'gil@unpaid.test', phone: '+1 555 010 0199' };
  const start = (post: ReturnType<typeof browser>, who = gil, extra: object = {}) =>
    post('/api/guest/create-payment-intent', { ...who, lines: [{ menuId: dish, quantity: 1 }], ...extra });

  it('opens a guest’s unpaid order, and its payment secret, again only to the browser that made it', async () => {
    clock.set('2026-12-02T12:00:00Z');
    const own = browser('198.51.100.1');
    const first = await start(own);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['set-cookie']).toMatch(
      /^bistro_guest_checkout=[\w-]{43}; Path=\/api\/guest; HttpOnly; SameSite=Strict/,
    );
    expect((await start(own)).json().clientSecret).toBe(first.json().clientSecret);

    // Someone who knows the email, the phone and the cart, from another browser: a new order of their own.
    const stranger = await start(browser('198.51.100.2'));
    expect(stranger.statusCode, stranger.body).toBe(200);
    expect(stranger.json().clientSecret).not.toBe(first.json().clientSecret);
    expect(stranger.json().orderId).not.toBe(first.json().orderId);
    // The guest's own order is still theirs.
    expect((await start(own)).json().orderId).toBe(first.json().orderId);
  });

  it(`lets one client address have ${GUEST_UNPAID_PER_ADDRESS} unpaid guest orders waiting, not more`, async () => {
    clock.set('2026-12-03T12:00:00Z');
    for (let guest = 0; guest < GUEST_UNPAID_PER_ADDRESS; guest++) {
      const started = await start(browser('198.51.100.3'), { ...gil, email: `flood${guest}@unpaid.test` });
      expect(started.statusCode, started.body).toBe(200);
    }
    const refused = await start(browser('198.51.100.3'), { ...gil, email: 'one-more@unpaid.test' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/orders from your address are waiting for their payment/);
    expect((await start(browser('198.51.100.4'), { ...gil, email: 'elsewhere@unpaid.test' })).statusCode).toBe(200);
    clock.advance(GUEST_UNPAID_ORDER_MINUTES * 60 + 1);
    expect((await start(browser('198.51.100.3'), { ...gil, email: 'later@unpaid.test' })).statusCode).toBe(200);
  });

  it('holds a code’s last use and a pickup place for a guest’s unpaid order a shorter while: 15 and 10 minutes', async () => {
    clock.set('2026-12-04T12:00:00Z');
    const settings = (
      await app.inject({ method: 'GET', url: '/api/restaurant/settings', headers: admin.headers })
    ).json();
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/restaurant/settings',
      headers: admin.headers,
      payload: { ...settings, maxOrdersPerSlot: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const code = await app.inject({
      method: 'POST',
      url: '/api/promo-codes',
      headers: admin.headers,
      payload: { code: 'LASTONE', percentOff: 10, maxUses: 1 },
    });
    expect(code.statusCode, code.body).toBe(201);
    const pickup = '2026-12-04T18:00:00.000Z';
    const guest = await start(browser('198.51.100.5'), gil, { pickup, promoCode: 'LASTONE' });
    expect(guest.statusCode, guest.body).toBe(200);
    const pickupTimes = async () => (await app.inject({ method: 'GET', url: '/api/restaurant' })).json().pickupTimes;
    expect(await pickupTimes()).not.toContain(pickup);

    // Ten minutes on, the place is given back; fifteen on, the order is let go with the code's use.
    clock.advance(10 * 60 + 1);
    expect(await pickupTimes()).toContain(pickup);
    clock.advance(5 * 60);
    await app.orders.charges.reconcile(clock.now());
    expect(await app.ordersRepository.findById(guest.json().orderId)).toBeUndefined();
    const uses = await app.inject({
      method: 'GET',
      url: `/api/promo-codes/${code.json().id}/uses`,
      headers: admin.headers,
    });
    expect(uses.json().map((use: { state: string }) => use.state)).toEqual(['released']);
  });
});
