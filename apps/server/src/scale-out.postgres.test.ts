import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, orderOf } from '../test/event-stream.ts';
import {
  buyDishes,
  createEmptyPostgresDatabase,
  createPostgresTestDatabase,
  sessionCookie,
  signInAs,
  testConfig,
} from '../test/helper.ts';
import { buildApp } from './app.ts';
import { queryRows } from './db/connect.ts';
import { knownMigrations } from './db/migrate.ts';

// Two app processes behind a load balancer share one PostgreSQL database and the same secrets;
// nothing lives in a process's memory that the other needs.
describe('several app processes on one PostgreSQL', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    const env = {
      DATABASE_URL: await createPostgresTestDatabase(),
      AUTH_SECRET: 'shared-auth-secret-for-every-process-000',
      JWT_SECRET: 'shared-jwt-secret-for-every-process-0000',
    };
    // Started together, as a deployment does: migrations and the seed run once, under a lock.
    [a, b] = await Promise.all([
      testConfig(env).then((config) => buildApp({ config, logger: false })),
      testConfig(env).then((config) => buildApp({ config, logger: false })),
    ]);
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('seeds the menu once, not once per process', async () => {
    const [a1, b1] = await Promise.all(
      [a, b].map(async (app) => (await app.inject({ method: 'GET', url: '/api/menu' })).json()),
    );
    expect(a1).toEqual(b1);
    const seeded = await a.menuRepository.count();
    expect(seeded).toBe(a1.length);
  });

  it('accepts on one process what the other issued: identity sessions and API tokens', async () => {
    const signUp = await a.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'http://localhost:5000' },
      payload: { name: 'Roaming', email: 'roaming@bistro.test', password: 'roaming-pass' },
    });
    const cookie = sessionCookie(signUp.headers['set-cookie']);
    expect(signUp.statusCode).toBe(200);
    const issued = await b.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: { cookie, origin: 'http://localhost:5000' },
      payload: {},
    });
    expect(issued.body).toContain('token');
    const { token } = issued.json();
    const cart = await a.inject({
      method: 'GET',
      url: '/api/carts?email=roaming@bistro.test',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cart.statusCode).toBe(200);
  });

  it('shows a menu change made through one process on the other', async () => {
    const before = (await b.inject({ method: 'GET', url: '/api/menu' })).json().length;
    await a.database.db.execute(
      sql`insert into menu_items (name, recipe, image, price_cents) values ('Bouillabaisse', '', '/x.webp', 2100)`,
    );
    await a.menuRepository.announceChange();
    await expect.poll(async () => (await b.inject({ method: 'GET', url: '/api/menu' })).json().length).toBe(before + 1);
  });

  it('brings an order change made through one process to the streams held by the other', async () => {
    const cook = await signInAs(a, { email: 'two-process-cook@bistro.test', role: 'staff', name: 'Cora Cook' });
    const dina = await signInAs(a, { email: 'two-process-dina@bistro.test' });
    const dish = (await a.inject({ method: 'GET', url: '/api/menu' })).json()[0]._id;
    const kitchenOnB = await openEventStream(b, '/api/orders/events', cook.headers);
    const dinaOnB = await openEventStream(b, '/api/orders/events', dina.headers);
    await kitchenOnB.waitFor((event) => event.event === 'ready');
    await dinaOnB.waitFor((event) => event.event === 'ready');

    const { orderId } = await buyDishes(a, dina, [dish]);
    await kitchenOnB.waitFor((event) => event.event === 'order' && orderOf(event)._id === orderId);
    await a.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}`,
      headers: cook.headers,
      payload: { status: 'preparing' },
    });
    const preparing = await dinaOnB.waitFor(
      (event) => event.event === 'order' && orderOf(event).status === 'preparing',
    );
    expect(orderOf(preparing)._id).toBe(orderId);
    kitchenOnB.close();
    dinaOnB.close();
  });

  it('ends the streams held by one process of an account whose role changed through the other', async () => {
    const boss = await signInAs(a, { email: 'two-process-boss@bistro.test', role: 'admin', name: 'Bo Boss' });
    const cook = await signInAs(a, { email: 'two-process-demoted@bistro.test', role: 'staff', name: 'Del' });
    const kitchenOnB = await openEventStream(b, '/api/orders/events', cook.headers);
    await kitchenOnB.waitFor((event) => event.event === 'ready');

    const changed = await a.inject({
      method: 'PATCH',
      url: `/api/users/${cook.user.id}/role`,
      headers: boss.headers,
      payload: { role: 'user' },
    });
    expect(changed.statusCode).toBe(200);
    await kitchenOnB.waitForEnd(2000);
  });
});

describe('three processes started at once on a new database', () => {
  it('apply each migration once and seed the menu once, one after the other under an advisory lock', {
    timeout: 60_000,
  }, async () => {
    const env = {
      DATABASE_URL: await createEmptyPostgresDatabase(),
      AUTH_SECRET: 'shared-auth-secret-for-every-process-000',
      JWT_SECRET: 'shared-jwt-secret-for-every-process-0000',
      INSTANCES: '3',
    };
    const apps = await Promise.all(
      [1, 2, 3].map(async () => buildApp({ config: await testConfig(env), logger: false })),
    );
    try {
      const [first] = apps as [FastifyInstance];
      const applied = await queryRows<{ hash: string; times: number }>(
        first.database.db,
        sql`select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash`,
      );
      expect(applied).toHaveLength(knownMigrations().length);
      expect(applied.every((migration) => migration.times === 1)).toBe(true);
      const menus = await Promise.all(
        apps.map(async (app) => (await app.inject({ method: 'GET', url: '/api/menu' })).json().length),
      );
      expect(menus).toEqual([menus[0], menus[0], menus[0]]);
      expect(await first.menuRepository.count()).toBe(menus[0]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
