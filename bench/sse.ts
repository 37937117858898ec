// npm run bench:sse — 10,000 open live streams (GET /api/events; BENCH_STREAMS) across two app
// processes on one PostgreSQL (BENCH_PROCESSES), then one status change made through the first:
// the time until every stream has it (p50, p99, max; on the process that made it and on the
// others, which hear of it through PostgreSQL's notices) and the servers' memory per open stream.
// Budget: p99 ≤ 1 s. The streams are held by this process, on the same cores as the servers, so
// their parsing counts in the figures.
import http from 'node:http';
import pg from 'pg';
import { startPostgresServer } from '../apps/server/test/postgres-server.ts';
import { printTable, startServer, verdict } from './lib/server.ts';
import { signToken } from './lib/tokens.ts';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 10_000);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);
const JWT_SECRET = 'bench-jwt-secret-that-is-long-enough-0000';

interface Stream {
  /** Resolves when a frame containing `text` arrives; its arrival time in ms (performance.now()). */
  until(text: string): Promise<number>;
  close(): void;
}

/** Opens one stream and watches its frames (raw HTTP keeps 1,000 of them cheap). */
function openStream(base: URL, token: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const waiting: { text: string; done: (at: number) => void }[] = [];
    const request = http.get(
      {
        host: base.hostname,
        port: base.port,
        path: '/api/events',
        headers: { authorization: `Bearer ${token}` },
        agent: false,
      },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const at = performance.now();
          for (const wait of [...waiting]) {
            if (chunk.includes(wait.text)) {
              waiting.splice(waiting.indexOf(wait), 1);
              wait.done(at);
            }
          }
        });
        resolve({
          until: (text) => new Promise((done) => waiting.push({ text, done })),
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

const postgres = await startPostgresServer();
const url = await postgres.createDatabase('bench_sse');
// One cook's token from one address holds every stream: the per-account and per-address limits are lifted.
const limits = String(STREAMS);
const serverEnv = {
  DATABASE_URL: url,
  JWT_SECRET,
  WEB_DIST_DIR: '',
  LIVE_STREAMS_PER_ACCOUNT: limits,
  LIVE_STREAMS_PER_ADDRESS: limits,
  LIVE_STREAMS_MAX: limits,
};
// One after the other: the first migrates the database, the others find it migrated.
const servers = [await startServer('apps/server/src/server.ts', serverEnv)];
while (servers.length < PROCESSES) servers.push(await startServer('apps/server/src/server.ts', serverEnv));
const [server] = servers as [(typeof servers)[number]];
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  const { rows } = await client.query(
    `insert into users (name, email, role) values ('Bench Cook', 'cook@bench.test', 'staff'), ('Bench Diner', 'diner@bench.test', 'user')
     returning id, email, role`,
  );
  const cook = await signToken(rows[0], JWT_SECRET);
  const diner = await signToken(rows[1], JWT_SECRET);
  const call = async (method: string, path: string, token: string, body?: object) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };

  // A paid order to move.
  const [dish] = await call('GET', '/api/menu', diner);
  await call('POST', '/api/carts', diner, { email: 'diner@bench.test', menuID: dish._id });
  // The first pickup time on offer: the seeded hours may be closed at this hour.
  const { pickupTimes } = await call('GET', '/api/restaurant', diner);
  const pickup = pickupTimes[0];
  const { clientSecret, orderId } = await call('POST', '/api/create-payment-intent', diner, { pickup });
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
  const { paymentIntent } = await call('POST', '/api/payments/test/confirm', diner, { clientSecret, card });
  await call('POST', '/api/payments', diner, { email: 'diner@bench.test', transactionId: paymentIntent.id });

  const bases = servers.map((each) => new URL(each.url));
  const memory = () => servers.reduce((total, each) => total + each.memoryKb(), 0);
  const memoryBefore = memory();
  const opened = performance.now();
  /** Each stream, and which process holds it (its index in `servers`). */
  const streams: { stream: Stream; process: number }[] = [];
  for (let i = 0; i < STREAMS; i += 100) {
    const batch = Array.from({ length: Math.min(100, STREAMS - i) }, (_, j) => (i + j) % servers.length);
    streams.push(
      ...(await Promise.all(
        batch.map(async (process) => ({ stream: await openStream(bases[process] as URL, cook), process })),
      )),
    );
  }
  const openSeconds = (performance.now() - opened) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const memoryAfter = memory();

  const arrivals = streams.map(async ({ stream, process }) => ({
    at: await stream.until('"status":"preparing"'),
    process,
  }));
  const changed = performance.now();
  await call('PATCH', `/api/orders/${orderId}`, cook, { status: 'preparing' });
  const arrived = await Promise.all(arrivals);
  for (const { stream } of streams) stream.close();
  const latenciesOf = (which: (process: number) => boolean) =>
    arrived
      .filter(({ process }) => which(process))
      .map(({ at }) => at - changed)
      .sort((a, b) => a - b);
  const latencies = latenciesOf(() => true);
  const p50 = quantile(latencies, 0.5);
  const p99 = quantile(latencies, 0.99);
  const perStreamKb = (memoryAfter - memoryBefore) / STREAMS;
  const where = (sorted: number[]) =>
    `${quantile(sorted, 0.5).toFixed(0)} / ${quantile(sorted, 0.99).toFixed(0)} / ${(sorted.at(-1) ?? 0).toFixed(0)} ms`;
  console.log(
    `\nOne status change to ${STREAMS} open streams on ${servers.length} process${servers.length === 1 ? '' : 'es'} (Node ${process.version})\n`,
  );
  printTable([
    ['figure', 'value'],
    ['streams opened in', `${openSeconds.toFixed(1)} s`],
    ['time to every stream: p50', `${p50.toFixed(0)} ms`],
    ['time to every stream: p99', `${p99.toFixed(0)} ms`],
    ['time to every stream: max', `${(latencies.at(-1) ?? 0).toFixed(0)} ms`],
    ['on the process that made the change: p50 / p99 / max', where(latenciesOf((process) => process === 0))],
    ...(servers.length > 1
      ? [['on the others (PostgreSQL notices): p50 / p99 / max', where(latenciesOf((process) => process !== 0))]]
      : []),
    ['servers’ memory before / after', `${(memoryBefore / 1024).toFixed(0)} / ${(memoryAfter / 1024).toFixed(0)} MB`],
    ['memory per open stream', `${perStreamKb.toFixed(1)} kB`],
  ]);
  console.log('');
  printTable([
    ['budget', 'figure', 'verdict'],
    ['p99 ≤ 1 s', `${p99.toFixed(0)} ms`, verdict(p99 <= 1000)],
  ]);
} finally {
  await client.end();
  for (const each of servers) await each.stop();
  await postgres.stop();
}
