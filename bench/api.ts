// npm run bench:api — requests per second and p99 latency of GET /api/menu on the real app (at
// its default log level, `info`) against a separate bare Fastify process that serves the same
// bytes from memory (bare-server.ts): 50 connections on 127.0.0.1, the app first, then the bare
// process. Budget: the app ≥ 60% of the bare process's req/s, its p99 ≤ 25 ms.
import autocannon from 'autocannon';
import { printTable, startServer, verdict } from './lib/server.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const logLevel = process.env.LOG_LEVEL ?? 'info';
const connections = 50;

async function measure(url: string) {
  await autocannon({ url, connections, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections, duration });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99 };
}

/** Refuses to compare unless both processes send the same body with the same content type. */
async function checkSameMenu(appUrl: string, bareUrl: string) {
  const [ours, bare] = await Promise.all(
    [appUrl, bareUrl].map(async (url) => {
      const response = await fetch(`${url}/api/menu`, { headers: { 'accept-encoding': 'identity' } });
      return { type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) };
    }),
  );
  if (!ours || !bare || ours.type !== bare.type || !ours.body.equals(bare.body))
    throw new Error('the bare process does not serve the same menu as the app');
}

const app = await startServer('bench/bench-server.ts', { LOG_LEVEL: logLevel });
try {
  const bare = await startServer('bench/bare-server.ts', { MENU_SOURCE_URL: `${app.url}/api/menu` }, '/api/menu');
  try {
    await checkSameMenu(app.url, bare.url);
    const menu = await measure(`${app.url}/api/menu`);
    const floor = await measure(`${bare.url}/api/menu`);
    const ratio = menu.requestsPerSecond / floor.requestsPerSecond;
    console.log(
      `\nGET /api/menu, ${connections} connections, ${duration} s each, app at LOG_LEVEL=${logLevel} (Node ${process.version})\n`,
    );
    printTable([
      ['server', 'req/s', 'p99 ms'],
      ['app (bench-server.ts)', Math.round(menu.requestsPerSecond), menu.p99],
      ['bare Fastify (bare-server.ts)', Math.round(floor.requestsPerSecond), floor.p99],
    ]);
    console.log('');
    printTable([
      ['budget', 'figure', 'verdict'],
      ['app req/s ≥ 0.60 of bare', ratio.toFixed(2), verdict(ratio >= 0.6)],
      ['app p99 ≤ 25 ms', `${menu.p99} ms`, verdict(menu.p99 <= 25)],
    ]);
  } finally {
    await bare.stop();
  }
} finally {
  await app.stop();
}
