import type { BookingSetup } from '@bistro/contract/bookings';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { signInAs } from '../../apps/server/test/helper.ts';
import { openAroundTheClock } from '../../apps/server/test/restaurant-hours.ts';
import { saveBookingSetup } from '../../apps/server/test/seated-bookings.ts';
import { type DinerReport, startDiners } from '../lib/diners.ts';
import { type ScaleSite, startScaleSite } from './site.ts';

// A deploy and a crash, under diners who browse, add dishes with options, pay with the test card,
// book a table with each order and follow their orders and bookings live, through HAProxy
// (deploy/haproxy.cfg) in front of two app processes on PostgreSQL and the object store (site.ts).

const DINERS = 4;
/** How many tables a diner books, a day apart: one with each order until then. */
const BOOKED_DAYS = 40;
const bookingSetup: BookingSetup = {
  tables: Array.from({ length: 20 }, (_, index) => ({ name: `T${index + 1}`, seats: 4 })),
  slotMinutes: 15,
  stayMinutes: [{ upTo: 50, minutes: 90 }],
  leadMinutes: 0,
  daysAhead: BOOKED_DAYS + 5,
  largestParty: 8,
  confirm: 'auto',
  cancelCutoffMinutes: 60,
  bookingsPerDiner: BOOKED_DAYS,
};
// From two days ahead on the restaurant's clock (UTC), which is open around the clock.
const booking = {
  date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
  time: '12:00',
  days: BOOKED_DAYS,
};

/** The restaurant the diners find: open at any hour, tables to book. */
async function prepare(env: Record<string, string>) {
  const app = await buildApp({ config: loadConfig(env), logger: false });
  try {
    await openAroundTheClock(app.database.db);
    const owner = await signInAs(app, { email: 'owner@scale.test', role: 'admin' });
    await saveBookingSetup(app, owner, bookingSetup);
  } finally {
    await app.close();
  }
}

/** What the database holds for each diner, against what the site acknowledged to them. */
async function checkTheBooks(site: ScaleSite, report: DinerReport) {
  const db = new pg.Client({ connectionString: site.databaseUrl });
  await db.connect();
  try {
    for (const diner of report.diners) {
      const rows = async (text: string) => (await db.query(text, [diner.email])).rows;
      const orders = await rows('select id, status from orders where email = $1');
      const payments = await rows('select order_id from payments where email = $1');
      const lines = await rows(
        'select l.order_id, sum(l.quantity)::int as dishes from order_lines l join orders o on o.id = l.order_id where o.email = $1 group by l.order_id',
      );
      const bookings = await rows('select id from bookings where email = $1');
      const who = diner.email;
      // Every acknowledged order is there, paid once; none is there that was not acknowledged.
      expect(orders.map((order) => order.id).sort(), who).toEqual([...diner.paidOrders].sort());
      expect(
        orders.every((order) => order.status !== 'awaiting_payment'),
        who,
      ).toBe(true);
      expect(payments.map((payment) => payment.order_id).sort(), who).toEqual([...diner.paidOrders].sort());
      // One dish each, as added: no line doubled by a retry.
      expect(
        lines.map((line) => line.dishes),
        who,
      ).toEqual(diner.paidOrders.map(() => 1));
      // Every acknowledged booking is there, once (a retried one carried its Idempotency-Key).
      expect(bookings.map((row) => row.id).sort(), who).toEqual([...diner.bookings].sort());
      expect(diner.bookings.length, who).toBeGreaterThanOrEqual(1);
      // Each paid order and each booking reached the diner's live stream, however often it had to
      // connect again: a reconnect is caught up from its Last-Event-ID on both.
      expect(
        diner.paidOrders.filter((id) => !diner.seenOnStream.has(id)),
        who,
      ).toEqual([]);
      expect(
        diner.bookings.filter((id) => !diner.bookingsSeen.has(id)),
        who,
      ).toEqual([]);
    }
  } finally {
    await db.end();
  }
}

describe('two processes behind HAProxy, under diners', () => {
  let site: ScaleSite;
  beforeAll(async () => {
    site = await startScaleSite({ prepare });
  });
  afterAll(() => site?.stop());

  it('restart one after the other, as a deploy does, and no request fails', async () => {
    const diners = await startDiners({ baseUrl: site.url, origin: site.url, diners: DINERS, booking, retries: 0 });
    let report: DinerReport | undefined;
    try {
      await diners.untilOrders(1, 60_000);
      for (const app of site.processes) {
        let exited = false;
        const stopped = app.terminate().then(() => {
          exited = true;
        });
        // Its health check fails first: HAProxy takes it out of rotation while it still serves.
        await site.untilState(app.name, 'DOWN', 15_000);
        expect(exited).toBe(false);
        await stopped;
        await app.start();
        await site.untilState(app.name, 'UP');
      }
      // And the diners go on ordering from both.
      await diners.untilOrders(diners.paid() + 2, 90_000);
    } finally {
      report = await diners.stop();
    }
    expect(report.failedAttempts).toEqual([]);
    expect(report.diners.every((diner) => diner.reconnects >= 1)).toBe(true);
    await checkTheBooks(site, report);
    console.info(`rolling restart: ${report.requests} requests, none failed`);
  });

  it('lose one to SIGKILL mid-service, and lose or double nothing: every retry succeeds, every stream resumes', async () => {
    const diners = await startDiners({ baseUrl: site.url, origin: site.url, diners: DINERS, booking, retries: 8 });
    const [killed] = site.processes;
    let report: DinerReport | undefined;
    try {
      await diners.untilOrders(1, 60_000);
      // Killed while requests are on their way, some of them to it.
      await diners.untilInFlight(DINERS, 30_000);
      killed?.kill();
      await site.untilState(killed?.name ?? '', 'DOWN', 15_000);
      await diners.untilOrders(diners.paid() + 2, 90_000);
    } finally {
      report = await diners.stop();
      await killed?.terminate();
      await killed?.start();
      await site.untilState(killed?.name ?? '', 'UP');
    }
    expect(report.failedSteps).toEqual([]);
    await checkTheBooks(site, report);
    const reconnects = report.diners.reduce((sum, diner) => sum + diner.reconnects, 0);
    const { retries, redispatches } = await site.resent();
    console.info(
      `failover: ${report.requests} requests; ${report.failedAttempts.length} tries failed at the diners and were retried with success; HAProxy sent ${retries} again and ${redispatches} to the other process; streams connected again ${reconnects} times`,
    );
  });
});
