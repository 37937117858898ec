import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { sites } from '../support/sites.ts';
import { linkInMail } from './outbox.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * What React says when the browser's first render does not match the server's HTML (its
 * production build gives the error's number: 418 text, 419–425 the other mismatches).
 */
const HYDRATION_TROUBLE = /hydrat|server rendered HTML|Minified React error #4(1[89]|2[0-5])\b/i;

/**
 * Collects hydration trouble from every page of a context: console errors and the errors React
 * reports as uncaught (its default for recoverable errors is `reportError`).
 */
export function listenForHydrationTrouble(context: BrowserContext): string[] {
  const heard: string[] = [];
  context.on('console', (message) => {
    if (HYDRATION_TROUBLE.test(message.text())) heard.push(`${message.location().url}: ${message.text()}`);
  });
  context.on('weberror', (webError) => {
    const { message } = webError.error();
    if (HYDRATION_TROUBLE.test(message)) heard.push(`${webError.page()?.url()}: ${message}`);
  });
  return heard;
}

export interface NewAccount {
  name: string;
  email: string;
  password?: string;
  /** Also open the address-confirmation link from the outbox, as an ADMIN_EMAILS administrator must. */
  confirm?: boolean;
  /** The page to open once signed in (the home page unless said). */
  at?: string;
}

/**
 * Signs up through the identity service's API in the page's browser context (the session cookie
 * lands in it), without the sign-up screen; then opens `at`, signed in.
 */
async function signUpThroughApi(page: Page, dataDir: string, account: NewAccount) {
  const { name, email, password = 'bistro-secret-1', confirm = false, at = '/' } = account;
  // The identity service takes requests from the site's own pages only (their Origin): the
  // site's address, whichever it is, is where the context's requests go.
  const site = new URL((await page.request.get('/api/health')).url()).origin;
  const answer = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password },
    headers: { origin: site },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  if (confirm) {
    const link = await linkInMail(email, /confirm your email/i, dataDir);
    expect((await page.request.get(link, { maxRedirects: 0 })).status()).toBe(302);
  }
  await page.goto(at);
  // Signed in once the site holds this account's API token (not a token of the page's previous
  // account; the navbar's Log Out may sit in the folded phone menu).
  await expect.poll(() => tokenEmail(page)).toBe(email.toLowerCase());
}

/** The address of the account whose API token the page holds, or null when it holds none. */
export const tokenEmail = (page: Page) =>
  page.evaluate(() => {
    const [, payload] = localStorage.getItem('access-token')?.split('.') ?? [];
    return payload
      ? (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { email: string }).email
      : null;
  });

/**
 * Waits until the app has the page and its data has arrived: no spinner, no disabled controls.
 * Not 'load': the app starts once the server's page is painted, and that may come after it.
 */
export async function appSettled(page: Page) {
  await expect(page.locator('#root > *')).not.toHaveCount(0);
  await expect(page.locator('fieldset[role="none"][disabled]')).toHaveCount(0);
  await expect(page.locator('.loading')).toHaveCount(0);
}

/**
 * Every test runs with a guard: a request to anything but this machine is blocked and
 * fails the test, because the site must work offline (images, fonts, scripts ship with it).
 */
export const test = base.extend<{
  // biome-ignore lint/suspicious/noConfusingVoidType: Playwright types a fixture without a value as void.
  offlineGuard: void;
  // biome-ignore lint/suspicious/noConfusingVoidType: as above.
  hydrationGuard: void;
  /** The DATA_DIR of the site under test, whose outbox holds its mail (set per project). */
  dataDir: string;
  /**
   * Signs a new account in without the UI, for the tests that are not about signing in: in the
   * test's page, or in another page (a second browser, e.g. the kitchen's).
   */
  signUpWithoutUi: (account: NewAccount, inPage?: Page) => Promise<void>;
}>({
  dataDir: [sites.main.dataDir, { option: true }],
  signUpWithoutUi: async ({ page, dataDir }, use) => {
    await use((account, inPage = page) => signUpThroughApi(inPage, dataDir, account));
  },
  offlineGuard: [
    async ({ context, baseURL }, use) => {
      // Chromium resolves no other host (playwright.config.ts), so such a request fails; this
      // names it. (A stand-in a test puts in place of an outside service answers instead.)
      const outside: string[] = [];
      context.on('requestfailed', (request) => {
        const url = new URL(request.url());
        if (!url.protocol.startsWith('http') || LOCAL_HOSTS.has(url.hostname)) return;
        // Only our app's pages count; the identity stand-ins' own screens are test scaffolding.
        const pageUrl = request.frame().url();
        if (baseURL && pageUrl.startsWith(`${baseURL}/`)) outside.push(request.url());
      });
      await use();
      expect(outside, 'requests that left localhost').toEqual([]);
    },
    { auto: true },
  ],
  /** Every test fails on a hydration warning in any of its pages: server and browser must agree. */
  hydrationGuard: [
    async ({ context }, use) => {
      const heard = listenForHydrationTrouble(context);
      await use();
      expect(heard, 'hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export type { MenuItem } from '@bistro/contract/menu';
export { expect };
