// npm run bench:shop — a busy evening. BENCH_DINERS simulated diners (default 50; bench/lib/diners.ts)
// sign up, book a table, browse the menu, add a dish with its options, pay with the test card and
// wait to see the order on their live stream, again and again for BENCH_SECONDS (default 60),
// while a cook moves every paid order along the kitchen's board and a counter enters an order
// paid on the restaurant's terminal every second. On each set-up of BENCH_SETUPS, one after the
// other (default all three): `pglite` (the embedded database, one process), `postgres` (one
// process), `postgres-2` (two processes behind HAProxy with deploy/haproxy.cfg, bench/scale/site.ts).
// Each set-up is run twice, on a fresh site each time: at a diner's pace (each diner takes
// BENCH_THINK_MS, 1,000 on average, before each step: far quicker than a person reading a menu and
// typing a card) and flat out (no pause: every diner sends its next request as soon as the last is
// answered, so the site is saturated and an answer's time is mostly its wait in the queue).
// For each: paid orders per second, the counter's and the kitchen's work, p50/p99 per request type,
// errors; then, with the processes stopped, the books read from the database (bench/lib/evening.ts):
// every acknowledged order there and paid once, none doubled, each seen live.
// Budgets: at a diner's pace, p99 ≤ 100 ms for every request type on one process; flat out, two
// processes on PostgreSQL serve ≥ 1.6× the paid orders per second of one on a machine with ≥ 4
// cores (no fewer than one on 2); no error, nothing lost or doubled, at both paces. The load is
// made on the same machine as the server, so its own work counts in the figures: run it alone.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { startPostgresServer } from '../apps/server/test/postgres-server.ts';
import { type DinerReport, startDiners } from './lib/diners.ts';
import { booking, booksProblems, prepareEvening } from './lib/evening.ts';
import { printTable, startServer, verdict } from './lib/server.ts';
import { startScaleSite } from './scale/site.ts';

const DINERS = Number(process.env.BENCH_DINERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SETUPS = (process.env.BENCH_SETUPS ?? 'pglite,postgres,postgres-2').split(',');
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);

/** What every set-up's processes share: fixed secrets (the set-up is prepared by another process) and room for the load. */
const env: Record<string, string> = {
  AUTH_SECRET: 'bench-shop-auth-secret-of-every-process',
  JWT_SECRET: 'bench-shop-jwt-secret-of-every-process!!',
  WEB_DIST_DIR: '',
  LOG_LEVEL: 'warn',
  LOGIN_CAPTCHA: 'false',
  AUTH_RATE_LIMIT: '10000',
  BOOKINGS_PER_HOUR: '10000',
  LIVE_STREAMS_PER_ADDRESS: String(DINERS + 10),
  BACKUP_EVERY: 'off',
};

interface Site {
  url: string;
  /** A staff member's (an admin's) headers, for the kitchen's board and the counter. */
  staffHeaders: Record<string, string>;
  /** Stops its processes, then reads the books from its database. */
  stopAndCheck(report: DinerReport): Promise<string[]>;
}

/** One app process on `siteEnv`'s database, set up first through `prepareEnv`; `read` reads the books once it has stopped. */
async function oneProcessSite(
  siteEnv: Record<string, string>,
  prepareEnv: Record<string, string>,
  read: (report: DinerReport) => Promise<string[]>,
): Promise<Site> {
  const staffHeaders = await prepareEvening(prepareEnv);
  const server = await startServer('apps/server/src/server.ts', siteEnv);
  return {
    url: server.url,
    staffHeaders,
    async stopAndCheck(report) {
      await server.stop();
      return read(report);
    },
  };
}

async function pgliteSite(): Promise<Site> {
  const siteEnv = { ...env, DATA_DIR: path.join(await temporaryDir(), 'data') };
  return oneProcessSite(siteEnv, siteEnv, async (report) => {
    const config = loadConfig(siteEnv).database;
    if (config.kind !== 'pglite') throw new Error('expected the embedded database');
    const db = await PGlite.create(config.dataDir);
    try {
      return await booksProblems(db, report);
    } finally {
      await db.close();
    }
  });
}

