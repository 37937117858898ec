// npm run bench:stats — latency of the statistics requests (a diner's, Admin Home's counters and
// sales per dish, the year's sales report) at 10k, 100k and 1M order lines on a PostgreSQL server
// this script starts itself (budget: p95 ≤ 10 ms for each at every size; a miss is named and the
// script fails), and the year's orders CSV downloaded at each size: its time, and the server's peak
// memory while it is streamed beyond what it held just before (flat: about the same at 1M lines as
// at 10k).
import pg from 'pg';
import { startPostgresServer } from '../apps/server/test/postgres-server.ts';
import { seedPayments } from './lib/seed-payments.ts';
import { printTable, type RunningServer, startServer, verdict } from './lib/server.ts';
import { signToken } from './lib/tokens.ts';

const sizes = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const JWT_SECRET = 'bench-jwt-secret-that-is-long-enough-0000';
const SAMPLES = 50;
const BUDGET_MS = 10;

async function latency(url: string, token: string) {
  const call = () =>
    fetch(url, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.arrayBuffer());
  for (let i = 0; i < 5; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95) };
}

/**
 * Downloads the year's orders CSV (the last 366 restaurant days, as the seed spreads its orders)
 * while sampling the server's memory every 20 ms: seconds, size, and the peak beyond the memory
 * just before.
 */
async function yearCsv(server: RunningServer, token: string) {
  const before = server.memoryKb();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, server.memoryKb());
  }, 20);
  const started = performance.now();
  let bytes = 0;
  try {
    const response = await fetch(`${server.url}/api/reports/orders.csv?from=${day(-365)}&to=${day(0)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok || !response.body) throw new Error(`orders.csv answered ${response.status}`);
    for await (const chunk of response.body) bytes += chunk.byteLength;
  } finally {
    clearInterval(sampler);
  }
  return { seconds: (performance.now() - started) / 1000, mb: bytes / 1e6, peakMb: (peak - before) / 1024 };
}

const postgres = await startPostgresServer();
const csvRows: (string | number)[][] = [
  ['payment lines', 'orders.csv MB', 'seconds', 'server memory beyond before, MB'],
];
const rows: (string | number)[][] = [['order lines', 'request', 'p50 ms', 'p95 ms', `p95 ≤ ${BUDGET_MS} ms`]];
const missed: string[] = [];
/** The last 366 restaurant days (as the seed spreads its orders), as the report's range. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const statisticsRequests = [
  '/api/user-stats/diner42@bench.test',
  '/api/admin-stats',
  '/api/order-stats',
  `/api/reports/sales?from=${day(-365)}&to=${day(0)}`,
];
try {
  for (const lines of sizes) {
    const url = await postgres.createDatabase(`bench_${lines}`);
    const server = await startServer('bench/bench-server.ts', { DATABASE_URL: url, JWT_SECRET });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await seedPayments(client, lines);
      const { rows: admins } = await client.query(
        "insert into users (name, email, role) values ('Bench Admin', 'admin@bench.test', 'admin') returning id",
      );
      const token = await signToken({ id: admins[0].id, email: 'admin@bench.test', role: 'admin' }, JWT_SECRET);
      for (const request of statisticsRequests) {
        const { p50, p95 } = await latency(server.url + request, token);
        rows.push([lines, request, p50.toFixed(1), p95.toFixed(1), verdict(p95 <= BUDGET_MS)]);
        if (p95 > BUDGET_MS) missed.push(`${request} at ${lines} lines: p95 ${p95.toFixed(1)} ms > ${BUDGET_MS} ms`);
      }
      const csv = await yearCsv(server, token);
      csvRows.push([lines, csv.mb.toFixed(1), csv.seconds.toFixed(1), csv.peakMb.toFixed(1)]);
    } finally {
      await client.end();
      await server.stop();
    }
  }
} finally {
  await postgres.stop();
}
console.log(`\nStatistics requests on PostgreSQL, ${SAMPLES} sequential requests each (Node ${process.version})\n`);
printTable(rows);
console.log("\nThe year's orders CSV, streamed\n");
printTable(csvRows);
if (missed.length > 0) {
  console.log(
    `\nMissed ${missed.length} budget${missed.length === 1 ? '' : 's'}:\n${missed.map((line) => `  ${line}`).join('\n')}`,
  );
  process.exit(1);
}
