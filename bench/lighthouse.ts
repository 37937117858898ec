// npm run bench:lighthouse — Lighthouse (mobile: simulated slow 4G, 4× CPU) on /, /menu and
// /order/SALADS with the system Chromium, fully offline. Budgets on each page: performance ≥ 98,
// LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.01; SEO, accessibility and best practices 100.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureWebBuild } from '../scripts/web-build.ts';
import { chromiumPath, quietChromiumFlags } from './lib/chromium.ts';
import { printTable, startServer, verdict } from './lib/server.ts';

// LIGHTHOUSE_REPORTS=<dir> keeps each page's full report (JSON) there, for its diagnostics.
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
if (reportsDir) mkdirSync(reportsDir, { recursive: true });

ensureWebBuild();
const server = await startServer('apps/server/src/server.ts');
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...quietChromiumFlags],
});
try {
  const rows: (string | number)[][] = [
    ['page', 'performance', 'LCP', 'FCP', 'TBT', 'CLS', 'Speed Index', 'SEO', 'accessibility', 'best practices'],
  ];
  const budgets: (string | number)[][] = [['budget', 'figure', 'verdict']];
  const advice: string[] = [];
  for (const page of ['/', '/menu', '/order/SALADS']) {
    const result = await lighthouse(server.url + page, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'seo', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`);
    if (reportsDir) {
      const file = path.join(reportsDir, `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`);
      writeFileSync(file, JSON.stringify(lhr, null, 1));
    }
    const audit = (id: string) => lhr.audits[id];
    const category = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const score = category('performance');
    const lcp = audit('largest-contentful-paint')?.numericValue ?? Number.NaN;
    const tbt = audit('total-blocking-time')?.numericValue ?? Number.NaN;
    const cls = audit('cumulative-layout-shift')?.numericValue ?? Number.NaN;
    rows.push([
      page,
      score,
      audit('largest-contentful-paint')?.displayValue ?? '',
      audit('first-contentful-paint')?.displayValue ?? '',
      audit('total-blocking-time')?.displayValue ?? '',
      audit('cumulative-layout-shift')?.displayValue ?? '',
      audit('speed-index')?.displayValue ?? '',
      category('seo'),
      category('accessibility'),
      category('best-practices'),
    ]);
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
  if (advice.length > 0) console.log(`\nOpportunities:\n${advice.map((line) => `- ${line}`).join('\n')}`);
} finally {
  await chrome.kill();
  await server.stop();
}
