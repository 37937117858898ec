// npm run bench:backup -- [--lines N]: a busy restaurant's year (N order lines, 1,000,000 by
// default, as bench:seed makes them) on PostgreSQL, then `npm run backup` of it, and `npm run
// restore` of that archive into a new embedded database and into PostgreSQL: the time each takes
// and its peak memory beyond the same command's on a shop with no orders (the budget: 256 MB).
// Then, three times, the site on that embedded database takes a backup while a client asks
// /api/health (a database round trip) every 100 ms and a diner pays an order a second: how long
// requests waited, and the site's peak memory during the backup beyond what it held just before.
// Last, the site takes verified backups (what the schedule and the Backups page's "take one now"
// do: take, then restore into a scratch database in a process of its own) of the empty shop and
// of the year: the site's memory and the verification process's peak, beyond the empty shop's.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { startPostgresServer } from '../apps/server/test/postgres-server.ts';
import { seedPayments } from './lib/seed-payments.ts';
import { printTable, repoRoot, startServer, verdict } from './lib/server.ts';
import { signToken } from './lib/tokens.ts';

const flag = process.argv.indexOf('--lines');
const lines = flag === -1 ? 1_000_000 : Number(process.argv[flag + 1]);
const run = promisify(execFile);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'bistro-bench-backup-'));

/** Runs one of the commands as the README says (`npm run backup -- …`) under GNU time: its seconds and peak resident memory in MB (the largest process's: the command's own). */
async function measure(command: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const started = performance.now();
  const { stderr } = await run(
    '/usr/bin/time',
    ['-f', 'peak-kb %M', 'npm', 'run', '--silent', command, '--', ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: 'warn', BACKUP_EVERY: 'off', ...env },
      maxBuffer: 1 << 24,
    },
  );
  const peakKb = Number(/peak-kb (\d+)/.exec(stderr)?.[1]);
  return { seconds: (performance.now() - started) / 1000, peakMb: peakKb / 1024 };
}

/**
 * The site on this DATA_DIR takes `runs` backups one after the other (each asked by `npm run
 * backup`) while a client asks it `GET /api/health` (a database round trip) every 100 ms: the
 * slowest answer says how long requests waited for it. The site's memory is sampled at each
 * answer: its peak during each backup beyond its median over the 3 s before (serving the same
 * diner and checks). The first backup is a just-started site's; the next ones a warm site's, as
 * a site that has run for a day takes its scheduled one.
 */
