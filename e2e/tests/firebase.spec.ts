import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { listedAdminEmail, ports } from '../support/sites.ts';
import { logOut, signUp, solveCaptcha, uniqueEmail } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

// The site configured with IDENTITY_SERVICE=firebase (playwright.config.ts), against Firebase's
// Auth emulator: the same screens and journeys as on the built-in identity service.

const password = 'bistro-secret-1';

// Firebase's popup sign-in loads Google's gapi script, in our page and in the emulator's helper
// frame. Offline, a local stand-in speaking its iframe protocol answers for apis.google.com.
const gapiStandIn = readFileSync(new URL('../support/gapi-stand-in.js', import.meta.url), 'utf8');
test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: gapiStandIn }),
  );
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function openDashboard(page: Page, greeting: string) {
  await nav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard/userhome');
  await expect(page.getByRole('heading', { name: greeting })).toBeVisible();
}

test('sign up, log out, log in through the captcha, and see the dashboard', async ({ page }) => {
  const firebaseCalls: string[] = [];
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith('http://localhost')) scripts.add(request.url());
    if (request.url().includes('identitytoolkit.googleapis.com')) firebaseCalls.push(new URL(request.url()).pathname);
  });
  const email = uniqueEmail('fiona');
  await signUp(page, { name: 'Fiona Firebase', email, password });
  expect(firebaseCalls).toContain('/identitytoolkit.googleapis.com/v1/accounts:signUp');
  // The Firebase SDK came with the page (auth.spec.ts checks it does not on the built-in service).
  const bodies = await Promise.all([...scripts].map(async (script) => (await page.request.get(script)).text()));
  expect(bodies.some((body) => body.includes('identitytoolkit.googleapis.com'))).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toMatch(/^ey/);
  await openDashboard(page, 'Hi, Welcome Fiona Firebase');

  await page.goto('/');
  await logOut(page);
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();

  await nav(page).getByRole('link', { name: 'Log In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  const submit = page.getByRole('button', { name: 'Login', exact: true });
  await expect(submit).toBeDisabled();
  await solveCaptcha(page);
  await submit.click();
  await expect(page.getByRole('dialog').getByText('Successful !')).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(firebaseCalls).toContain('/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword');
  await openDashboard(page, 'Hi, Welcome Fiona Firebase');

  // The sign-in outlives a reload: Firebase keeps it, and our server issues a new API token from it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hi, Welcome Fiona Firebase' })).toBeVisible();
});

test('Google sign-in through the emulator’s popup, then the dashboard', async ({ page }) => {
  const email = uniqueEmail('gus');
  await page.goto('/login');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Login with Google' }).click();
  const popup = await popupPromise;
  // The emulator's stand-in for Google's account chooser.
  await popup.getByText('Add new account').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('Gus Google');
  const closed = popup.waitForEvent('close');
  await popup.locator('#sign-in').click();
  await closed;

  await expect(page.getByRole('dialog').getByText('Successful !')).toBeVisible();
  await expect(page).toHaveURL('/');
  await openDashboard(page, 'Hi, Welcome Gus Google');
});

test('a failed login says why, and a taken email is refused at sign-up', async ({ page }) => {
  const email = uniqueEmail('taken');
  await signUp(page, { name: 'First', email, password });
  await logOut(page);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not-the-password');
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(nav(page).getByRole('link', { name: 'Log In' })).toBeVisible();

  await page.goto('/signup');
  await page.getByLabel('Name').fill('Second');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Error!')).toBeVisible();
  await expect(dialog).toContainText('An account with this email already exists');
});

test('renaming yourself updates the Firebase profile', async ({ page }) => {
  await signUp(page, { name: 'Old Name', email: uniqueEmail('rename'), password });
  await nav(page).getByRole('link', { name: 'Old Name: your profile' }).click();
  await page.getByLabel('Display name').fill('New Name');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('dialog').getByText('Name updated')).toBeVisible();
  await page.reload();
  await expect(nav(page).getByRole('link', { name: 'New Name: your profile' })).toBeVisible();
});

/** The emulator's copy of the link Firebase mailed to confirm an address, applied as opening it would. */
async function confirmAddressInEmulator(page: Page, email: string) {
  const emulator = `http://127.0.0.1:${ports.emulator}`;
  let oobCode: string | undefined;
  await expect
    .poll(async () => {
      const { oobCodes } = (await (
        await page.request.get(`${emulator}/emulator/v1/projects/demo-bistro/oobCodes`)
      ).json()) as {
        oobCodes: { email: string; oobCode: string; requestType: string }[];
      };
      oobCode = oobCodes.findLast((code) => code.email === email && code.requestType === 'VERIFY_EMAIL')?.oobCode;
      return oobCode;
    })
    .toBeTruthy();
  const applied = await page.request.post(
    `${emulator}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`,
    {
      data: { oobCode },
    },
  );
  expect(applied.ok()).toBe(true);
}

test('an ADMIN_EMAILS account signed up with Firebase gets Admin Home once its address is confirmed', async ({
  page,
}) => {
  await signUp(page, { name: 'Firebase Boss', email: listedAdminEmail, password });
  const dashboard = nav(page).getByRole('link', { name: 'Dashboard' });
  await expect(dashboard).toHaveAttribute('href', '/dashboard/userhome');
  await page.goto('/profile');
  await expect(page.getByText('Not confirmed')).toBeVisible();

  await confirmAddressInEmulator(page, listedAdminEmail);
  await logOut(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(listedAdminEmail);
  await page.getByLabel('Password').fill(password);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('dialog').getByText('Successful !')).toBeVisible();
  await expect(dashboard).toHaveAttribute('href', '/dashboard/adminhome');
  await dashboard.click();
  await expect(page.getByRole('heading', { name: 'HI!Welcome Back Firebase Boss' })).toBeVisible();
});

test('the API token is renewed before it expires, from a fresh Firebase ID token', async ({ page }) => {
  await page.clock.install();
  await signUp(page, { name: 'Renee Renewed', email: uniqueEmail('renew'), password });
  const calls: string[] = [];
  page.on('requestfinished', async (request) => {
    const status = (await request.response())?.status();
    calls.push(`${new URL(request.url()).pathname} ${status}`);
  });
  // An hour's API token is renewed a minute before it ends; by then Firebase's ID token is an
  // hour old too, so the SDK fetches a fresh one from the emulator before our server sees it.
  await page.clock.fastForward('59:30');
  await expect.poll(() => calls).toContain('/api/jwt 200');
  expect(calls).toContain('/securetoken.googleapis.com/v1/token 200');
  await expect(nav(page).getByRole('button', { name: 'Log Out' })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Hi, Welcome Renee Renewed' })).toBeVisible();
});
