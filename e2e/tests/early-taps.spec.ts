import { uniqueEmail } from './auth-helpers.ts';
import { expect, type MenuItem, test } from './fixtures.ts';
import { holdRequests, tapBeforeTheApp } from './held-requests.ts';

test('a tap on Add before the app has started still puts the dish in the cart', async ({
  page,
  request,
  signUpWithoutUi,
}) => {
  await signUpWithoutUi({ name: 'Early Tapper', email: uniqueEmail('early') });
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const dish = menu.find((item) => item.category === 'salads' && !item.soldOut);

  // A slow connection: the page's HTML is there, the app's scripts are not yet.
  const release = await holdRequests(page, /\/assets\/[^/]+\.js$/);
  await page.goto('/order/SALADS', { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: `Add ${dish?.name} to cart` });
  await expect(add).toBeDisabled();
  await tapBeforeTheApp(page, add);
  // The tap counted, and the button says so while the app arrives.
  await expect(add).toHaveAttribute('aria-busy', 'true');

  release();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Cart, 1 items' })).toBeVisible();
  await expect(add).not.toHaveAttribute('aria-busy');
  await expect(add).toBeEnabled();
});
