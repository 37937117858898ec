import type { Role } from '@bistro/contract/identity';
import { type APIRequestContext, type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { rootAdminToken } from '../support/root-admin.ts';
import { sites } from '../support/sites.ts';
import { uniqueEmail } from './auth-helpers.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * What React says when the browser's first render does not match the server's HTML (its
 * production build gives the error's number: 418 text, 419–425 the other mismatches).
 */
const HYDRATION_TROUBLE = /hydrat|server rendered HTML|Minified React error #4(1[89]|2[0-5])\b/i;

/** What Lingui says of a message its catalog does not hold (yet): it shows the message's id instead. */
const MISSING_MESSAGE = /Uncompiled message detected/;

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
  /** The page to open once signed in (the home page unless said). */
  at?: string;
}

/** A new administrator's or kitchen staff's account: a unique address unless one is given. */
export type StaffAccount = Partial<NewAccount>;

/** A role for the new account, given by an administrator's API (the root administrator's). */
interface Promotion {
  role: Role;
  by: APIRequestContext;
}

/**
 * Signs up through the identity service's API in the page's browser context (the session cookie
 * lands in it), without the sign-up screen; when `promotion` says, has the account made
 * administrator or staff as the Users page does; then opens `at`, signed in.
 */
async function signUpThroughApi(page: Page, account: NewAccount, promotion?: Promotion) {
  const { name, email, password = 'bistro-secret-1', at = '/' } = account;
  // The identity service takes requests from the site's own pages only (their Origin): the
  // site's address, whichever it is, is where the context's requests go.
  const site = new URL((await page.request.get('/api/health')).url()).origin;
  const answer = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password },
    headers: { origin: site },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  if (promotion) await promote(page, promotion);
  await page.goto(at);
  // Signed in once the site holds this account's API token (not a token of the page's previous
  // account; the navbar's Log Out may sit in the folded phone menu).
  await expect.poll(() => tokenEmail(page)).toBe(email.toLowerCase());
}

/**
 * Gives the account signed in to the page's context its role, by its user id: from the API token
 * its identity session gets (which also makes its user record).
 */
async function promote(page: Page, { role, by }: Promotion) {
  const issued = await page.request.post('/api/jwt');
  expect(issued.status(), await issued.text()).toBe(200);
  const { token } = (await issued.json()) as { token: string };
  const { sub } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
  const promoted = await by.patch(`/api/users/${sub}/role`, { data: { role } });
  expect(promoted.status(), await promoted.text()).toBe(200);
}

/** Signs up a new account (named `name` and at a unique address unless told) and gives it a role. */
const signUpWithRole =
  (promotion: Promotion, name: string, page: Page) =>
  async (account: StaffAccount = {}, inPage = page): Promise<NewAccount> => {
    const made = { name, email: uniqueEmail(promotion.role), ...account };
    await signUpThroughApi(inPage, made, promotion);
    return made;
  };

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
export const test = base.extend<
  {
    // biome-ignore lint/suspicious/noConfusingVoidType: Playwright types a fixture without a value as void.
    offlineGuard: void;
    // biome-ignore lint/suspicious/noConfusingVoidType: as above.
    hydrationGuard: void;
    // biome-ignore lint/suspicious/noConfusingVoidType: as above.
    messagesGuard: void;
    /** The DATA_DIR of the site under test, whose outbox holds its mail (set per project). */
    dataDir: string;
    /**
     * Signs a new account in without the UI, for the tests that are not about signing in: in the
     * test's page, or in another page (a second browser, e.g. the kitchen's).
     */
    signUpWithoutUi: (account: NewAccount, inPage?: Page) => Promise<void>;
    /** The API as the site's root administrator (sites.ts), with its token. */
    rootAdmin: APIRequestContext;
    /** As signUpWithoutUi, for a new account the root administrator makes an administrator; answers it. */
    signUpAsAdmin: (account?: StaffAccount, inPage?: Page) => Promise<NewAccount>;
    /** As signUpWithoutUi, for a new account the root administrator makes kitchen staff; answers it. */
    signUpAsStaff: (account?: StaffAccount, inPage?: Page) => Promise<NewAccount>;
    /** As signUpWithoutUi, for a new account the root administrator makes a driver; answers it. */
    signUpAsDriver: (account?: StaffAccount, inPage?: Page) => Promise<NewAccount>;
  },
  {
    /** The root administrator's API on a site, signed in once per worker and site. */
    rootAdminOn: (site: string) => Promise<APIRequestContext>;
  }
>({
  dataDir: [sites.main.dataDir, { option: true }],
  signUpWithoutUi: async ({ page }, use) => {
    await use((account, inPage = page) => signUpThroughApi(inPage, account));
  },
  rootAdminOn: [
    async ({ playwright }, use) => {
      const apis = new Map<string, Promise<APIRequestContext>>();
      await use((site) => {
        const api =
          apis.get(site) ??
          (async () => {
            const session = await playwright.request.newContext({ baseURL: site });
            const token = await rootAdminToken(session, site).finally(() => session.dispose());
            return playwright.request.newContext({
              baseURL: site,
              extraHTTPHeaders: { authorization: `Bearer ${token}` },
            });
          })();
        apis.set(site, api);
        return api;
      });
      await Promise.allSettled([...apis.values()].map(async (api) => (await api).dispose()));
    },
    { scope: 'worker' },
  ],
  rootAdmin: async ({ rootAdminOn, baseURL }, use) => {
    await use(await rootAdminOn(baseURL ?? sites.main.url));
  },
  signUpAsAdmin: async ({ page, rootAdmin }, use) => {
    await use(signUpWithRole({ role: 'admin', by: rootAdmin }, 'Ada Admin', page));
  },
  signUpAsStaff: async ({ page, rootAdmin }, use) => {
    await use(signUpWithRole({ role: 'staff', by: rootAdmin }, 'Kai Kitchen', page));
  },
  signUpAsDriver: async ({ page, rootAdmin }, use) => {
    await use(signUpWithRole({ role: 'driver', by: rootAdmin }, 'Dan Driver', page));
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
  /**
   * Every test fails on a message a page said before its language's catalog held it (Lingui warns,
   * and the page shows the message's id until the rest of the catalog arrives): the first load's
   * catalog must hold every message the first load's code can say.
   */
  messagesGuard: [
    async ({ context }, use) => {
      const heard: string[] = [];
      context.on('console', (message) => {
        if (MISSING_MESSAGE.test(message.text())) heard.push(`${message.location().url}: ${message.text()}`);
      });
      await use();
      expect(heard, 'messages said before they were loaded').toEqual([]);
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

/**
 * For a describe block that changes the site's delivery set-up: keeps it before the first test
 * and puts it back after the last, so that the specs after it find the site as it was.
 */
export function keepDeliverySetup(): void {
  let before: Record<string, unknown>;
  test.beforeAll(async ({ rootAdmin }) => {
    const { geocoder: _geocoder, ...setup } = await (await rootAdmin.get('/api/delivery/setup/full')).json();
    before = setup;
  });
  test.afterAll(async ({ rootAdmin }) => {
    expect((await rootAdmin.put('/api/delivery/setup', { data: before })).status()).toBe(200);
  });
}

export type { MenuItem } from '@bistro/contract/menu';
export { expect };
