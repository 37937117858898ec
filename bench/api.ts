// npm run bench:api — requests per second and p99 latency of GET /api/menu, GET / and GET
// /order/SALADS (server-rendered pages, from the page cache; a shop tab also reads whether diners
// can order now, for its notice) on the real app (at its default log level,
// `info`) against a separate bare Fastify process that serves the same bytes from memory
// (bare-server.ts): 50 connections on 127.0.0.1, the app first, then the bare process.
// Budgets: the app ≥ 60% of the bare process's req/s on each; p99 of /api/menu ≤ 25 ms.
import autocannon from 'autocannon';
import { ensureWebBuild } from '../scripts/web-build.ts';
import { printTable, startServer, verdict } from './lib/server.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const logLevel = process.env.LOG_LEVEL ?? 'info';
const connections = 50;
const PATHS = ['/api/menu', '/', '/order/SALADS'];

async function measure(url: string) {
  await autocannon({ url, connections, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections, duration });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99 };
}

/** Refuses to compare unless both processes send the same body with the same content type. */
async function checkSameBytes(path: string, appUrl: string, bareUrl: string) {
  const [ours, bare] = await Promise.all(
    [appUrl, bareUrl].map(async (url) => {
      const response = await fetch(`${url}${path}`, { headers: { 'accept-encoding': 'identity' } });
      return { type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) };
    }),
  );
  if (!ours || !bare || ours.type !== bare.type || !ours.body.equals(bare.body))
    throw new Error(`the bare process does not serve the same ${path} as the app`);
}

ensureWebBuild();
const app = await startServer('apps/server/src/server.ts', { LOG_LEVEL: logLevel });
try {
  const bare = await startServer('bench/bare-server.ts', { SOURCE_URL: app.url, PATHS: PATHS.join(',') }, '/api/menu');
  try {
    const rows: (string | number)[][] = [['request', 'app req/s', 'bare req/s', 'ratio', 'app p99 ms', 'bare p99 ms']];
    const budgets: (string | number)[][] = [['budget', 'figure', 'verdict']];
    for (const path of PATHS) {
      await checkSameBytes(path, app.url, bare.url);
      const ours = await measure(`${app.url}${path}`);
      const floor = await measure(`${bare.url}${path}`);
      const ratio = ours.requestsPerSecond / floor.requestsPerSecond;
      rows.push([
        `GET ${path}`,
        Math.round(ours.requestsPerSecond),
        Math.round(floor.requestsPerSecond),
        ratio.toFixed(2),
        ours.p99,
        floor.p99,
      ]);
      budgets.push([`GET ${path}: app req/s ≥ 0.60 of bare`, ratio.toFixed(2), verdict(ratio >= 0.6)]);
      if (path === '/api/menu')
        budgets.push(['GET /api/menu: app p99 ≤ 25 ms', `${ours.p99} ms`, verdict(ours.p99 <= 25)]);
    }
    console.log(
      `\n${connections} connections, ${duration} s each, app at LOG_LEVEL=${logLevel} (Node ${process.version})\n`,
    );
    printTable(rows);
    console.log('');
    printTable(budgets);
  } finally {
    await bare.stop();
  }
} finally {
  await app.stop();
}
