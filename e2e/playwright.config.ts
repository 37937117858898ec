import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5055);
const baseURL = `http://localhost:${port}`;
const oidcPort = port + 1;
// The same site on Firebase Authentication, against Firebase's Auth emulator (installed on first use).
const firebasePort = port + 2;
const firebaseURL = `http://localhost:${firebasePort}`;
const emulatorPort = Number(process.env.E2E_FIREBASE_EMULATOR_PORT ?? 9099);
// Two app processes on one PostgreSQL database, for two-processes.spec.ts.
const pgPort = port + 14;
const firstProcessURL = `http://localhost:${port + 3}`;
const secondProcessURL = `http://localhost:${port + 4}`;
process.env.E2E_SECOND_PROCESS_URL = secondProcessURL;
// In the environment, as E2E_DATA_DIR: the workers load this file again and must read this outbox.
process.env.E2E_SHARED_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'bistro-e2e-shared-'));
const sharedDataDir = process.env.E2E_SHARED_DATA_DIR;
// Google sign-in goes to a local OpenID provider (e2e/support/oidc-provider.ts) instead of Google.
const google = { GOOGLE_CLIENT_ID: 'bistro-e2e', GOOGLE_CLIENT_SECRET: 'bistro-e2e-secret' };
// A throwaway data dir: every run starts on a fresh embedded database, as a new install does.
// Kept in the environment so the test workers (which load this file again) read the same outbox.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'bistro-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
const firebaseDataDir = mkdtempSync(path.join(os.tmpdir(), 'bistro-e2e-firebase-'));
const adminEmails = [
  'boss@bistro.test',
  'chef@bistro.test',
  'menu-boss@bistro.test',
  'people-boss@bistro.test',
  'stats-boss@bistro.test',
  'kitchen-boss@bistro.test',
  'staff-boss@bistro.test',
  'refund-boss@bistro.test',
  'hours-boss@bistro.test',
  'sold-out-boss@bistro.test',
  'pause-boss@bistro.test',
  'pickup-boss@bistro.test',
  'render-boss@bistro.test',
  'render-boss-pg@bistro.test',
  'open-boss@bistro.test',
  'axe-boss@bistro.test',
  'phone-menu-boss@bistro.test',
  'phone-people-boss@bistro.test',
].join(',');
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));

// The specs that change the menu or the restaurant's rules (a dish added, the shop closed) run
// after all the others, one at a time, beside the specs of the other sites (Firebase, two
// processes); the rest, which may read the whole menu, run two at a time before them.
const menuAndRules = /(admin|restaurant-rules|server-rendering|phone-tables)\.spec\.ts/;
const phoneTables = /phone-tables\.spec\.ts/;
const otherSites = /(firebase|two-processes)\.spec\.ts/;
const desktop = { ...devices['Desktop Chrome'], channel: undefined };
const phone = { ...devices['Pixel 7'], viewport: { width: 360, height: 740 } };

export default defineConfig<{ dataDir: string }>({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A story takes 5–30 s on a quiet two-core machine; a busy or slower one takes twice that.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(systemChromium ? { executablePath: systemChromium } : {}),
      // Keep Chromium from calling home: the tests must see only localhost traffic.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'open around the clock',
      use: desktop,
      testMatch: /open-around-the-clock\.setup\.ts/,
    },
    {
      name: 'open around the clock (two processes)',
      use: { ...desktop, baseURL: firstProcessURL, dataDir: sharedDataDir },
      testMatch: /open-around-the-clock\.setup\.ts/,
    },
    {
      name: 'desktop',
      use: desktop,
      dependencies: ['open around the clock'],
      grepInvert: /@phone/,
      testIgnore: [otherSites, menuAndRules],
    },
    {
      name: 'phone',
      use: phone,
      grep: /@phone/,
      dependencies: ['open around the clock'],
      testIgnore: [otherSites, phoneTables],
    },
    {
      name: 'menu and rules',
      use: desktop,
      dependencies: ['desktop', 'phone'],
      workers: 1,
      grepInvert: /@phone/,
      testMatch: menuAndRules,
    },
    {
      name: 'menu and rules (phone)',
      use: phone,
      dependencies: ['menu and rules'],
      workers: 1,
      grep: /@phone/,
      testMatch: phoneTables,
    },
    {
      name: 'firebase',
      use: { ...desktop, baseURL: firebaseURL },
      dependencies: ['desktop', 'phone'],
      testMatch: /firebase\.spec\.ts/,
    },
    {
      name: 'two-processes',
      use: { ...desktop, baseURL: firstProcessURL, dataDir: sharedDataDir },
      dependencies: ['open around the clock (two processes)', 'desktop', 'phone'],
      testMatch: /two-processes\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: 'tsx support/oidc-provider.ts',
      url: `http://localhost:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      env: { OIDC_PORT: String(oidcPort), APP_URL: baseURL, ...google },
    },
    {
      // Exactly what a person runs: builds the web app if needed, then serves it.
      command: 'npm start',
      cwd: '..',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        // No PUBLIC_URL, as on a fresh install: the site answers at localhost and 127.0.0.1 alike.
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        GOOGLE_ISSUER: `http://localhost:${oidcPort}`,
        ...google,
        // Many sign-ins from one address in a few minutes; production keeps the default.
        AUTH_RATE_LIMIT: '600',
        ADMIN_EMAILS: adminEmails,
      },
    },
    {
      command: `tsx ../scripts/firebase-emulator.ts --port ${emulatorPort}`,
      url: `http://127.0.0.1:${emulatorPort}/`,
      reuseExistingServer: false,
      // The first run installs firebase-tools.
      timeout: 300_000,
    },
    {
      // Started after the first site, so the web build it needs is already there.
      command: 'npm start',
      cwd: '..',
      url: `${firebaseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'pipe',
      env: {
        PORT: String(firebasePort),
        DATA_DIR: firebaseDataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: firebaseURL,
        // The emulator's tokens are unsigned; the server accepts them only in tests.
        NODE_ENV: 'test',
        IDENTITY_SERVICE: 'firebase',
        FIREBASE_PROJECT_ID: 'demo-bistro',
        FIREBASE_API_KEY: 'demo-api-key',
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulatorPort}`,
        AUTH_RATE_LIMIT: '600',
        ADMIN_EMAILS: adminEmails,
      },
    },
    {
      command: 'tsx support/postgres.ts',
      port: pgPort,
      reuseExistingServer: false,
      env: { E2E_PG_PORT: String(pgPort) },
    },
    ...[firstProcessURL, secondProcessURL].map((url) => ({
      // Two processes of the same site on one PostgreSQL database, sharing secrets and data dir.
      command: 'npm start',
      cwd: '..',
      url: `${url}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'pipe' as const,
      env: {
        PORT: new URL(url).port,
        DATA_DIR: sharedDataDir,
        DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${pgPort}/bistro`,
        AUTH_SECRET: 'e2e-shared-auth-secret-for-both-processes',
        JWT_SECRET: 'e2e-shared-jwt-secret-for-both-processes-0',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: '600',
        ADMIN_EMAILS: adminEmails,
      },
    })),
  ],
});
