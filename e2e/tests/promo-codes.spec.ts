import { randomUUID } from 'node:crypto';
import { seriousAxeFindings, withAxe } from './axe.ts';
import { expect, test } from './fixtures.ts';

const newCode = (prefix: string) => `${prefix}${randomUUID().slice(0, 6).toUpperCase()}`;

test('an administrator creates a 10 % code, pauses it and sees it paused; the page passes axe with its errors', async ({
  page,
  signUpAsAdmin,
}) => {
  await signUpAsAdmin({ name: 'Pia Promo' });
  await withAxe(page);
  await page.goto('/dashboard/adminhome');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Promo Codes' }).click();
  await expect(page).toHaveURL('/dashboard/promo-codes');
  await expect(page.getByRole('heading', { name: 'Promo codes', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'New promo code' });
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByText('Code must be 3 to 32 letters, digits, dashes or underscores')).toBeVisible();
  await expect(form.getByText('Percent off is required')).toBeVisible();
  await expect(form.getByLabel('Code *')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousAxeFindings(page), 'the form with its errors').toEqual([]);

  const code = newCode('TEN');
  await form.getByLabel('Code *').fill(code.toLowerCase());
  await expect(form.getByRole('radio', { name: 'Percent off' })).toBeChecked();
  await form.getByLabel('Percent off *', { exact: true }).fill('10');
  await form.getByLabel('Total uses').fill('50');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByLabel('Code *')).toHaveValue('');

  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row.getByRole('cell').nth(1)).toHaveText('10% off');
  await expect(row.getByRole('cell').nth(3)).toHaveText('0 paid, 0 held of 50');
  await expect(row.getByRole('cell').nth(4)).toHaveText('Active');

  await row.getByRole('button', { name: `Pause ${code}` }).click();
  await expect(row.getByRole('cell').nth(4)).toHaveText('Paused');
  await expect(row.getByRole('button', { name: `Resume ${code}` })).toBeVisible();

  await row.getByRole('button', { name: `Show uses of ${code}` }).click();
  await expect(page.getByRole('heading', { name: `Uses of ${code}` })).toBeFocused();
  await expect(row.getByRole('button', { name: `Hide uses of ${code}` })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('No one has used this code yet.')).toBeVisible();
  expect(await seriousAxeFindings(page), 'the list with a paused code and its uses').toEqual([]);

  // Paused for the API too, after a reload.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: code }).getByRole('cell').nth(4)).toHaveText('Paused');
});

test('the same code twice is refused on its field, in any case', async ({ page, signUpAsAdmin }) => {
  await signUpAsAdmin({ name: 'Dee Duplicate' });
  await page.goto('/dashboard/promo-codes');
  const form = page.getByRole('form', { name: 'New promo code' });
  const code = newCode('FIVE');
  const create = async (typed: string) => {
    await form.getByLabel('Code *').fill(typed);
    await form.getByRole('radio', { name: 'Amount off' }).check();
    await form.getByLabel('Amount off in dollars *').fill('5');
    await form.getByRole('button', { name: 'Create code' }).click();
  };
  await create(code);
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('$5.00 off');
  await create(code.toLowerCase());
  await expect(form.getByText(`There is a code ${code} already`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: code })).toHaveCount(1);
});

test('promo codes fit a phone: a card per code and nothing to scroll sideways @phone', async ({
  page,
  signUpAsAdmin,
}) => {
  await signUpAsAdmin({ name: 'Pam Phone' });
  await page.goto('/dashboard/promo-codes');
  const form = page.getByRole('form', { name: 'New promo code' });
  const code = newCode('PHONE');
  await form.getByLabel('Code *').fill(code);
  await form.getByLabel('Percent off *', { exact: true }).fill('12.5');
  await form.getByRole('button', { name: 'Create code' }).click();
  const card = page.getByRole('list', { name: 'Promo codes' }).getByRole('listitem').filter({ hasText: code });
  await expect(card).toContainText('12.5% off');
  await expect(page.getByRole('table')).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
