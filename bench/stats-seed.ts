// npm run bench:seed -- --payments N — adds about N payment lines (N/4 payments) to the database
// at DATABASE_URL, for trying the dashboards on a busy restaurant. Migrate and seed it first
// (start the server once on it).
import pg from 'pg';
import { seedPayments } from './lib/seed-payments.ts';

const flag = process.argv.indexOf('--payments');
const lines = Number(flag === -1 ? Number.NaN : process.argv[flag + 1]);
const url = process.env.DATABASE_URL;
if (!url || !Number.isInteger(lines) || lines < 4) {
  console.error('Usage: DATABASE_URL=postgres://… npm run bench:seed -- --payments <number of payment lines>');
  process.exit(2);
}
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  const started = performance.now();
  await seedPayments(client, lines);
  console.log(`Seeded ${lines} payment lines in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await client.end();
}
