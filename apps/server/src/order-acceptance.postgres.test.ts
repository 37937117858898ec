import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyDishes,
  createPostgresTestDatabase,
  outboxMessages,
  signInAs,
  testClock,
  testConfig,
} from '../test/helper.ts';
import { buildApp } from './app.ts';

// Two processes of one site on one PostgreSQL database both run the job that cancels the orders
// nobody accepted in time: each such order is cancelled, refunded and mailed about once.
describe('orders nobody accepted, on two processes', () => {
  const clock = testClock();
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    const env = {
      DATABASE_URL: await createPostgresTestDatabase(),
      AUTH_SECRET: 'shared-auth-secret-for-every-process-000',
      JWT_SECRET: 'shared-jwt-secret-for-every-process-0000',
    };
    [a, b] = (await Promise.all(
      [1, 2].map(async () => {
        const app = await buildApp({ config: await testConfig(env), logger: false, clock });
        await app.ready();
        return app;
      }),
    )) as [FastifyInstance, FastifyInstance];
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('are cancelled once, whichever process gets there', async () => {
    const admin = await signInAs(a, { email: 'owner@two-kitchens.test', role: 'admin' });
    const settings = (
      await a.inject({ method: 'GET', url: '/api/restaurant/settings', headers: admin.headers })
    ).json();
    const saved = await a.inject({
      method: 'PUT',
      url: '/api/restaurant/settings',
      headers: admin.headers,
      payload: { ...settings, orders: { accept: { mode: 'staff', withinMinutes: 3 } } },
    });
    expect(saved.statusCode).toBe(200);
    const diner = await signInAs(a, { email: 'dina@two-kitchens.test' });
    const dishes: { _id: string }[] = (await a.inject({ method: 'GET', url: '/api/menu' })).json();
    const orders = [
      await buyDishes(a, diner, [dishes[0]?._id ?? '']),
      await buyDishes(b, diner, [dishes[1]?._id ?? '']),
    ];

    clock.advance(3 * 60);
    const cancelled = await Promise.all([
      a.cancelUnacceptedOrders(),
      b.cancelUnacceptedOrders(),
      a.cancelUnacceptedOrders(),
    ]);
    expect(cancelled.reduce((sum, count) => sum + count, 0)).toBe(2);
    for (const { orderId } of orders) {
      const order = (await b.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: admin.headers })).json();
      expect(order).toMatchObject({ status: 'cancelled', cancellation: { reason: 'not_accepted' } });
      expect(order.refundedAt).not.toBeNull();
    }
    // Mail leaves from whichever process cancelled: each machine its own outbox.
    await a.close();
    await b.close();
    const mails = [...(await outboxMessages(a)), ...(await outboxMessages(b))].filter((message) =>
      /is cancelled and refunded/.test(message.subject),
    );
    expect(mails).toHaveLength(2);
  });
});
