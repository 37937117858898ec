// npm run bench:lighthouse — Lighthouse (mobile: simulated slow 4G, 4× CPU) on /, /menu and
// /order/SALADS with the system Chromium, fully offline. Budgets on each page: performance ≥ 98,
// LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.01; SEO, accessibility and best practices 100.
// Beside them, in the same run, the bare stack (bare-stack/): the menu server-rendered and
// hydrated by React, React Router and TanStack Query alone, the floor the app's scripts stand on.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { ensureWebBuild } from '../scripts/web-build.ts';
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
const server = await startServer('apps/server/src/server.ts');
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

/** One Lighthouse run, its report kept under LIGHTHOUSE_REPORTS. */
async function audit(name: string, url: string) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo', 'accessibility', 'best-practices'],
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

try {
  const rows: (string | number)[][] = [
    ['page', 'performance', 'LCP', 'FCP', 'TBT', 'CLS', 'Speed Index', 'SEO', 'accessibility', 'best practices'],
  ];
  const budgets: (string | number)[][] = [['budget', 'figure', 'verdict']];
  const advice: string[] = [];
  const floor = await audit('bare stack', `${bareStack.url}/`);
  rows.push(floor.row);
  const tbtAgainstBareStack: (string | number)[][] = [['page', 'TBT', 'bare stack TBT', 'above it']];
  for (const page of ['/', '/menu', '/order/SALADS']) {
    const { lhr, category, lcp, tbt, cls, row } = await audit(page, server.url + page);
    rows.push(row);
    tbtAgainstBareStack.push([
      page,
      `${Math.round(tbt)} ms`,
      `${Math.round(floor.tbt)} ms`,
      `${Math.round(tbt - floor.tbt)} ms`,
    ]);
    const score = category('performance');
    budgets.push([`${page} performance ≥ 98`, score, verdict(score >= 98)]);
    budgets.push([`${page} LCP ≤ 1.5 s`, `${(lcp / 1000).toFixed(2)} s`, verdict(lcp <= 1500)]);
    budgets.push([`${page} TBT ≤ 50 ms`, `${Math.round(tbt)} ms`, verdict(tbt <= 50)]);
    budgets.push([`${page} CLS ≤ 0.01`, cls.toFixed(3), verdict(cls <= 0.01)]);
    for (const id of ['seo', 'accessibility', 'best-practices']) {
      budgets.push([`${page} ${id} = 100`, category(id), verdict(category(id) === 100)]);
    }
    // What holds a page back: opportunities, and every failed audit of the other categories.
    for (const item of Object.values(lhr.audits)) {
      if (item.score === null || item.score >= 0.9) continue;
      if (item.details?.type === 'opportunity' || item.scoreDisplayMode === 'binary') {
        advice.push(`${page}: ${item.title} ${item.displayValue ?? ''}`);
      }
    }
  }
  console.log(`\nLighthouse ${'12'} mobile, simulated throttling (Node ${process.version})\n`);
  printTable(rows);
  console.log('');
  printTable(budgets);
  console.log(
    '\nTotal blocking time against the bare stack (React, React Router and TanStack Query hydrating the menu):\n',
  );
  printTable(tbtAgainstBareStack);
  if (advice.length > 0) console.log(`\nOpportunities:\n${advice.map((line) => `- ${line}`).join('\n')}`);
} finally {
  await chrome.kill();
  await Promise.all([server.stop(), bareStack.stop()]);
  rmSync(bareStackDist, { recursive: true, force: true });
}
