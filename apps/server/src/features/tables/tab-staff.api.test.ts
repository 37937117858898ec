import type { Order } from '@bistro/contract/orders';
import type { StaffTable, TableAtHand } from '@bistro/contract/tables';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAs, testClock } from '../../../test/helper.ts';
import { saveTables } from '../../../test/seated-bookings.ts';

/**
 * Staff's actions on a table's tab through the real app (docs/tables.md): moving the party to
 * another table, closing a tab unpaid with the reason. Sunday, November 22, 2026, noon (UTC).
 */
describe('staff at the tables', () => {
  const clock = testClock();
  let app: FastifyInstance;
  let admin: SignedIn;
  let waiter: SignedIn;
  let diner: SignedIn;
  let soupId: string;

  beforeAll(async () => {
    app = await buildTestApp({}, { clock });
    admin = await signInAs(app, { email: 'staff-tables-owner@bistro.test', role: 'admin' });
    waiter = await signInAs(app, { email: 'staff-tables-waiter@bistro.test', role: 'staff' });
    diner = await signInAs(app, { email: 'staff-tables-diner@bistro.test' });
    await saveTables(app, admin, ['T1', 'T2', 'T3', 'T4']);
    const menu: { _id: string; category: string }[] = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    soupId = menu.find((dish) => dish.category === 'soups')?._id ?? '';
  });
  afterAll(() => app.close());

  function send(who: SignedIn | null, method: 'GET' | 'POST', url: string, payload?: object) {
    return app.inject({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload ? { payload } : {}) });
  }
  const tableNamed = async (name: string): Promise<StaffTable> =>
    (await send(waiter, 'GET', '/api/tables')).json().find((table: StaffTable) => table.name === name);
  const atTable = async (code: string): Promise<TableAtHand> => (await send(null, 'GET', `/api/t/${code}`)).json();
  const auditOf = async (action: string) =>
    (await send(admin, 'GET', `/api/audit-log?action=${action}`)).json().entries as {
      subject: { id: string };
      reason: string | null;
    }[];
  async function seatedWithARound(name: string) {
    expect((await send(waiter, 'POST', `/api/tables/${name}/open`)).statusCode).toBe(201);
    const { code } = await tableNamed(name);
    const round = await send(null, 'POST', `/api/t/${code}/rounds`, { lines: [{ menuID: soupId, quantity: 1 }] });
    expect(round.statusCode, round.body).toBe(201);
    return { code, roundId: round.json().round.id as string };
  }

  it('answers a diner 403 on the staff’s actions', async () => {
    expect((await send(diner, 'POST', '/api/tables/T1/move', { to: 'T2' })).statusCode).toBe(403);
    expect((await send(diner, 'POST', '/api/tables/T1/close', { reason: 'walked out' })).statusCode).toBe(403);
  });

  it('moves a party’s tab to a free table: its rounds go there on the kitchen’s board, the next from the new card', async () => {
    const { code, roundId } = await seatedWithARound('T1');
    expect((await send(waiter, 'POST', '/api/tables/T3/open')).statusCode).toBe(201);
    expect((await send(waiter, 'POST', '/api/tables/T1/move', { to: 'T3' })).statusCode).toBe(409);
    expect((await send(waiter, 'POST', '/api/tables/T1/move', { to: 'T9' })).statusCode).toBe(404);
    expect((await send(waiter, 'POST', '/api/tables/T4/move', { to: 'T2' })).statusCode).toBe(409);

    const moved = await send(waiter, 'POST', '/api/tables/T1/move', { to: 'T2' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ table: 'T2', tab: { rounds: [{ id: roundId }] } });
    const round: Order = (await send(waiter, 'GET', `/api/orders/${roundId}`)).json();
    expect(round.table).toBe('T2');
    expect((await tableNamed('T1')).state).toBe('free');
    expect((await atTable(code)).tab).toBeNull();
    const { code: newCode } = await tableNamed('T2');
    expect((await atTable(newCode)).tab?.rounds.map((each) => each.id)).toEqual([roundId]);
    expect(await auditOf('table.move')).toEqual([expect.objectContaining({ subject: { kind: 'table', id: 'T1' } })]);
  });

  it('closes a tab unpaid with the reason, kept in the audit log: the table is free, the books count nothing', async () => {
    const { code } = await seatedWithARound('T4');
    expect((await send(waiter, 'POST', '/api/tables/T4/close', {})).statusCode).toBe(400);
    expect((await send(waiter, 'POST', '/api/tables/T4/close', { reason: '  ' })).statusCode).toBe(400);
    const closed = await send(waiter, 'POST', '/api/tables/T4/close', { reason: 'walked out' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ table: 'T4', tab: { status: 'closed', paid: 0 } });
    expect(await tableNamed('T4')).toMatchObject({ state: 'free', tab: null });
    expect(
      (await send(null, 'POST', `/api/t/${code}/rounds`, { lines: [{ menuID: soupId, quantity: 1 }] })).statusCode,
    ).toBe(409);
    expect((await send(null, 'POST', `/api/t/${code}/payments`, { split: { kind: 'all' } })).statusCode).toBe(409);
    expect((await send(waiter, 'POST', '/api/tables/T4/close', { reason: 'again' })).statusCode).toBe(409);
    expect(await auditOf('table.close')).toEqual([
      expect.objectContaining({ subject: { kind: 'table', id: 'T4' }, reason: 'walked out' }),
    ]);
    const { totals } = (await send(admin, 'GET', '/api/reports/sales?from=2026-11-21&to=2026-11-23')).json();
    expect(totals.gross).toBe(0);
  });
});
