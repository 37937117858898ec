import type { Order } from '@bistro/contract/orders';
import type { PlacedRound, StaffTable, TableAtHand } from '@bistro/contract/tables';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAs, testClock } from '../../../test/helper.ts';
import { saveTables } from '../../../test/seated-bookings.ts';

/**
 * The owner's setting that lets the first round open a table (docs/tables.md), through the real
 * app: off, a closed table takes no round; on, the first round opens the table's tab and waits on
 * the kitchen's board for a cook's Accept; refused (or let lapse), the tab closes again and the
 * table's page says so. The restaurant's clock is Sunday, November 22, 2026, noon (UTC), open
 * around the clock.
 */
describe('the first round opens the table', () => {
  const clock = testClock();
  let app: FastifyInstance;
  let admin: SignedIn;
  let cook: SignedIn;
  let soupId: string;

  beforeAll(async () => {
    app = await buildTestApp({}, { clock });
    admin = await signInAs(app, { email: 'first-round-owner@bistro.test', role: 'admin', name: 'Olga Owner' });
    cook = await signInAs(app, { email: 'first-round-cook@bistro.test', role: 'staff', name: 'Carl Cook' });
    await saveTables(
      app,
      admin,
      ['F1', 'F2', 'F3', 'F4', 'F5'].map((name) => ({ name, seats: 4 })),
    );
    const menu: { _id: string; category: string }[] = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    soupId = menu.find((dish) => dish.category === 'soups')?._id ?? '';
  });
  afterAll(() => app.close());

  function send(who: SignedIn | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) {
    return app.inject({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload ? { payload } : {}) });
  }
  const tables = async (): Promise<StaffTable[]> => (await send(cook, 'GET', '/api/tables')).json();
  const tableNamed = async (name: string) => (await tables()).find((table) => table.name === name);
  const codeOf = async (name: string) => (await tableNamed(name))?.code ?? '';
  const atTable = async (code: string): Promise<TableAtHand> => (await send(null, 'GET', `/api/t/${code}`)).json();
  const order = (code: string) =>
    send(null, 'POST', `/api/t/${code}/rounds`, { lines: [{ menuID: soupId, quantity: 1 }], name: 'Ana' });
  const kitchenOrder = async (id: string): Promise<Order> => (await send(cook, 'GET', `/api/orders/${id}`)).json();
  async function letFirstRoundOpen(on: boolean) {
    const settings = (await send(admin, 'GET', '/api/restaurant/settings')).json();
    const saved = await send(admin, 'PUT', '/api/restaurant/settings', {
      ...settings,
      tables: { firstRoundOpens: on },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
  }

  it('is off until the owner turns it on: a closed table takes no round', async () => {
    expect((await send(admin, 'GET', '/api/restaurant/settings')).json().tables).toEqual({ firstRoundOpens: false });
    const code = await codeOf('F1');
    expect(await atTable(code)).toEqual({ table: 'F1', tab: null, firstRoundOpens: false, firstRoundRefusedAt: null });
    const refused = await order(code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/F1 is not open/);
    expect((await tableNamed('F1'))?.state).toBe('free');
  });

  it('keeps the owner’s choice in the settings, and a PUT without it leaves it as it is', async () => {
    await letFirstRoundOpen(true);
    const { tables: _left, ...withoutTables } = (await send(admin, 'GET', '/api/restaurant/settings')).json();
    expect((await send(admin, 'PUT', '/api/restaurant/settings', withoutTables)).statusCode).toBeLessThan(300);
    expect((await send(admin, 'GET', '/api/restaurant/settings')).json().tables).toEqual({ firstRoundOpens: true });
    expect((await atTable(await codeOf('F1'))).firstRoundOpens).toBe(true);
    const staffPut = await send(cook, 'PUT', '/api/restaurant/settings', {
      ...withoutTables,
      tables: { firstRoundOpens: false },
    });
    expect(staffPut.statusCode).toBe(403);
  });

  it('opens the table with the first round, which waits for the kitchen’s Accept: nothing more until then', async () => {
    const code = await codeOf('F1');
    const placed = await order(code);
    expect(placed.statusCode, placed.body).toBe(201);
    const { tab, round }: PlacedRound = placed.json();
    expect(tab).toMatchObject({ status: 'open', waitingForKitchen: true, rounds: [{ id: round.id }] });
    // On the kitchen's board, marked with the table, waiting for a cook's Accept (10 minutes by default).
    const onBoard = await kitchenOrder(round.id);
    expect(onBoard).toMatchObject({ channel: 'table', table: 'F1', status: 'pending', paymentStatus: 'due' });
    expect(onBoard.acceptBy).toBe(new Date(clock.now().getTime() + 10 * 60_000).toISOString());
    expect(await tableNamed('F1')).toMatchObject({ state: 'open', tab: { id: tab.id, waitingForKitchen: true } });
    expect((await atTable(code)).tab?.waitingForKitchen).toBe(true);

    const second = await order(code);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/waits for the kitchen to confirm/);
    const paying = await send(null, 'POST', `/api/t/${code}/payments`, { split: { kind: 'all' } });
    expect(paying.statusCode).toBe(409);
    expect(paying.json().message).toMatch(/waits for the kitchen to confirm/);

    const accepted = await send(cook, 'POST', `/api/orders/${round.id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await atTable(code)).tab).toMatchObject({ id: tab.id, waitingForKitchen: false });
    expect((await order(code)).statusCode).toBe(201);
    expect((await atTable(code)).tab?.rounds).toHaveLength(2);
  });

  it('closes the tab again when the kitchen refuses the first round, and the table’s page says so', async () => {
    const code = await codeOf('F2');
    const { round, tab }: PlacedRound = (await order(code)).json();
    const refused = await send(cook, 'PATCH', `/api/orders/${round.id}`, {
      status: 'cancelled',
      reason: 'other',
      note: 'Kitchen closing for a private party',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await atTable(code)).toEqual({
      table: 'F2',
      tab: null,
      firstRoundOpens: true,
      firstRoundRefusedAt: clock.now().toISOString(),
    });
    expect(await tableNamed('F2')).toMatchObject({ state: 'free', tab: null });
    const closings = (await send(admin, 'GET', '/api/audit-log?action=table.close')).json().entries as {
      subject: { id: string };
      reason: string;
      after: { tab: string };
    }[];
    expect(closings).toContainEqual(
      expect.objectContaining({
        subject: expect.objectContaining({ id: 'F2' }),
        reason: 'first round refused',
        after: { tab: tab.id },
      }),
    );
    // Said for a while, then no more.
    clock.advance(31 * 60);
    expect((await atTable(code)).firstRoundRefusedAt).toBeNull();
  });

  it('closes the tab when nobody in the kitchen confirms the first round in time', async () => {
    const code = await codeOf('F3');
    const { round }: PlacedRound = (await order(code)).json();
    clock.advance(10 * 60 - 1);
    expect(await app.cancelUnacceptedOrders()).toBe(0);
    expect((await atTable(code)).tab?.waitingForKitchen).toBe(true);
    clock.advance(1);
    expect(await app.cancelUnacceptedOrders()).toBe(1);
    expect((await kitchenOrder(round.id)).status).toBe('cancelled');
    expect(await atTable(code)).toMatchObject({ tab: null, firstRoundRefusedAt: clock.now().toISOString() });
    // The table takes a first round again, the kitchen asked again.
    expect((await order(code)).json().tab.waitingForKitchen).toBe(true);
  });

  it('opens the table for one of two phones sending a first round at once', async () => {
    const code = await codeOf('F4');
    const answers = await Promise.all([order(code), order(code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await atTable(code)).tab?.rounds).toHaveLength(1);
  });

  it('leaves a table staff opened as it was: its rounds wait for nobody', async () => {
    expect((await send(cook, 'POST', '/api/tables/F5/open')).statusCode).toBe(201);
    const { tab, round }: PlacedRound = (await order(await codeOf('F5'))).json();
    expect(tab.waitingForKitchen).toBe(false);
    expect((await kitchenOrder(round.id)).acceptBy).toBeNull();
  });
});
