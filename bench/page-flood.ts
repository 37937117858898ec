// npm run bench:page-flood — what a flood of made-up page addresses does to everyone else: 20
// connections ask for distinct spellings of the public pages (`/menu/`, `/MENU`, `/order/<any>`,
// `/menu?<any>`) and unknown pages for 10 s (`BENCH_DURATION`) while GET /api/health is timed
// once every 50 ms; the same health requests are timed first with nothing else running (after a
// warm-up: each public page asked for 20 times).
// Budget: /api/health p99 ≤ 50 ms during the flood.
import type { MenuSection } from '@bistro/contract/shop';
import autocannon from 'autocannon';
import { publicPages } from '../apps/server/src/features/seo/page-head.ts';
import { ensureWebBuild } from '../scripts/web-build.ts';
import { printTable, startServer, verdict } from './lib/server.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = 20;

const spellings = ['/menu/', '/MENU', '/Login/', '/SIGNUP', '/order/pizza', '/order/Soups/'];
let sent = 0;
/** A different address on every request. */
function nextAddress(): string {
  sent += 1;
  switch (sent % 4) {
    case 0:
      return `/order/tab-${sent}`;
    case 1:
      return `/menu?visit=${sent}`;
    case 2:
      return `/no-such-page-${sent}`;
    default:
      return `${spellings[sent % spellings.length]}?visit=${sent}`;
  }
}

/** Times GET /api/health every 50 ms until `until` resolves; milliseconds, sorted. */
async function timeHealth(url: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.then(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${url}/api/health`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times.sort((a, b) => a - b);
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;

ensureWebBuild();
const app = await startServer('apps/server/src/server.ts');
try {
  // Warmed up first (each public page rendered, the code compiled), as a running site is.
  const sections: MenuSection[] = await (await fetch(`${app.url}/api/menu/sections`)).json();
  for (let round = 0; round < 20; round++) {
    for (const page of [...publicPages(sections, ['en']), '/api/health'])
      await (await fetch(`${app.url}${page}`)).arrayBuffer();
  }
  const quiet = await timeHealth(app.url, new Promise((resolve) => setTimeout(resolve, duration * 1000)));
  const flood = autocannon({
    url: app.url,
    connections,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, path: nextAddress() }) }],
  });
  const flooded = await timeHealth(app.url, flood);
  const result = await flood;

  console.log(`\n${connections} connections of made-up page addresses for ${duration} s (Node ${process.version})\n`);
  printTable([
    ['/api/health', 'requests', 'median ms', 'p99 ms', 'max ms'],
    ...[
      ['alone', quiet],
      ['during the flood', flooded],
    ].map(([label, times]) => {
      const sorted = times as number[];
      return [
        label as string,
        sorted.length,
        percentile(sorted, 0.5).toFixed(1),
        percentile(sorted, 0.99).toFixed(1),
        (sorted.at(-1) ?? Number.NaN).toFixed(1),
      ];
    }),
  ]);
  console.log(
    `\nflood: ${Math.round(result.requests.average)} req/s, ${result.requests.total} requests, ${result.errors} errors\n`,
  );
  const p99 = percentile(flooded, 0.99);
  printTable([
    ['budget', 'figure', 'verdict'],
    ['/api/health p99 during the flood ≤ 50 ms', `${p99.toFixed(1)} ms`, verdict(p99 <= 50)],
  ]);
} finally {
  await app.stop();
}
