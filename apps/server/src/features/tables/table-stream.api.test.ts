import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type StreamEvent } from '../../../test/event-stream.ts';
import { buildTestApp, requestAs, type SignedIn, signInAs } from '../../../test/helper.ts';
import { saveTables } from '../../../test/seated-bookings.ts';
import { tabsOf } from '../../../test/tabs.ts';

/**
 * The diners' live stream of their table (GET /api/t/:code/events) over real HTTP: no account, a
 * `table` frame at each change of the tab, its rounds and its payments, none of another table's,
 * and none on the staff's stream.
 */
describe('a table’s live stream', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  let cook: SignedIn;
  let tabs: ReturnType<typeof tabsOf>;
  let soupId: string;

  beforeAll(async () => {
    app = await buildTestApp({});
    await app.listen({ port: 0, host: '127.0.0.1' });
    admin = await signInAs(app, { email: 'stream-owner@bistro.test', role: 'admin' });
    cook = await signInAs(app, { email: 'stream-cook@bistro.test', role: 'staff' });
    tabs = tabsOf(app, cook);
    await saveTables(app, admin, ['T1', 'T2']);
    const menu: { _id: string; category: string }[] = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    soupId = menu.find((dish) => dish.category === 'soups')?._id ?? '';
  });
  afterAll(() => app.close());

  const tableFrames = (events: StreamEvent[]) => events.filter((event) => event.event === 'table');

  it('tells the table’s phones of each change: the table opened, a round, the kitchen’s progress, a payment, the tab closed', async () => {
    const { code } = await tabs.tableNamed('T1');
    const { code: other } = await tabs.tableNamed('T2');
    expect((await openEventStream(app, '/api/t/not-a-table-code-at-all/events', {})).status).toBe(404);
    const phone = await openEventStream(app, `/api/t/${code}/events`, {});
    const neighbour = await openEventStream(app, `/api/t/${other}/events`, {});
    const kitchen = await openEventStream(app, '/api/events', cook.headers);
    expect(phone.status).toBe(200);
    await phone.waitFor((event) => event.event === 'ready');
    await kitchen.waitFor((event) => event.event === 'ready');

    let seen = 0;
    /** Waits for the phone's next `table` frame, naming the table. */
    const nextFrame = async () => {
      seen += 1;
      const count = seen;
      await phone.waitFor(() => tableFrames(phone.events).length >= count);
      expect(JSON.parse(tableFrames(phone.events)[count - 1]?.data ?? '{}')).toEqual({ table: 'T1' });
    };

    expect((await requestAs(app, cook, 'POST', '/api/tables/T1/open')).statusCode).toBe(201);
    await nextFrame();
    const round = await requestAs(app, null, 'POST', `/api/t/${code}/rounds`, {
      lines: [{ menuID: soupId, quantity: 1 }],
    });
    expect(round.statusCode, round.body).toBe(201);
    await nextFrame();
    seen = tableFrames(phone.events).length;
    const preparing = await requestAs(app, cook, 'PATCH', `/api/orders/${round.json().round.id}`, {
      status: 'preparing',
    });
    expect(preparing.statusCode, preparing.body).toBe(200);
    await nextFrame();
    seen = tableFrames(phone.events).length;
    await tabs.pay(code, { split: { kind: 'all' } });
    await phone.waitFor(() => tableFrames(phone.events).length > seen);
    expect((await tabs.atTable(code)).tab).toBeNull();

    // The kitchen saw the round's changes as orders; no other table's phone, and no staff stream, saw a table frame.
    expect(kitchen.events.some((event) => event.event === 'order')).toBe(true);
    expect(tableFrames(kitchen.events)).toEqual([]);
    expect(tableFrames(neighbour.events)).toEqual([]);
    for (const stream of [phone, neighbour, kitchen]) stream.close();
  });
});
