// npm run bench:stats — latency of the three statistics endpoints at 10k, 100k and 1M payment
// lines on a PostgreSQL server this script starts itself. Budget: each ≤ 50 ms at 1M.
import pg from 'pg';
import { startPostgresServer } from '../apps/server/test/postgres-server.ts';
import { seedPayments } from './lib/seed-payments.ts';
import { printTable, startServer, verdict } from './lib/server.ts';
import { signToken } from './lib/tokens.ts';

const sizes = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const JWT_SECRET = 'bench-jwt-secret-that-is-long-enough-0000';
const SAMPLES = 50;

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

const postgres = await startPostgresServer();
const rows: (string | number)[][] = [['payment lines', 'endpoint', 'p50 ms', 'p95 ms', 'budget at 1M']];
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
      for (const endpoint of ['/api/user-stats/diner42@bench.test', '/api/admin-stats', '/api/order-stats']) {
        const { p50, p95 } = await latency(server.url + endpoint, token);
        rows.push([lines, endpoint, p50.toFixed(1), p95.toFixed(1), lines >= 1_000_000 ? verdict(p95 <= 50) : '']);
      }
    } finally {
      await client.end();
      await server.stop();
    }
  }
} finally {
  await postgres.stop();
}
console.log(`\nStatistics endpoints on PostgreSQL, ${SAMPLES} sequential requests each (Node ${process.version})\n`);
printTable(rows);
