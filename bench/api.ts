// npm run bench:api — requests per second and p99 latency of GET /api/menu against a bare
// route of the same server, 50 connections on 127.0.0.1. Budget: menu ≥ 60% of bare, p99 ≤ 25 ms.
import autocannon from 'autocannon';
import { printTable, startServer, verdict } from './lib/server.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = 50;

async function measure(url: string) {
  await autocannon({ url, connections, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections, duration });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99 };
}

const server = await startServer('bench/bench-server.ts');
try {
  const bare = await measure(`${server.url}/bench/bare`);
  const menu = await measure(`${server.url}/api/menu`);
  const ratio = menu.requestsPerSecond / bare.requestsPerSecond;
  console.log(`\nAPI throughput, ${connections} connections, ${duration} s each (Node ${process.version})\n`);
  printTable([
    ['route', 'req/s', 'p99 ms'],
    ['GET /bench/bare', Math.round(bare.requestsPerSecond), bare.p99],
    ['GET /api/menu', Math.round(menu.requestsPerSecond), menu.p99],
  ]);
  console.log('');
  printTable([
    ['budget', 'figure', 'verdict'],
    ['menu req/s ≥ 60% of bare', `${(ratio * 100).toFixed(1)}%`, verdict(ratio >= 0.6)],
    ['menu p99 ≤ 25 ms', `${menu.p99} ms`, verdict(menu.p99 <= 25)],
  ]);
} finally {
  await server.stop();
}
