import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, orderOf, type StreamEvent } from '../../../test/event-stream.ts';
import {
  buildTestApp,
  buyDishes,
  type SignedIn,
  signInAs,
  signUpWithIdentity,
  TEST_ORIGIN,
  waitForMail,
} from '../../../test/helper.ts';
import { createTokenService } from '../identity/index.ts';

const JWT_SECRET = 'test-jwt-secret-for-the-order-stream-tests';
const BOSS_EMAIL = 'stream-boss@bistro.test';

const isReady = (event: StreamEvent) => event.event === 'ready';

describe('live order updates (Server-Sent Events)', () => {
  let app: FastifyInstance;
  let dish: string;
  let cook: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp({ JWT_SECRET, ADMIN_EMAILS: BOSS_EMAIL });
    await app.listen({ port: 0, host: '127.0.0.1' });
    dish = (await app.inject({ method: 'GET', url: '/api/menu' })).json()[0]._id;
    cook = await signInAs(app, { email: 'stream-cook@bistro.test', role: 'staff', name: 'Sam Stream' });
  });
  afterAll(() => app.close());

  const move = (orderId: string, status: string) =>
    app.inject({ method: 'PATCH', url: `/api/orders/${orderId}`, headers: cook.headers, payload: { status } });

  it('tells the kitchen about every new order, and a diner about their own only', async () => {
    const dina = await signInAs(app, { email: 'stream-dina@bistro.test' });
    const bert = await signInAs(app, { email: 'stream-bert@bistro.test' });
    const kitchen = await openEventStream(app, '/api/orders/events', cook.headers);
    const dinasStream = await openEventStream(app, '/api/orders/events', dina.headers);
    const bertsStream = await openEventStream(app, '/api/orders/events', bert.headers);
    expect(kitchen.status).toBe(200);
    await kitchen.waitFor((event) => event.event === 'ready');

    const { orderId } = await buyDishes(app, dina, [dish]);
    await kitchen.waitFor((event) => event.event === 'order' && orderOf(event)._id === orderId);
    await move(orderId, 'preparing');
    await move(orderId, 'ready');
    const ready = await dinasStream.waitFor((event) => event.event === 'order' && orderOf(event).status === 'ready');
    expect(orderOf(ready)._id).toBe(orderId);
    expect(bertsStream.events.filter((event) => event.event === 'order')).toEqual([]);
    for (const stream of [kitchen, dinasStream, bertsStream]) stream.close();
  });

  it('catches a reconnecting stream up on what it missed, after its Last-Event-ID', async () => {
    const dina = await signInAs(app, { email: 'stream-again@bistro.test' });
    const first = await openEventStream(app, '/api/orders/events', dina.headers);
    const { id: lastSeen } = await first.waitFor((event) => event.event === 'ready');
    first.close();

    const { orderId } = await buyDishes(app, dina, [dish]);
    await move(orderId, 'preparing');
    const again = await openEventStream(app, '/api/orders/events', {
      ...dina.headers,
      'last-event-id': lastSeen ?? '',
    });
    const caughtUp = await again.waitFor((event) => event.event === 'order');
    expect(orderOf(caughtUp)).toMatchObject({ _id: orderId, status: 'preparing' });
    again.close();
  });

  it('refuses a stream without a valid token', async () => {
    expect((await openEventStream(app, '/api/orders/events', {})).status).toBe(401);
    expect((await openEventStream(app, '/api/orders/events', { authorization: 'Bearer nonsense' })).status).toBe(401);
  });

  describe('a stream ends with the rights it was opened with', () => {
    let admin: SignedIn;
    beforeAll(async () => {
      admin = await signInAs(app, { email: 'stream-admin@bistro.test', role: 'admin', name: 'Ada Admin' });
    });

    const post = (url: string, payload: object, cookie?: string) =>
      app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, payload });
    const tokenFor = async (cookie: string) => `Bearer ${(await post('/api/jwt', {}, cookie)).json().token}`;

    it('ends a staff member’s stream when they are made a customer; the next one shows their own orders only', async () => {
      const demoted = await signInAs(app, { email: 'stream-demoted@bistro.test', role: 'staff', name: 'Del' });
      const kitchen = await openEventStream(app, '/api/orders/events', demoted.headers);
      const { id: lastSeen } = await kitchen.waitFor(isReady);

      const changed = await app.inject({
        method: 'PATCH',
        url: `/api/users/${demoted.user.id}/role`,
        headers: admin.headers,
        payload: { role: 'user' },
      });
      expect(changed.statusCode).toBe(200);
      await kitchen.waitForEnd(2000);

      const someoneElse = await signInAs(app, { email: 'stream-someone@bistro.test' });
      const theirs = await buyDishes(app, someoneElse, [dish]);
      const own = await buyDishes(app, demoted, [dish]);
      // As the browser reconnects: after the last event it saw, with the token it has by then.
      const fresh = await signInAs(app, { email: demoted.user.email });
      const again = await openEventStream(app, '/api/orders/events', {
        ...fresh.headers,
        'last-event-id': lastSeen ?? '',
      });
      await again.waitFor((event) => event.event === 'order' && orderOf(event)._id === own.orderId);
      const seen = again.events.filter((event) => event.event === 'order').map((event) => orderOf(event)._id);
      expect(seen).not.toContain(theirs.orderId);
      again.close();
    });

    it('ends the stream of an account that is deleted', async () => {
      const leaving = await signInAs(app, { email: 'stream-leaving@bistro.test', role: 'staff' });
      const stream = await openEventStream(app, '/api/orders/events', leaving.headers);
      await stream.waitFor(isReady);

      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/users/${leaving.user.id}`,
        headers: admin.headers,
      });
      expect(deleted.json()).toEqual({ deletedCount: 1 });
      await stream.waitForEnd(2000);
      expect((await openEventStream(app, '/api/orders/events', leaving.headers)).status).toBe(401);
    });

    it('ends the stream of an account whose password is reset, which ends its tokens', async () => {
      const email = 'stream-forgetful@bistro.test';
      const authorization = await tokenFor(await signUpWithIdentity(app, { email, password: 'old-password-1' }));
      const stream = await openEventStream(app, '/api/orders/events', { authorization });
      await stream.waitFor(isReady);

      await post('/api/auth/request-password-reset', { email });
      const { link } = await waitForMail(app, email, /reset your/i);
      const token = new URL(link ?? '').searchParams.get('token') ?? '';
      expect((await post('/api/auth/reset-password', { token, newPassword: 'brand-new-password' })).statusCode).toBe(
        200,
      );
      await stream.waitForEnd(2000);
    });

    it('ends the stream of an ADMIN_EMAILS address when it becomes an administrator at its confirmation', async () => {
      const cookie = await signUpWithIdentity(app, { email: BOSS_EMAIL });
      const stream = await openEventStream(app, '/api/orders/events', { authorization: await tokenFor(cookie) });
      await stream.waitFor(isReady);

      const { link } = await waitForMail(app, BOSS_EMAIL, /confirm your email/i);
      const url = new URL(link ?? '');
      expect((await app.inject({ method: 'GET', url: url.pathname + url.search })).statusCode).toBe(302);
      expect(decodeJwt((await tokenFor(cookie)).slice('Bearer '.length)).role).toBe('admin');
      await stream.waitForEnd(2000);
    });

    it('ends a stream when its token expires, however long the app’s tokens last', async () => {
      const diner = await signInAs(app, { email: 'stream-expiring@bistro.test' });
      // The app's tokens last an hour; this one, issued as the app issues them, 3 seconds.
      const token = await createTokenService(JWT_SECRET, 3).issue({ ...diner.user, version: 0 });
      const stream = await openEventStream(app, '/api/orders/events', { authorization: `Bearer ${token}` });
      await stream.waitFor(isReady);

      await stream.waitForEnd(5000);
      expect(Date.now()).toBeGreaterThanOrEqual((decodeJwt(token).exp ?? 0) * 1000 - 50);
    });
  });
});
