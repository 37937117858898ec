import { randomUUID } from 'node:crypto';
import { count, max, min, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, orderOf } from '../../../test/event-stream.ts';
import { buildTestApp, buyDishes, type SignedIn, signInAs } from '../../../test/helper.ts';
import { liveEvents } from '../../db/schema.ts';

/** The log as the database holds it: how many events, the oldest's number and the latest's. */
async function theLog(app: FastifyInstance) {
  const [row] = await app.database.db
    .select({ events: count(), oldest: min(liveEvents.id), latest: max(liveEvents.id) })
    .from(liveEvents);
  return { events: row?.events ?? 0, oldest: Number(row?.oldest ?? 0), latest: Number(row?.latest ?? 0) };
}

describe('the live events kept for streams that reconnect', () => {
  let app: FastifyInstance;
  let cook: SignedIn;
  let dina: SignedIn;
  let dish: string;
  beforeAll(async () => {
    app = await buildTestApp({ LIVE_EVENTS_KEPT: '10' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    dish = (await app.inject({ method: 'GET', url: '/api/menu' })).json()[0]._id;
    cook = await signInAs(app, { email: 'log-cook@bistro.test', role: 'staff' });
    dina = await signInAs(app, { email: 'log-dina@bistro.test' });
  });
  afterAll(() => app.close());

  const resumeAfter = (lastSeen: number) =>
    openEventStream(app, '/api/events', { ...cook.headers, 'last-event-id': String(lastSeen) });

  it('are the latest ones: the older go as new ones come; a stream from before them, or from another log, starts afresh', async () => {
    const first = await openEventStream(app, '/api/events', cook.headers);
    const lastSeen = Number((await first.waitFor((event) => event.event === 'ready')).id);
    first.close();

    let orderId = '';
    for (let orders = 0; orders < 20 && (await theLog(app)).oldest <= lastSeen + 1; orders++) {
      ({ orderId } = await buyDishes(app, dina, [dish]));
    }
    const log = await theLog(app);
    expect(log.events).toBeLessThanOrEqual(10);
    expect(log.latest - log.oldest).toBeLessThan(10);

    // What it missed is no longer all there: it is told to start afresh (and its page reads everything again).
    const tooLate = await resumeAfter(lastSeen);
    const afresh = await tooLate.waitFor((event) => event.event === 'ready' || event.event === 'order');
    expect(afresh).toMatchObject({ event: 'ready', id: String(log.latest) });
    tooLate.close();

    // A stream that saw a kept event is still caught up on what followed it.
    const inTime = await resumeAfter(log.latest - 1);
    const caughtUp = await inTime.waitFor((event) => event.event === 'ready' || event.event === 'order');
    expect(caughtUp.event).toBe('order');
    expect(orderOf(caughtUp)._id).toBe(orderId);
    inTime.close();

    // A number this log never reached (a database restored from a backup) or no number at all: afresh too.
    for (const claimed of [String(log.latest + 50), '100000000000000000000', 'seven']) {
      const stranger = await openEventStream(app, '/api/events', { ...cook.headers, 'last-event-id': claimed });
      expect(stranger.status).toBe(200);
      await stranger.waitFor((event) => event.event === 'ready');
      stranger.close();
    }
  });

  it('end a stream they cannot start (the database failing), for its client to come back', async () => {
    const { latest } = await theLog(app);
    await app.database.db.execute(sql`alter table live_events rename to live_events_away`);
    try {
      for (const headers of [cook.headers, { ...cook.headers, 'last-event-id': String(latest) }]) {
        const stream = await openEventStream(app, '/api/events', headers);
        await stream.waitForEnd();
        expect(stream.events).toEqual([]);
      }
    } finally {
      await app.database.db.execute(sql`alter table live_events_away rename to live_events`);
    }
  });

  it('start a stream afresh when more things changed than a catch-up sends', async () => {
    const busy = await buildTestApp({ LIVE_EVENTS_KEPT: '1000' });
    try {
      await busy.listen({ port: 0, host: '127.0.0.1' });
      const boss = await signInAs(busy, { email: 'log-boss@bistro.test', role: 'admin' });
      const start = await openEventStream(busy, '/api/events', boss.headers);
      const lastSeen = Number((await start.waitFor((event) => event.event === 'ready')).id);
      start.close();
      // 201 things changed (a catch-up sends the latest 200 at most), published as the orders' flows publish.
      for (let changed = 0; changed < 201; changed++) {
        await busy.liveStream.publish(busy.database.db, { topic: 'order', subjectId: randomUUID(), userId: null });
      }
      const again = await openEventStream(busy, '/api/events', { ...boss.headers, 'last-event-id': String(lastSeen) });
      const first = await again.waitFor((event) => event.event === 'ready' || event.event === 'order');
      expect(first).toMatchObject({ event: 'ready', id: String((await theLog(busy)).latest) });
      again.close();
    } finally {
      await busy.close();
    }
  });
});
