import { menuListSchema } from '@bistro/contract/menu';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { seedMenu } from './seed-data.ts';

describe('menu API', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('lists the seeded menu with prices in dollars', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/menu' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const items = menuListSchema.parse(response.json());
    expect(items).toHaveLength(seedMenu.length);
    for (const section of ['salads', 'pizza', 'soups', 'desserts', 'drinks', 'mains', 'specials']) {
      expect(items.filter((item) => item.sections.includes(section)).length, section).toBeGreaterThanOrEqual(5);
    }
    for (const collection of ['popular', 'offered'] as const) {
      expect(items.filter((item) => item.collections.includes(collection))).toHaveLength(6);
    }
    // Each dish's category is its first section's slug, for older clients.
    for (const item of items) expect(item.category).toBe(item.sections[0]);
    const seeded = seedMenu[0];
    const listed = items.find((item) => item.name === seeded?.name);
    expect(listed?.price).toBe((seeded?.priceCents ?? 0) / 100);
    expect(listed?.image).toBe(`/images/menu/${seeded?.image}`);
  });

  it('answers 304 to a client that already has this version', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/menu' });
    const etag = first.headers.etag;
    expect(etag).toBeTypeOf('string');
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await app.inject({ method: 'GET', url: '/api/menu', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const stale = await app.inject({ method: 'GET', url: '/api/menu', headers: { 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('compresses the menu for clients that accept it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/menu', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('reads one item by id, with its texts in other languages (none yet)', async () => {
    const [first] = menuListSchema.parse((await app.inject({ method: 'GET', url: '/api/menu' })).json());
    const response = await app.inject({ method: 'GET', url: `/api/menu/${first?._id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...first, translations: {} });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/menu/2f1c1a9e-8c1e-4a7e-9a55-6f2f5c2b9d10' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Not Found', message: 'No menu item has this id' });

    const malformed = await app.inject({ method: 'GET', url: '/api/menu/not-an-id' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'Bad Request', message: expect.stringContaining('UUID') });
  });

  it('sees a change made by another process once it is announced', async () => {
    const before = menuListSchema.parse((await app.inject({ method: 'GET', url: '/api/menu' })).json());
    // Another app process would insert and NOTIFY; do the same through the raw database.
    await app.database.db.execute(
      sql`insert into menu_items (name, recipe, image, price_cents) values ('Onion soup', 'Gruyère croutons', '/x.webp', 925)`,
    );
    await app.database.db.execute(sql`select pg_notify('menu_changed', '')`);
    await expect
      .poll(async () => menuListSchema.parse((await app.inject({ method: 'GET', url: '/api/menu' })).json()).length)
      .toBe(before.length + 1);
  });
});
