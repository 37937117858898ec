import path from 'node:path';
import { logOut, solveCaptcha, uniqueEmail } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

const password = 'bistro-secret-1';
const picture = path.resolve(import.meta.dirname, '../../apps/server/assets/menu/minestrone.webp');

test('an administrator adds a dish with a picture, finds it in the menu and shop, changes its price and deletes it', async ({
  page,
  signUpAsAdmin,
}) => {
  await signUpAsAdmin({ name: 'Menu Boss', at: '/dashboard/additem' });
  await expect(page.getByRole('heading', { name: 'Add an item' })).toBeVisible();

  // Nothing filled in: every required field says so.
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByText('Recipe name is required')).toBeVisible();
  await expect(page.getByText('Choose a category')).toHaveCount(2);
  await expect(page.getByText('Price is required')).toBeVisible();

  await page.getByLabel('Recipe name *').fill('Harvest Pumpkin Soup');
  await page.getByLabel('Category *').selectOption('Soups');
  await page.getByLabel('Price in dollars *').fill('9.45');
  await page.getByLabel('Recipe details').fill('Roasted pumpkin, sage and brown butter.');
  await page.getByLabel('Picture *').setInputFiles(picture);
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByRole('dialog').getByText('Added to menu!')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Recipe name *')).toHaveValue('');

  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Harvest Pumpkin Soup' })).toBeVisible();
  await page.goto('/order/SOUPS');
  const card = page.getByRole('article').filter({ hasText: 'Harvest Pumpkin Soup' });
  await expect(card).toContainText('$9.45');
  // The uploaded picture, kept by this server and shown at the card's size (never larger than it is).
  const shown = card.locator('img');
  await expect(shown).toHaveAttribute('src', /^\/images\/sized\/768\/uploads\/.+\.webp$/);
  await shown.scrollIntoViewIfNeeded();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);

  // Manage Items shows ten dishes a page: find the new one first.
  await page.goto('/dashboard/manageitems');
  await page.getByRole('searchbox', { name: 'Find a dish' }).fill('Harvest Pumpkin Soup');
  await page.getByRole('link', { name: 'Edit Harvest Pumpkin Soup' }).click();
  await expect(page).toHaveURL(/\/dashboard\/manageitems\/updateitem\/.+/);
  await expect(page.getByLabel('Price in dollars *')).toHaveValue('9.45');
  await expect(page.getByRole('img', { name: 'Harvest Pumpkin Soup as it looks now' })).toBeVisible();
  await page.getByLabel('Price in dollars *').fill('10.25');
  await page.getByRole('button', { name: 'Update Item' }).click();
  await expect(page.getByRole('dialog').getByText('Updated to menu!')).toBeVisible();
  await page.goto('/order/SOUPS');
  await expect(page.getByRole('article').filter({ hasText: 'Harvest Pumpkin Soup' })).toContainText('$10.25');

  await page.goto('/dashboard/manageitems');
  await page.getByRole('searchbox', { name: 'Find a dish' }).fill('Harvest Pumpkin Soup');
  await page.getByRole('button', { name: 'Delete Harvest Pumpkin Soup' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByRole('dialog').getByText('Your file has been deleted.')).toBeVisible();
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'OUR MENU' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Harvest Pumpkin Soup' })).toHaveCount(0);
});

test('an administrator promotes a customer, who then sees Admin Home, and deletes another', async ({
  page,
  signUpWithoutUi,
  signUpAsAdmin,
}) => {
  const risingEmail = uniqueEmail('rising');
  const leavingEmail = uniqueEmail('leaving');
  await signUpWithoutUi({ name: 'Rising Cook', email: risingEmail, password });
  await signUpWithoutUi({ name: 'Leaving Guest', email: leavingEmail, password });
  await signUpAsAdmin({ name: 'People Boss', at: '/dashboard/users' });
  await expect(page.getByText(/Total Users: \d+/)).toBeVisible();
  await page.getByRole('button', { name: 'Make admin: Rising Cook' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByRole('dialog').getByText('Made Admin')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('row').filter({ hasText: risingEmail })).toContainText('Admin');

  await page.getByRole('button', { name: 'Delete Leaving Guest' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByRole('dialog').getByText('Deleted!')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: leavingEmail })).toHaveCount(0);

  await page.goto('/');
  await logOut(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(risingEmail);
  await page.getByLabel('Password').fill(password);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard/adminhome');
  await expect(page.getByRole('heading', { name: /^HI!Welcome Back/ })).toBeVisible();
});
