// npm run bench:web — what the first load of each public page costs a browser: JS and CSS (raw and
// gzipped), images, fonts and the total transferred. "To hydrate" is the JavaScript loaded
// before React takes over the server's HTML (the entry, what it imports, the page's module);
// the rest (the sliders, the sign-in client, the dialogs) comes after, while the page is usable.
// Budgets for / (every other page's figures are printed beside it): JS to hydrate ≤ 110 kB gzipped,
// all JS until the network is idle ≤ 140 kB, everything ≤ 1.5 MB. A budget missed is named, and
// the bench exits with 1.
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Request } from 'playwright-core';
import { ensureWebBuild } from '../scripts/web-build.ts';
import { benchRestaurant } from './lib/bench-restaurant.ts';
import { chromiumPath, quietChromiumFlags } from './lib/chromium.ts';
import { printTable, startServer, verdict } from './lib/server.ts';

const viewports = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 412, height: 915 },
};

type Kind = 'js' | 'css' | 'image' | 'font' | 'other';
interface Loaded {
  url: string;
  kind: Kind;
  raw: number;
  gzipped: number;
  transferred: number;
  /** Loaded before React took over the page. */
  beforeHydration: boolean;
}

function kindOf(request: Request): Kind {
  const type = request.resourceType();
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  if (type === 'image') return 'image';
  if (type === 'font') return 'font';
  return 'other';
}

async function firstLoad(baseUrl: string, path: string, viewport: { width: number; height: number }) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: quietChromiumFlags,
  });
  try {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const pending: Promise<Loaded>[] = [];
    // React takes a page over by listening for events on its container (hydrateRoot and
    // createRoot alike): at that moment, the scripts the browser has loaded are what hydration took.
    await page.addInitScript(() => {
      const listen = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof listen>) {
        const state = window as unknown as { scriptsToHydrate?: string[] };
        if (!state.scriptsToHydrate && this instanceof Element && this.id === 'root') {
          state.scriptsToHydrate = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((url) => new URL(url).pathname.endsWith('.js'));
        }
        listen.apply(this, args);
      };
    });
    // "Until idle" is until no request has been in flight for half a second, the page's live
    // stream aside (a table's page keeps one open: Playwright's networkidle would never come).
    const inFlight = new Set<Request>();
    const live = (request: Request) => new URL(request.url()).pathname.endsWith('/events');
    page.on('request', (request) => {
      if (!live(request)) inFlight.add(request);
    });
    page.on('requestfailed', (request) => inFlight.delete(request));
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          const body = (await response?.body().catch(() => Buffer.alloc(0))) ?? Buffer.alloc(0);
          return {
            url: request.url().replace(baseUrl, ''),
            kind: kindOf(request),
            raw: body.length,
            gzipped: gzipSync(body, { level: 9 }).length,
            transferred: sizes.responseBodySize + sizes.responseHeadersSize,
            beforeHydration: false,
          };
        })(),
      );
    });
    await page.goto(baseUrl + path, { waitUntil: 'commit' });
    const scripts = await page.waitForFunction(
      () => (window as unknown as { scriptsToHydrate?: string[] }).scriptsToHydrate,
    );
    const scriptsToHydrate = new Set(await scripts.jsonValue());
    await page.waitForLoadState('load');
    for (let quietSince = Date.now(); Date.now() - quietSince < 500; ) {
      if (inFlight.size > 0) quietSince = Date.now();
      await page.waitForTimeout(50);
    }
    const loaded = await Promise.all(pending);
    return loaded.map((item) => ({ ...item, beforeHydration: scriptsToHydrate.has(baseUrl + item.url) }));
  } finally {
    await browser.close();
  }
}

/** The pages anyone opens without an account (the server renders `/`, `/menu`, the shop, Log In and Sign Up), and a table's menu (the server renders it too). */
const publicPages = ['/', '/menu', '/order/SALADS', '/reservation', '/checkout', '/login', '/signup', '/t/<code>'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const sum = (items: Loaded[], pick: (item: Loaded) => number) => items.reduce((total, item) => total + pick(item), 0);

ensureWebBuild();
const restaurant = await benchRestaurant();
const server = await startServer('apps/server/src/server.ts', { DATA_DIR: restaurant.dataDir });
const pathOf = (page: string) => page.replace('<code>', restaurant.code);
const missed: string[] = [];
try {
  const rows: (string | number)[][] = [
    [
      'page',
      'viewport',
      'JS gz to hydrate',
      'JS raw',
      'JS gz until idle',
      'CSS raw',
      'CSS gz',
      'images',
      'fonts',
      'total transferred',
      'requests',
    ],
  ];
  const budgets: (string | number)[][] = [['budget', 'figure', 'verdict']];
  const budget = (name: string, figure: number, limit: number, shown: (value: number) => string) => {
    budgets.push([name, shown(figure), verdict(figure <= limit)]);
    if (figure > limit) missed.push(`${name}: ${shown(figure)}`);
  };
  const largest: Loaded[] = [];
  for (const path of publicPages) {
    for (const [name, viewport] of Object.entries(viewports)) {
      const loaded = await firstLoad(server.url, pathOf(path), viewport);
      const js = loaded.filter((item) => item.kind === 'js');
      const toHydrate = sum(
        js.filter((item) => item.beforeHydration),
        (item) => item.gzipped,
      );
      const css = loaded.filter((item) => item.kind === 'css');
      const total = sum(loaded, (item) => item.transferred);
      rows.push([
        path,
        name,
        kb(toHydrate),
        kb(sum(js, (item) => item.raw)),
        kb(sum(js, (item) => item.gzipped)),
        kb(sum(css, (item) => item.raw)),
        kb(sum(css, (item) => item.gzipped)),
        kb(
          sum(
            loaded.filter((item) => item.kind === 'image'),
            (item) => item.transferred,
          ),
        ),
        kb(
          sum(
            loaded.filter((item) => item.kind === 'font'),
            (item) => item.transferred,
          ),
        ),
        kb(total),
        loaded.length,
      ]);
      const allJs = sum(js, (item) => item.gzipped);
      if (path === '/') {
        budget(`/ (${name}) JS to hydrate ≤ 110 kB gzipped`, toHydrate, 110 * 1024, kb);
        budget(`/ (${name}) all JS until idle ≤ 140 kB gzipped`, allJs, 140 * 1024, kb);
        budget(`/ (${name}) first load ≤ 1.5 MB in all`, total, 1.5 * 1024 * 1024, kb);
        if (name === 'desktop') largest.push(...loaded);
      }
    }
  }
  console.log(`\nFirst load, fresh browser, no cache (Node ${process.version})\n`);
  printTable(rows);
  console.log('');
  printTable(budgets);
  console.log('\nLargest files on the first load of / (desktop):\n');
  printTable([
    ['file', 'kind', 'transferred'],
    ...largest
      .sort((a, b) => b.transferred - a.transferred)
      .slice(0, 8)
      .map((item) => [item.url, item.kind, kb(item.transferred)]),
  ]);
  if (missed.length > 0) {
    console.log(
      `\nMissed ${missed.length} budget${missed.length === 1 ? '' : 's'}:\n${missed.map((line) => `  ${line}`).join('\n')}`,
    );
  }
} finally {
  await server.stop();
  rmSync(restaurant.dataDir, { recursive: true, force: true });
}
// Not process.exitCode: it was lost on the way out (an exit handler of the browser's or the server's).
if (missed.length > 0) process.exit(1);
