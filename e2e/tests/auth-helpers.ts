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

/** One spelled character as the captcha says it ("capital A, as in alpha", "small b, ...", "digit 7"). */
function characterHeard(phrase: string): string {
  const [, kind, character = ''] = /^(capital|small|digit) (\w)\b/.exec(phrase) ?? [];
  if (kind === 'capital') return character.toUpperCase();
  if (kind === 'small') return character.toLowerCase();
  if (kind === 'digit') return character;
  throw new Error(`The captcha said something unexpected: "${phrase}"`);
}

/**
 * Reads the captcha as a visitor who cannot see the image does: presses "Hear the letters" and
 * writes down what is spelled. The page's speech synthesis only records what it is asked to say
 * (headless Chromium has no voices).
 */
export async function hearCaptcha(page: Page): Promise<string> {
  await page.evaluate(() => {
    const heard: string[] = [];
    Object.assign(window, { heardCaptcha: heard });
    window.speechSynthesis.speak = (utterance) => {
      heard.push(utterance.text);
    };
  });
  await page.getByRole('button', { name: 'Hear the letters' }).click();
  const heard = () => page.evaluate(() => (window as unknown as { heardCaptcha: string[] }).heardCaptcha);
  await expect.poll(heard).toHaveLength(4);
  return (await heard()).map(characterHeard).join('');
}

/** Types the captcha as heard, and validates it. */
export async function solveCaptcha(page: Page) {
  await page.getByLabel('Type the characters above (case matters)').fill(await hearCaptcha(page));
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByText('Captcha validated')).toBeVisible();
}

export async function logOut(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' })).toBeVisible();
}
