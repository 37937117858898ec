import { expect, type Page, test } from '@playwright/test';
import { linkInMail } from './outbox.ts';

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e4)}@bistro.test`;

/** Fills the sign-up form and waits for the success dialog to go. */
export async function signUp(page: Page, { name, email, password }: { name: string; email: string; password: string }) {
  await page.goto('/signup');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('dialog').getByText('Sign Up Successful!')).toBeVisible();
  await expect(page).toHaveURL('/');
}

/** Types the captcha as a person reads it off the canvas, and validates it. */
export async function solveCaptcha(page: Page) {
  const code = await page.locator('canvas[data-code]').getAttribute('data-code');
  await page.getByLabel('Type the characters above (case matters)').fill(code ?? '');
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByText('Captcha validated')).toBeVisible();
}

export async function logOut(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' })).toBeVisible();
}

/**
 * Signs up through the identity service's API in the page's browser context (the session cookie
 * lands in it), without the sign-up screen; with `confirm`, also opens the confirmation link from
 * the outbox, as an ADMIN_EMAILS administrator must. Then opens `/` signed in.
 */
export async function signUpWithoutUi(
  page: Page,
  {
    name,
    email,
    password = 'bistro-secret-1',
    confirm = false,
  }: { name: string; email: string; password?: string; confirm?: boolean },
) {
  // A request from the site's own pages carries its origin; the identity service refuses any other.
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const answer = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password },
    headers: { origin },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  if (confirm) {
    const link = await linkInMail(email, /confirm your email/i);
    expect((await page.request.get(link, { maxRedirects: 0 })).status()).toBe(302);
  }
  await page.goto('/');
  // Signed in once the site holds its API token (the navbar's Log Out may sit in the folded phone menu).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access-token'))).toMatch(/^ey/);
}
