// npm run bench:lighthouse — Lighthouse (mobile: simulated slow 4G, 4× CPU) on /, /menu,
// /order/SALADS, /fr/menu (the site offered in English and French), a table's menu (/t/<code>,
// what a diner's phone opens from the card on the table) and a guest's checkout with two dishes in
// the cart and delivery on offer (/checkout) with the system Chromium,
// fully offline, BENCH_RUNS rounds (3), each page's medians judged. Budgets (issue 50) on each page:
// performance 100, LCP ≤ 1.0 s, TBT ≤ the bare stack's + 30 ms, CLS ≤ 0.01; SEO, accessibility
// and best practices 100. The bare stack (bare-stack/): the menu server-rendered and hydrated by
// React, React Router and TanStack Query alone, the floor the app's scripts stand on, audited at
// the start of each round, beside the pages.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { ensureWebBuild } from '../scripts/web-build.ts';
import { benchRestaurant, type KeptCartLine } from './lib/bench-restaurant.ts';
import { chromiumPath, quietChromiumFlags } from './lib/chromium.ts';
import { printTable, startServer, verdict } from './lib/server.ts';

// LIGHTHOUSE_REPORTS=<dir> keeps each page's full report (JSON) there, for its diagnostics.
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
if (reportsDir) mkdirSync(reportsDir, { recursive: true });

ensureWebBuild();
const bareStackDist = mkdtempSync(path.join(os.tmpdir(), 'bistro-bare-stack-'));
await build({
  configFile: path.join(import.meta.dirname, 'bare-stack/vite.config.ts'),
  build: { outDir: bareStackDist, emptyOutDir: true },
});

const restaurant = await benchRestaurant();
const server = await startServer('apps/server/src/server.ts', {
  RESTAURANT_LANGUAGES: 'en,fr',
  DATA_DIR: restaurant.dataDir,
});
/** Each page by its name in the figures, its path, and the cart a guest's browser keeps for it, if any. */
const PAGES: { name: string; path: string; keptCart?: KeptCartLine[] }[] = [
  ...['/', '/menu', '/order/SALADS', '/fr/menu'].map((page) => ({ name: page, path: page })),
  { name: '/t/<code>', path: `/t/${restaurant.code}` },
  // A guest's checkout with a dish in the cart their browser keeps, delivery on offer.
  { name: '/checkout', path: '/checkout', keptCart: restaurant.cart },
];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TBT_ABOVE_FLOOR_MS = 30;
const bareStack = await startServer(
  'bench/bare-stack/server.tsx',
  // tsx reads the tsconfig of the directory it runs in (the repository's, without JSX) unless told.
  {
    SOURCE_URL: server.url,
    BARE_STACK_DIST: bareStackDist,
    TSX_TSCONFIG_PATH: path.join(import.meta.dirname, 'tsconfig.json'),
  },
  '/',
);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...quietChromiumFlags],
});

/**
 * Puts a guest's cart in the browser's storage for the site, as an earlier visit would have left
 * it, with the browser's cache emptied (Lighthouse, told to keep the storage, keeps the cache too).
 */
async function keepCart(siteUrl: string, cart: KeptCartLine[]) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const [context] = browser.contexts();
  if (!context) throw new Error('the browser Lighthouse drives has no context');
  const page = await context.newPage();
  try {
    await page.goto(`${siteUrl}/api/health`);
    await page.evaluate((lines) => localStorage.setItem('bistro-cart', lines), JSON.stringify(cart));
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  } finally {
    await page.close();
    // Disconnects; the browser, launched by chrome-launcher, stays for Lighthouse.
    await browser.close();
  }
}

