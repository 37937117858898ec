import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5055);
const baseURL = `http://localhost:${port}`;
const oidcPort = port + 1;
// Google sign-in goes to a local OpenID provider (e2e/support/oidc-provider.ts) instead of Google.
const google = { GOOGLE_CLIENT_ID: 'bistro-e2e', GOOGLE_CLIENT_SECRET: 'bistro-e2e-secret' };
// A throwaway data dir: every run starts on a fresh embedded database, as a new install does.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'bistro-e2e-'));
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
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
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@phone/ },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 360, height: 740 } }, grep: /@phone/ },
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
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: baseURL,
        GOOGLE_ISSUER: `http://localhost:${oidcPort}`,
        ...google,
        // Many sign-ins from one address in a few minutes; production keeps the default.
        AUTH_RATE_LIMIT: '600',
        ADMIN_EMAILS:
          'boss@bistro.test,chef@bistro.test,menu-boss@bistro.test,people-boss@bistro.test,stats-boss@bistro.test',
      },
    },
  ],
});