async function postgresSite(): Promise<Site> {
  const postgres = await startPostgresServer();
  const databaseUrl = await postgres.createDatabase('bench_shop');
  const siteEnv = { ...env, DATABASE_URL: databaseUrl };
  const prepareEnv = { ...siteEnv, DATA_DIR: path.join(await temporaryDir(), 'prepare') };
  return oneProcessSite(siteEnv, prepareEnv, async (report) => {
    try {
      return await readBooks(databaseUrl, report);
    } finally {
      await postgres.stop();
    }
  });
}

async function twoProcessSite(): Promise<Site> {
  let staffHeaders: Record<string, string> = {};
  const site = await startScaleSite({
    env,
    prepare: async (prepareEnv) => {
      staffHeaders = await prepareEvening(prepareEnv);
    },
  });
  return {
    url: site.url,
    staffHeaders,
    async stopAndCheck(report) {
      const problems = await readBooks(site.databaseUrl, report);
      await site.stop();
      return problems;
    },
  };
}

const temporaryDir = () => mkdtemp(path.join(os.tmpdir(), 'bistro-bench-shop-'));

async function readBooks(databaseUrl: string, report: DinerReport): Promise<string[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return await booksProblems(db, report);
  } finally {
    await db.end();
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The kitchen and the counter, working until `stopping()`; their answers' times go in `timings`. */
function staffAt(url: string, headers: Record<string, string>, timings: Record<string, number[]>) {
  const errors: string[] = [];
  let moves = 0;
  let counterOrders = 0;
  let stopping = false;
  const call = async (step: string, method: string, route: string, body?: unknown) => {
    const sent = performance.now();
    const response = await fetch(`${url}${route}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
    timings[step] ??= [];
    timings[step].push(performance.now() - sent);
    if (!response.ok) errors.push(`${step}: ${response.status} ${(await response.text()).slice(0, 200)}`);
    return response;
  };
  const next: Record<string, string> = { pending: 'preparing', preparing: 'ready', ready: 'completed' };
  const kitchen = (async () => {
    while (!stopping) {
      const board = (await (
        await call('kitchen board', 'GET', '/api/orders?status=pending&status=preparing&status=ready')
      ).json()) as {
        _id: string;
        status: string;
      }[];
      for (const order of board) {
        const status = next[order.status];
        if (!status || stopping) continue;
        const moved = await call('move an order on', 'PATCH', `/api/orders/${order._id}`, { status });
        if (moved.ok) moves++;
      }
      await pause(500);
    }
  })();
  const counter = (async () => {
    const menu = (await (await call('browse', 'GET', '/api/menu')).json()) as {
      _id: string;
      optionGroups: unknown[];
    }[];
    const plain = menu.filter((dish) => dish.optionGroups.length === 0);
    for (let index = 0; !stopping; index++) {
      const dish = plain[index % plain.length];
      if (!dish) throw new Error('no dish without options on the menu');
      const entered = await call('counter order', 'POST', '/api/counter-orders', {
        channel: 'counter',
        lines: [{ menuID: dish._id, quantity: 1 }],
        name: `Walk-in ${index}`,
        payment: { method: 'card_present' },
      });
      if (entered.ok) counterOrders++;
      await pause(1000);
    }
  })();
  return {
    async stop() {
      stopping = true;
      await Promise.all([kitchen, counter]);
      return { errors, moves, counterOrders };
    },
  };
}

/**
 * Steps timed but not judged: the accounts made before the evening starts (a sign-up hashes its
 * password on purpose slowly), the counter's one look at the menu, and the wait for the live
 * stream, which is looked at every 50 ms.
 */
const notJudged = new Set(['sign up', 'token', 'staff: browse', 'see the order live']);

const prefixed = (prefix: string, timings: Record<string, number[]>) =>
  Object.fromEntries(Object.entries(timings).map(([step, times]) => [`${prefix}${step}`, times]));

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const starts: Record<string, () => Promise<Site>> = {
  pglite: pgliteSite,
  postgres: postgresSite,
  'postgres-2': twoProcessSite,
};

/** The two paces each set-up is run at: a diner's (its latencies judged) and flat out (its paid orders per second compared). */
const PACES = [
  { name: 'diner', thinkMs: THINK_MS },
  { name: 'flat out', thinkMs: 0 },
];

const summary: (string | number)[][] = [
  ['set-up', 'pace', 'diners', 'seconds', 'paid orders/s', 'counter orders', 'kitchen moves', 'errors', 'books'],
];
const latencies: (string | number)[][] = [['set-up', 'pace', 'request', 'answers', 'p50', 'p99', 'max']];
const budgets: (string | number)[][] = [['budget', 'figure', 'verdict']];
const missed: string[] = [];
const judge = (name: string, figure: string, pass: boolean) => {
  budgets.push([name, figure, verdict(pass)]);
  if (!pass) missed.push(`${name}: ${figure}`);
};
const ordersPerSecond: Record<string, number> = {};

for (const setup of SETUPS) {
  const start = starts[setup];
  if (!start) throw new Error(`BENCH_SETUPS: no set-up named ${setup} (${Object.keys(starts).join(', ')})`);
  for (const pace of PACES) {
    const named = `${setup}, ${pace.name === 'diner' ? "a diner's pace" : pace.name}`;
    console.log(`\n${named}: ${DINERS} diners for ${SECONDS} s`);
    const site = await start();
    const diners = await startDiners({
      baseUrl: site.url,
      origin: site.url,
      diners: DINERS,
      booking,
      retries: 0,
      thinkMs: pace.thinkMs,
    });
    const staffTimings: Record<string, number[]> = {};
    const staff = staffAt(site.url, site.staffHeaders, staffTimings);
    const began = performance.now();
    await pause(SECONDS * 1000);
    const report = await diners.stop();
    const seconds = (performance.now() - began) / 1000;
    const work = await staff.stop();
    const problems = await site.stopAndCheck(report);
    const paid = report.diners.reduce((total, diner) => total + diner.paidOrders.length, 0);
    if (pace.thinkMs === 0) ordersPerSecond[setup] = paid / seconds;
    const errors = report.failedAttempts.length + work.errors.length;
    summary.push([
      setup,
      pace.name,
      DINERS,
      seconds.toFixed(0),
      (paid / seconds).toFixed(1),
      work.counterOrders,
      work.moves,
      errors,
      problems.length === 0 ? 'agree' : `${problems.length} problems`,
    ]);
    for (const [step, times] of Object.entries({ ...report.timings, ...prefixed('staff: ', staffTimings) })) {
      const sorted = [...times].sort((a, b) => a - b);
      latencies.push([
        setup,
        pace.name,
        step,
        sorted.length,
        ms(quantile(sorted, 0.5)),
        ms(quantile(sorted, 0.99)),
        ms(sorted.at(-1) ?? 0),
      ]);
      if (setup !== 'postgres-2' && pace.thinkMs > 0 && !notJudged.has(step)) {
        judge(`${named}: ${step} p99 ≤ 100 ms`, ms(quantile(sorted, 0.99)), quantile(sorted, 0.99) <= 100);
      }
    }
    judge(`${named}: no error`, String(errors), errors === 0);
    judge(`${named}: the books agree`, problems.slice(0, 3).join('; ') || 'agree', problems.length === 0);
    for (const failure of [...report.failedAttempts.slice(0, 5), ...work.errors.slice(0, 5)])
      console.log('  ', failure);
  }
}

if (ordersPerSecond.postgres !== undefined && ordersPerSecond['postgres-2'] !== undefined) {
  const ratio = ordersPerSecond['postgres-2'] / ordersPerSecond.postgres;
  const cores = os.availableParallelism();
  const needed = cores >= 4 ? 1.6 : 1;
  judge(
    `flat out, two processes ≥ ${needed}× one's paid orders/s (${cores} cores)`,
    `${ratio.toFixed(2)}×`,
    ratio >= needed,
  );
}

console.log(
  `\nA busy evening (Node ${process.version}, ${os.availableParallelism()} cores; at a diner's pace, ${THINK_MS} ms before each step on average)\n`,
);
printTable(summary);
console.log('');
printTable(latencies);
console.log('');
printTable(budgets);
if (missed.length > 0) {
  console.log(
    `\nMissed ${missed.length} budget${missed.length === 1 ? '' : 's'}:\n${missed.map((line) => `  ${line}`).join('\n')}`,
  );
  process.exit(1);
}