/** One Lighthouse run, its report kept under LIGHTHOUSE_REPORTS; `keptCart`: with that cart in the browser's storage. */
async function audit(name: string, url: string, keptCart?: KeptCartLine[]) {
  if (keptCart) await keepCart(new URL(url).origin, keptCart);
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo', 'accessibility', 'best-practices'],
    disableStorageReset: keptCart !== undefined,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${name}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.message}`);
  if (reportsDir) {
    const file = path.join(reportsDir, `${name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`);
    writeFileSync(file, JSON.stringify(lhr, null, 1));
  }
  const item = (id: string) => lhr.audits[id];
  const category = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    lhr,
    category,
    lcp: item('largest-contentful-paint')?.numericValue ?? Number.NaN,
    tbt: item('total-blocking-time')?.numericValue ?? Number.NaN,
    cls: item('cumulative-layout-shift')?.numericValue ?? Number.NaN,
    row: [
      name,
      category('performance'),
      item('largest-contentful-paint')?.displayValue ?? '',
      item('first-contentful-paint')?.displayValue ?? '',
      item('total-blocking-time')?.displayValue ?? '',
      item('cumulative-layout-shift')?.displayValue ?? '',
      item('speed-index')?.displayValue ?? '',
      category('seo'),
      category('accessibility'),
      category('best-practices'),
    ],
  };
}

/** The middle value (of an odd count; the lower middle of an even one). */
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;

let failed = false;
try {
  const rows: (string | number)[][] = [
    [
      'round',
      'page',
      'performance',
      'LCP',
      'FCP',
      'TBT',
      'CLS',
      'Speed Index',
      'SEO',
      'accessibility',
      'best practices',
    ],
  ];
  const runs = new Map<string, Awaited<ReturnType<typeof audit>>[]>();
  const keep = (name: string, run: Awaited<ReturnType<typeof audit>>, round: number) => {
    runs.set(name, [...(runs.get(name) ?? []), run]);
    rows.push([round, ...run.row]);
  };
  for (let round = 1; round <= RUNS; round++) {
    keep('bare stack', await audit('bare stack', `${bareStack.url}/`), round);
    for (const page of PAGES) keep(page.name, await audit(page.name, server.url + page.path, page.keptCart), round);
  }
  const floorTbt = median((runs.get('bare stack') ?? []).map((run) => run.tbt));
  const budgets: (string | number)[][] = [[`budget (median of ${RUNS})`, 'figure', 'verdict']];
  const medians: (string | number)[][] = [['page', 'performance', 'LCP', 'TBT', 'bare stack TBT', 'above it', 'CLS']];
  const advice = new Set<string>();
  for (const { name: page } of PAGES) {
    const its = runs.get(page) ?? [];
    const score = median(its.map((run) => run.category('performance')));
    const lcp = median(its.map((run) => run.lcp));
    const tbt = median(its.map((run) => run.tbt));
    const cls = median(its.map((run) => run.cls));
    medians.push([
      page,
      score,
      `${(lcp / 1000).toFixed(2)} s`,
      `${Math.round(tbt)} ms`,
      `${Math.round(floorTbt)} ms`,
      `${Math.round(tbt - floorTbt)} ms`,
      cls.toFixed(3),
    ]);
    budgets.push([`${page} performance = 100`, score, verdict(score === 100)]);
    budgets.push([`${page} LCP ≤ 1.0 s`, `${(lcp / 1000).toFixed(2)} s`, verdict(lcp <= 1000)]);
    budgets.push([
      `${page} TBT ≤ the bare stack's + ${TBT_ABOVE_FLOOR_MS} ms`,
      `${Math.round(tbt)} ms (floor ${Math.round(floorTbt)} ms)`,
      verdict(tbt <= floorTbt + TBT_ABOVE_FLOOR_MS),
    ]);
    budgets.push([`${page} CLS ≤ 0.01`, cls.toFixed(3), verdict(cls <= 0.01)]);
    for (const id of ['seo', 'accessibility', 'best-practices']) {
      const category = median(its.map((run) => run.category(id)));
      budgets.push([`${page} ${id} = 100`, category, verdict(category === 100)]);
    }
    // What holds a page back: opportunities, and every failed audit of the other categories.
    for (const { lhr } of its) {
      for (const item of Object.values(lhr.audits)) {
        if (item.score === null || item.score >= 0.9) continue;
        if (item.details?.type === 'opportunity' || item.scoreDisplayMode === 'binary') {
          advice.add(`${page}: ${item.title}`);
        }
      }
    }
  }
  console.log(`\nLighthouse 12 mobile, simulated throttling (Node ${process.version}), ${RUNS} rounds\n`);
  printTable(rows);
  console.log(
    '\nMedians, total blocking time against the bare stack (React, React Router and TanStack Query hydrating the menu):\n',
  );
  printTable(medians);
  console.log('');
  printTable(budgets);
  if (advice.size > 0) console.log(`\nOpportunities:\n${[...advice].map((line) => `- ${line}`).join('\n')}`);
  failed = budgets.some((row) => row[2] === 'FAIL');
} finally {
  await chrome.kill();
  await Promise.all([server.stop(), bareStack.stop()]);
  rmSync(bareStackDist, { recursive: true, force: true });
  rmSync(restaurant.dataDir, { recursive: true, force: true });
}
// Not process.exitCode: it is lost on the way out (an exit handler of Chrome's launcher or the servers').
if (failed) process.exit(1);
