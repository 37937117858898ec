// npm run bench:backup -- [--lines N]: a busy restaurant's year (N order lines, 1,000,000 by
// default, as bench:seed makes them) on PostgreSQL, then `npm run backup` of it, and `npm run
// restore` of that archive into a new embedded database and into PostgreSQL: the time each takes
// and its peak memory beyond the same command's on a shop with no orders (the budget: 256 MB).
// Then the site on that embedded database takes a backup while a client asks /api/health (a
// database round trip) every 20 ms: the slowest answer says how long requests waited for it.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { startPostgresServer } from '../apps/server/test/postgres-server.ts';
import { seedPayments } from './lib/seed-payments.ts';
import { printTable, repoRoot, startServer, verdict } from './lib/server.ts';

const flag = process.argv.indexOf('--lines');
const lines = flag === -1 ? 1_000_000 : Number(process.argv[flag + 1]);
const run = promisify(execFile);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'bistro-bench-backup-'));

/** Runs one of the commands under GNU time: its seconds and peak resident memory in MB. */
async function measure(command: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const started = performance.now();
  const { stderr } = await run(
    '/usr/bin/time',
    ['-f', 'peak-kb %M', process.execPath, '--import', 'tsx', `apps/server/src/cli/${command}.ts`, ...args],
    { cwd: repoRoot, env: { ...process.env, LOG_LEVEL: 'warn', BACKUP_EVERY: 'off', ...env }, maxBuffer: 1 << 24 },
  );
  const peakKb = Number(/peak-kb (\d+)/.exec(stderr)?.[1]);
  return { seconds: (performance.now() - started) / 1000, peakMb: peakKb / 1024 };
}

/** The site on this DATA_DIR takes a backup (asked by `npm run backup`) while a client keeps asking it. */
async function backupWhileServing(dataDir: string) {
  const site = await startServer('bench/bench-server.ts', { DATA_DIR: dataDir, BACKUP_EVERY: 'off' });
  let asking = true;
  let slowestMs = 0;
  let answered = 0;
  const client = (async () => {
    while (asking) {
      const started = performance.now();
      await fetch(`${site.url}/api/health`);
      slowestMs = Math.max(slowestMs, performance.now() - started);
      answered++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    const { seconds } = await measure('backup', ['--out', path.join(scratch, 'served.backup')], { DATA_DIR: dataDir });
    return { seconds, slowestMs, answered };
  } finally {
    asking = false;
    await client;
    await site.stop();
  }
}

const postgres = await startPostgresServer();
const rows: (string | number)[][] = [['step', 'seconds', 'peak MB', 'baseline MB', 'extra MB', 'within 256 MB']];
try {
  const source = await postgres.createDatabase('bench_backup_source');
  // Started once, the server migrates the database and seeds the menu.
  await (await startServer('bench/bench-server.ts', { DATABASE_URL: source })).stop();
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
  const serving = await backupWhileServing(path.join(scratch, 'busy-embedded'));
  console.log(`\n${lines} order lines; the archive is ${(busy.bytes / 1e6).toFixed(1)} MB (Node ${process.version})\n`);
  printTable(rows);
  console.log(
    `\nThe site on the embedded database took a backup in ${serving.seconds.toFixed(1)} s; meanwhile ${serving.answered} health checks, the slowest ${serving.slowestMs.toFixed(0)} ms (${verdict(serving.slowestMs <= 1000)}: 1 s at most).`,
  );
} finally {
  await postgres.stop();
  rmSync(scratch, { recursive: true, force: true });
}
