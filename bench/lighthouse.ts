// npm run bench:lighthouse — Lighthouse (mobile, simulated throttling) on / and /menu with the
// system Chromium, fully offline. Budgets: performance ≥ 90 and LCP ≤ 2.5 s on both pages.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureWebBuild } from '../scripts/web-build.ts';
import { chromiumPath, quietChromiumFlags } from './lib/chromium.ts';
import { printTable, startServer, verdict } from './lib/server.ts';

ensureWebBuild();
const server = await startServer('apps/server/src/server.ts');
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...quietChromiumFlags],
});
try {
  const rows: (string | number)[][] = [['page', 'score', 'LCP', 'FCP', 'TBT', 'CLS', 'Speed Index']];
  const budgets: (string | number)[][] = [['budget', 'figure', 'verdict']];
  const advice: string[] = [];
  for (const path of ['/', '/menu']) {
    const result = await lighthouse(server.url + path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id];
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const lcp = audit('largest-contentful-paint')?.numericValue ?? Number.NaN;
    rows.push([
      path,
      score,
      audit('largest-contentful-paint')?.displayValue ?? '',
      audit('first-contentful-paint')?.displayValue ?? '',
      audit('total-blocking-time')?.displayValue ?? '',
      audit('cumulative-layout-shift')?.displayValue ?? '',
      audit('speed-index')?.displayValue ?? '',
    ]);
    budgets.push([`${path} performance ≥ 90`, score, verdict(score >= 90)]);
    budgets.push([`${path} LCP ≤ 2.5 s`, `${(lcp / 1000).toFixed(2)} s`, verdict(lcp <= 2500)]);
    if (score < 90) {
      for (const item of Object.values(lhr.audits)) {
        if (item.score !== null && item.score < 0.9 && item.details?.type === 'opportunity') {
          advice.push(`${path}: ${item.title} ${item.displayValue ?? ''}`);
        }
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
