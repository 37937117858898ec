import { expect, type Page } from '@playwright/test';

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