async function backupsWhileServing(dataDir: string, runs: number) {
  const site = await startServer('bench/bench-server.ts', { DATA_DIR: dataDir, BACKUP_EVERY: 'off', JWT_SECRET });
  const token = await signToken(diner, JWT_SECRET);
  const call = async (method: string, url: string, body?: object) => {
    const response = await fetch(`${site.url}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const [dish] = await call('GET', '/api/menu');
  let asking = true;
  let ordered = 0;
  // A diner pays an order a second meanwhile: orders, their lines and payments change under the backup.
  const payer = (async () => {
    while (asking) {
      const started = performance.now();
      await call('POST', '/api/carts', { email: diner.email, menuID: dish._id });
      const { pickupTimes } = await call('GET', '/api/restaurant');
      const { clientSecret } = await call('POST', '/api/create-payment-intent', { pickup: pickupTimes[0] });
      const { paymentIntent } = await call('POST', '/api/payments/test/confirm', { clientSecret, card: CARD });
      await call('POST', '/api/payments', { email: diner.email, transactionId: paymentIntent.id });
      ordered++;
      await sleep(Math.max(0, 1000 - (performance.now() - started)));
    }
  })();
  let slowestMs = 0;
  let backingUp = false;
  const beforeKb: number[] = [];
  let peakKb = 0;
  let answered = 0;
  const client = (async () => {
    while (asking) {
      const started = performance.now();
      await fetch(`${site.url}/api/health`);
      slowestMs = Math.max(slowestMs, performance.now() - started);
      if (backingUp) {
        peakKb = Math.max(peakKb, site.memoryKb());
        answered++;
      } else beforeKb.push(site.memoryKb());
      await sleep(100);
    }
  })();
  try {
    const results = [];
    for (let run = 1; run <= runs; run++) {
      backingUp = false;
      beforeKb.length = 0;
      await sleep(3000);
      const orderedBefore = ordered;
      const answeredBefore = answered;
      slowestMs = 0;
      peakKb = 0;
      backingUp = true;
      const { seconds } = await measure('backup', ['--out', path.join(scratch, `served-${run}.backup`)], {
        DATA_DIR: dataDir,
      });
      const baselineMb = median(beforeKb) / 1024;
      results.push({
        seconds,
        slowestMs,
        answered: answered - answeredBefore,
        ordered: ordered - orderedBefore,
        baselineMb,
        peakMb: peakKb / 1024,
        extraMb: peakKb / 1024 - baselineMb,
      });
    }
    return results;
  } finally {
    asking = false;
    await Promise.all([client, payer]);
    await site.stop();
  }
}

/** The process a verification runs in (scratch-restore.ts), and every other of the site's. */
const VERIFICATION = /scratch-restore/;
const NOT_VERIFICATION = /^(?!.*scratch-restore)/;

/**
 * The site on this DATA_DIR takes `runs` verified backups one after the other (`POST
 * /api/backups`, as an admin): memory sampled every 100 ms, the site's (median over the 3 s
 * before each, and peak) apart from the verification's process (peak). The first run also
 * creates the scratch database the next ones reuse.
 */
async function verifiedBackups(dataDir: string, runs: number) {
  const site = await startServer('bench/bench-server.ts', { DATA_DIR: dataDir, BACKUP_EVERY: 'off', JWT_SECRET });
  const token = await signToken(owner, JWT_SECRET);
  const beforeKb: number[] = [];
  let sitePeakKb = 0;
  let verificationPeakKb = 0;
  let taking = false;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const siteKb = site.memoryKb(NOT_VERIFICATION);
      if (taking) {
        sitePeakKb = Math.max(sitePeakKb, siteKb);
        verificationPeakKb = Math.max(verificationPeakKb, site.memoryKb(VERIFICATION));
      } else beforeKb.push(siteKb);
      await sleep(100);
    }
  })();
  try {
    const results = [];
    for (let run = 1; run <= runs; run++) {
      taking = false;
      beforeKb.length = 0;
      await sleep(3000);
      sitePeakKb = 0;
      verificationPeakKb = 0;
      taking = true;
      const started = performance.now();
      const response = await fetch(`${site.url}/api/backups`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.status !== 201) throw new Error(`POST /api/backups: ${response.status} ${await response.text()}`);
      results.push({
        seconds: (performance.now() - started) / 1000,
        siteBeforeMb: median(beforeKb) / 1024,
        sitePeakMb: sitePeakKb / 1024,
        verificationPeakMb: verificationPeakKb / 1024,
      });
    }
    return results;
  } finally {
    sampling = false;
    await sampler;
    await site.stop();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const JWT_SECRET = 'bench-jwt-secret-that-is-long-enough-0000';
const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
/** The diner who pays while the site backs up, and the owner who asks for a verified backup: put in the source database, so in every archive of it. */
let diner = { id: '', email: 'diner@bench.test', role: 'user' };
let owner = { id: '', email: 'owner@bench.test', role: 'admin' };

const postgres = await startPostgresServer();
const rows: (string | number)[][] = [['step', 'seconds', 'peak MB', 'baseline MB', 'extra MB', 'within 256 MB']];
try {
  const source = await postgres.createDatabase('bench_backup_source');
  // Started once, the server migrates the database and seeds the menu.
  await (await startServer('bench/bench-server.ts', { DATABASE_URL: source })).stop();
  const seeding = new pg.Client({ connectionString: source });
  await seeding.connect();
  const addUser = async (name: string, user: typeof diner) =>
    (
      await seeding.query(`insert into users (name, email, role) values ($1, $2, $3) returning id, email, role`, [
        name,
        user.email,
        user.role,
      ])
    ).rows[0];
  diner = await addUser('Bench Diner', diner);
  owner = await addUser('Bench Owner', owner).finally(() => seeding.end());
  const steps = async (label: string) => {
    const archive = path.join(scratch, `${label}.backup`);
    const backup = await measure('backup', ['--out', archive], {
      DATABASE_URL: source,
      DATA_DIR: path.join(scratch, `${label}-source`),
    });
    const embedded = await measure('restore', [archive], { DATA_DIR: path.join(scratch, `${label}-embedded`) });
    const intoPostgres = await measure('restore', [archive], {
      DATA_DIR: path.join(scratch, `${label}-postgres`),
      DATABASE_URL: await postgres.createDatabase(`bench_backup_${label}`),
    });
    return { backup, embedded, intoPostgres, bytes: statSync(archive).size };
  };
  const baseline = await steps('empty');
  const client = new pg.Client({ connectionString: source });
  await client.connect();
  await seedPayments(client, lines).finally(() => client.end());
  const busy = await steps('busy');
  for (const key of ['backup', 'embedded', 'intoPostgres'] as const) {
    const extra = busy[key].peakMb - baseline[key].peakMb;
    const name = { backup: 'npm run backup', embedded: 'restore → embedded', intoPostgres: 'restore → PostgreSQL' }[
      key
    ];
    rows.push([
      name,
      busy[key].seconds.toFixed(1),
      busy[key].peakMb.toFixed(0),
      baseline[key].peakMb.toFixed(0),
      extra.toFixed(0),
      verdict(extra <= 256),
    ]);
  }
  const served = await backupsWhileServing(path.join(scratch, 'busy-embedded'), 3);
  console.log(`\n${lines} order lines; the archive is ${(busy.bytes / 1e6).toFixed(1)} MB (Node ${process.version})\n`);
  printTable(rows);
  console.log(
    '\nThe site on the embedded database takes a backup while a diner pays an order a second and GET /api/health is asked every 100 ms:\n',
  );
  printTable([
    ['run', 'seconds', 'orders paid', 'health checks', 'slowest ms', 'before MB', 'peak MB', 'extra MB'],
    ...served.map((serving, index) => [
      index === 0 ? '1 (site just started)' : index + 1,
      serving.seconds.toFixed(1),
      serving.ordered,
      serving.answered,
      serving.slowestMs.toFixed(0),
      serving.baselineMb.toFixed(0),
      serving.peakMb.toFixed(0),
      serving.extraMb.toFixed(0),
    ]),
  ]);
  const verifiedEmpty = await verifiedBackups(path.join(scratch, 'empty-embedded'), 2);
  const verifiedBusy = await verifiedBackups(path.join(scratch, 'busy-embedded'), 2);
  console.log(
    '\nThe site takes a verified backup (POST /api/backups: taken, then restored into a scratch database in a process of its own), twice:\n',
  );
  printTable([
    ['shop', 'run', 'seconds', 'site before MB', 'site peak MB', 'verification peak MB'],
    ...(
      [
        ['no orders', verifiedEmpty],
        [`${lines} order lines`, verifiedBusy],
      ] as const
    ).flatMap(([shop, runs]) =>
      runs.map((taken, index) => [
        shop,
        index === 0 ? '1 (creates the scratch database)' : index + 1,
        taken.seconds.toFixed(1),
        taken.siteBeforeMb.toFixed(0),
        taken.sitePeakMb.toFixed(0),
        taken.verificationPeakMb.toFixed(0),
      ]),
    ),
  ]);
  const verificationExtra =
    (verifiedBusy.at(-1)?.verificationPeakMb ?? 0) - (verifiedEmpty.at(-1)?.verificationPeakMb ?? 0);
  console.log(
    `\nVerifying the year's backup takes ${verificationExtra.toFixed(0)} MB more at its peak than the empty shop's (${verdict(verificationExtra <= 256)}: 256 MB at most).`,
  );
  const slowest = median(served.map((serving) => serving.slowestMs));
  const extra = median(served.map((serving) => serving.extraMb));
  console.log(
    `\nMedian: ${median(served.map((serving) => serving.seconds)).toFixed(1)} s, the slowest health check ${slowest.toFixed(0)} ms (${verdict(slowest <= 1000)}: 1 s at most), ${extra.toFixed(0)} MB more (${verdict(extra <= 256)}: 256 MB at most).`,
  );
} finally {
  await postgres.stop();
  rmSync(scratch, { recursive: true, force: true });
}
