import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { uniqueEmail } from './auth-helpers.ts';
import { addToCart, cartLink, fillCard } from './diner-steps.ts';
import { expect, type MenuItem, test } from './fixtures.ts';

// The site's own server, stopped and started again by the test: what a diner sees when the
// restaurant cannot be reached in the middle of what they do. The web build is the one the
// suite's first site made (npm start).

const port = Number(process.env.E2E_PORT ?? 5055) + 20;
const ownSite = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bistro-e2e-offline-'));
let server: ChildProcess | null = null;

async function startServer() {
  // The server itself as the child (not npx), so that killing it stops the server.
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '600' },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${ownSite}/api/health`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
}

async function stopServer() {
  const running = server;
  if (!running || running.exitCode !== null || running.signalCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGKILL');
  await exited;
  await expect
    .poll(() =>
      fetch(`${ownSite}/api/health`).then(
        () => 'up',
        () => 'down',
      ),
    )
    .toBe('down');
}

test.use({ baseURL: ownSite });
test.describe.configure({ timeout: 180_000 });
test.afterAll(stopServer);

test('when the restaurant cannot be reached, adding, deleting, paying and opening a page say so', async ({
  page,
  request,
  signUpWithoutUi,
}) => {
  await startServer();
  const menu: MenuItem[] = await (await request.get(`${ownSite}/api/menu`)).json();
  const [first, second] = menu.filter((item) => item.category === 'salad') as [MenuItem, MenuItem];
  await signUpWithoutUi({ name: 'Otto Offline', email: uniqueEmail('otto') });
  await page.goto('/order/SALADS');
  await addToCart(page, first, 1);
  // The dialog code arrives once the page is idle, before anything fails.
  await page.waitForLoadState('networkidle');

  await stopServer();
  await page.getByRole('button', { name: `Add to cart: ${second.name}` }).click();
  const failure = page.getByRole('dialog');
  await expect(failure).toContainText('Not added');
  await expect(failure).toContainText('Cannot reach the restaurant right now. Check your connection and try again.');
  await failure.getByRole('button', { name: 'OK' }).click();

  // My Cart's code was never downloaded: the page says why, and Reload brings it once the site is back.
  await cartLink(page, 1).click();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('Failed to fetch dynamically imported module')).toHaveCount(0);
  await startServer();
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Delete ${first.name}` })).toBeVisible();

  await stopServer();
  await page.getByRole('button', { name: `Delete ${first.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByRole('dialog')).toContainText('Not deleted');
  await expect(page.getByRole('dialog')).toContainText('Cannot reach the restaurant right now.');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  await startServer();
  await page.goto('/dashboard/payment');
  await fillCard(page);
  await stopServer();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Cannot reach the restaurant right now.' })).toBeVisible();
});
