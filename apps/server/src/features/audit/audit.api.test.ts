import { randomUUID } from 'node:crypto';
import { ERASED_DINER } from '@bistro/contract/privacy';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buyDishes, type SignedIn, signInAs, testClock } from '../../../test/helper.ts';

const FORMULA = '=HYPERLINK("http://evil","x")';

interface Entry {
  id: number;
  at: string;
  actor: { id: string | null; email: string; role: string | null } | null;
  action: string;
  subject: { kind: string; id: string };
  before: unknown;
  after: unknown;
  reason: string | null;
}

/**
 * The audit log through the real app (docs/security.md): each change that moves money or changes
 * what is sold leaves an entry, admins read them by day, kind and person, as JSON or CSV, and no
 * one changes or deletes one; an erased account's entries lose who made them.
 */
describe('the audit log', () => {
  // New York: its days start at 05:00 UTC in November.
  const clock = testClock(new Date('2026-11-24T03:00:00Z'));
  let app: FastifyInstance;
  let admin: SignedIn;
  let cook: SignedIn;
  let diner: SignedIn;
  let temp: SignedIn;
  let dishId: string;
  let orderId: string;

  const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', who: SignedIn, url: string, payload?: object) =>
    app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const log = async (query = '', who: SignedIn = admin) =>
    app.inject({ method: 'GET', url: `/api/audit-log${query}`, headers: who.headers });
  const entries = async (query = ''): Promise<Entry[]> => (await log(query)).json().entries;

  beforeAll(async () => {
    app = await buildTestApp({ RESTAURANT_TIME_ZONE: 'America/New_York' }, { clock });
    admin = await signInAs(app, { email: 'audit-admin@bistro.test', role: 'admin' });
    cook = await signInAs(app, { email: 'audit-cook@bistro.test', name: 'Cora Cook', role: 'staff' });
    temp = await signInAs(app, { email: 'audit-temp@bistro.test', role: 'staff' });
    diner = await signInAs(app, { email: 'audit-diner@bistro.test' });
    const [dish] = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    dishId = dish._id;

    // The evening of November 23rd in New York.
    expect((await send('PATCH', admin, `/api/menu/${dishId}`, { price: dish.price + 1 })).statusCode).toBe(200);
    expect((await send('PATCH', temp, `/api/menu/${dishId}`, { stock: 40 })).statusCode).toBe(200);
    // The morning of the 24th.
    clock.set('2026-11-24T16:00:00Z');
    expect((await send('PATCH', cook, `/api/menu/${dishId}`, { stock: 30, parLevel: 30 })).statusCode).toBe(200);
    const code = await send('POST', admin, '/api/promo-codes', { code: 'AUDITED', percentOff: 10 });
    expect((await send('PATCH', admin, `/api/promo-codes/${code.json().id}`, { paused: true })).statusCode).toBe(200);
    expect((await send('PATCH', admin, `/api/users/${diner.user.id}/role`, { role: 'staff' })).statusCode).toBe(200);
    await send('PATCH', admin, `/api/users/${diner.user.id}/role`, { role: 'user' });
    const settings = (
      await app.inject({ method: 'GET', url: '/api/restaurant/settings', headers: admin.headers })
    ).json();
    expect(
      (await send('PUT', admin, '/api/restaurant/settings', { ...settings, lowStockThreshold: 3 })).statusCode,
    ).toBe(200);
    const buyer = await signInAs(app, { email: 'audit-buyer@bistro.test' });
    ({ orderId } = await buyDishes(app, buyer, [dishId, dishId]));
    const refunded = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/refunds`,
      headers: { ...cook.headers, 'idempotency-key': randomUUID() },
      payload: { amount: 1, reason: FORMULA },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const cancelled = await send('PATCH', cook, `/api/orders/${orderId}`, {
      status: 'cancelled',
      reason: 'other',
      note: 'Kitchen fire',
    });
    expect(cancelled.statusCode).toBe(200);
  });
  afterAll(() => app.close());

  it('keeps who, when, what, before → after and why of each change, newest first', async () => {
    const all = await entries();
    expect(all.map((entry) => entry.action)).toEqual([
      'order.cancel',
      'order.refund',
      'settings.change',
      'user.role',
      'user.role',
      'promo.pause',
      'promo.create',
      'menu.stock',
      'menu.stock',
      'menu.price',
    ]);
    const cookActor = { id: cook.user.id, email: cook.user.email, role: 'staff' };
    expect(all.find((entry) => entry.action === 'order.refund')).toEqual({
      id: expect.any(Number),
      at: '2026-11-24T16:00:00.000Z',
      actor: cookActor,
      action: 'order.refund',
      subject: { kind: 'order', id: orderId },
      before: expect.objectContaining({ refunded: 0 }),
      after: expect.objectContaining({ refunded: 1, amount: 1 }),
      reason: FORMULA,
    });
    expect(all.find((entry) => entry.action === 'order.cancel')).toMatchObject({
      actor: cookActor,
      reason: 'Kitchen fire',
      after: { reason: 'other' },
    });
    expect(all.filter((entry) => entry.action === 'user.role').map((entry) => [entry.before, entry.after])).toEqual([
      [{ role: 'staff' }, { role: 'user' }],
      [{ role: 'user' }, { role: 'staff' }],
    ]);
    expect(all.find((entry) => entry.action === 'settings.change')).toMatchObject({
      before: { lowStockThreshold: 5 },
      after: { lowStockThreshold: 3 },
    });
    expect(all.find((entry) => entry.action === 'menu.price')).toMatchObject({
      actor: { email: admin.user.email, role: 'admin' },
      subject: { kind: 'dish', id: dishId },
    });
    expect(all.filter((entry) => entry.action === 'menu.stock').map((entry) => entry.after)).toEqual([
      { stock: 30, parLevel: 30 },
      { stock: 40, parLevel: null },
    ]);
  });

  it('filters by the restaurant’s days, the kind or the action, and the person (by address or id)', async () => {
    expect((await entries('?from=2026-11-23&to=2026-11-23')).map((entry) => entry.action)).toEqual([
      'menu.stock',
      'menu.price',
    ]);
    expect((await entries('?from=2026-11-24')).map((entry) => entry.action)).not.toContain('menu.price');
    expect((await entries('?action=order')).map((entry) => entry.action)).toEqual(['order.cancel', 'order.refund']);
    expect((await entries('?action=menu.stock')).map((entry) => entry.actor?.email)).toEqual([
      cook.user.email,
      temp.user.email,
    ]);
    const byCook = await entries(`?actor=${encodeURIComponent(cook.user.email)}`);
    expect(byCook.map((entry) => entry.action)).toEqual(['order.cancel', 'order.refund', 'menu.stock']);
    expect(await entries(`?actor=${cook.user.id}`)).toEqual(byCook);
    for (const query of ['?from=23-11-2026', '?from=2026-11-24&to=2026-11-23', '?action=Order;drop']) {
      expect((await log(query)).statusCode, query).toBe(400);
    }
  });

  it('downloads the same entries as CSV by the reports’ rules: a byte order mark, and formulas kept as words', async () => {
    const csv = await app.inject({ method: 'GET', url: '/api/audit-log.csv?action=order', headers: admin.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    expect(
      csv.body.startsWith('\uFEFFid,at,actor email,actor role,action,subject kind,subject id,before,after,reason\r\n'),
    ).toBe(true);
    const rows = parse(csv.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.map((row) => row.action)).toEqual(['order.cancel', 'order.refund']);
    expect(rows[1]).toMatchObject({
      at: '2026-11-24T11:00:00-05:00',
      'actor email': cook.user.email,
      'actor role': 'staff',
      reason: `'${FORMULA}`,
    });
    expect(JSON.parse(rows[1]?.after ?? '')).toMatchObject({ refunded: 1 });
  });

  it('is for admins only: staff and diners 403, visitors 401', async () => {
    for (const url of ['/api/audit-log', '/api/audit-log.csv']) {
      expect((await app.inject({ method: 'GET', url, headers: cook.headers })).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url, headers: diner.headers })).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('can be neither changed nor deleted: no route does it, and the database refuses it', async () => {
    const [newest] = await entries();
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      for (const url of ['/api/audit-log', `/api/audit-log/${newest?.id}`]) {
        expect((await send(method, admin, url, method === 'DELETE' ? undefined : {})).statusCode).toBe(404);
      }
    }
    const { db } = app.database;
    await expect(db.execute(sql`update audit_log set reason = 'nothing happened'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect(await entries()).toHaveLength(10);
  });

  it('keeps an erased account’s entries with their action, without who made them', async () => {
    const deleted = await send('DELETE', admin, `/api/users/${temp.user.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [stock] = (await entries('?action=menu.stock')).filter((entry) => entry.actor?.role === 'staff').slice(-1);
    expect(stock).toMatchObject({
      action: 'menu.stock',
      actor: { id: null, email: ERASED_DINER.email, role: 'staff' },
      after: { stock: 40 },
    });
    expect(await entries(`?actor=${temp.user.id}`)).toEqual([]);
    expect(await entries()).toHaveLength(10);
  });
});
