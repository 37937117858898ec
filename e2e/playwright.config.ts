import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { sites } from './support/sites.ts';

// Chromium's headless shell (support/chromium.ts, unpacked by the global set-up, which hands its
// path to the workers), else the system's Chromium.
const chromium =
  process.env.E2E_CHROMIUM || ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));

// The specs that change the menu, the restaurant's rules or its brand (a dish added, the shop
// closed, the restaurant renamed), or compare the restaurant's totals before and after (privacy),
// run on a site of their own, one at a time, beside the rest, which run two at a time on the main
// site and on the sites they are about (Firebase, two processes, the euro site's languages).
const menuAndRules =
  /(admin|restaurant-rules|restaurant-brand|kitchen-accept|server-rendering|phone-tables|guest-checkout|guest-booking|menu-csv|bill|privacy|refunds-stock|delivery|tables)\.spec\.ts/;
const phoneTables = /phone-tables\.spec\.ts/;
const otherSites = /(firebase|two-processes|delivery-distance|languages)\.spec\.ts/;
const openAroundTheClock = /open-around-the-clock\.setup\.ts/;
const desktop = { ...devices['Desktop Chrome'], channel: undefined };
const phone = { ...devices['Pixel 7'], viewport: { width: 360, height: 740 } };
/** A project's address and outbox: those of one of the sites. */
const on = (site: (typeof sites)[keyof typeof sites]) => ({ baseURL: site.url, dataDir: site.dataDir });

export default defineConfig<{ dataDir: string }>({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A story takes 3–20 s on a two-core machine running the whole suite: the timeout leaves room
  // for a machine three times as slow. support/timing-report.ts prints who comes close.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['./support/timing-report.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    // A failed test keeps a screenshot of its end. No trace by default: recording one for every test
    // (to keep only the failed ones') cost a sixth of the suite's time, its film of screenshots a
    // third more. Ask for one when a test fails: `npx playwright test tests/x.spec.ts --trace retain-on-failure`.
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      // Keep Chromium from calling home: the tests must see only localhost traffic. No other host
      // resolves (fixtures.ts names any page's request that tried one).
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      ],
    },
  },
  projects: [
    // Before the specs of each site that takes orders, an administrator opens it around the clock.
    { name: 'open around the clock', use: { ...desktop, ...on(sites.main) }, testMatch: openAroundTheClock },
    {
      name: 'open around the clock (rules site)',
      use: { ...desktop, ...on(sites.rules) },
      testMatch: openAroundTheClock,
    },
    {
      name: 'open around the clock (euro site)',
      use: { ...desktop, ...on(sites.euro) },
      testMatch: openAroundTheClock,
    },
    {
      name: 'open around the clock (two processes)',
      use: { ...desktop, ...on(sites.firstProcess) },
      testMatch: openAroundTheClock,
    },
    // First in line: one at a time, they take longest as a whole.
    {
      name: 'menu and rules',
      use: { ...desktop, ...on(sites.rules) },
      dependencies: ['open around the clock (rules site)'],
      workers: 1,
      grepInvert: /@phone|@euro/,
      testMatch: menuAndRules,
    },
    {
      // One at a time: delivery-distance.spec.ts changes every diner's checkout on the site.
      name: 'euro site',
      use: { ...desktop, ...on(sites.euro) },
      dependencies: ['open around the clock (euro site)'],
      workers: 1,
      grep: /@euro/,
      testMatch: /(bill|delivery-distance|languages)\.spec\.ts/,
    },
    {
      name: 'menu and rules (phone)',
      use: { ...phone, ...on(sites.rules) },
      dependencies: ['menu and rules'],
      workers: 1,
      grep: /@phone/,
      testMatch: phoneTables,
    },
    {
      name: 'desktop',
      use: { ...desktop, ...on(sites.main) },
      dependencies: ['open around the clock'],
      grepInvert: /@phone/,
      testIgnore: [otherSites, menuAndRules],
    },
    {
      name: 'phone',
      use: { ...phone, ...on(sites.main) },
      grep: /@phone/,
      dependencies: ['open around the clock'],
      testIgnore: [otherSites, phoneTables],
    },
    { name: 'firebase', use: { ...desktop, ...on(sites.firebase) }, testMatch: /firebase\.spec\.ts/ },
    {
      name: 'two-processes',
      use: { ...desktop, ...on(sites.firstProcess) },
      dependencies: ['open around the clock (two processes)'],
      testMatch: /two-processes\.spec\.ts/,
    },
  ],
});
