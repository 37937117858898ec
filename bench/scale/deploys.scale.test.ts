import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DinerReport, startDiners } from '../lib/diners.ts';
import { booking, booksProblems, prepareEvening } from '../lib/evening.ts';
import { type ScaleSite, startScaleSite } from './site.ts';

// A deploy and a crash, under diners who browse, add dishes with options, pay with the test card,
// book a table with each order and follow their orders and bookings live, through HAProxy
// (deploy/haproxy.cfg) in front of two app processes on PostgreSQL and the object store (site.ts).

const DINERS = 4;

/** What the database holds for each diner, against what the site acknowledged to them. */
async function checkTheBooks(site: ScaleSite, report: DinerReport) {
  const db = new pg.Client({ connectionString: site.databaseUrl });
  await db.connect();
  try {
    expect(await booksProblems(db, report)).toEqual([]);
  } finally {
    await db.end();
  }
}

describe('two processes behind HAProxy, under diners', () => {
  let site: ScaleSite;
  beforeAll(async () => {
    site = await startScaleSite({
      prepare: async (env) => {
        await prepareEvening(env);
      },
    });
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
      // Killed while requests are on their way (half the diners': HAProxy sends them in turn to
      // both processes), some of them to it. All four at once did not come within 30 s in one run:
      // each diner spends most of its time waiting for its order on its stream.
      await diners.untilInFlight(DINERS / 2, 30_000);
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
