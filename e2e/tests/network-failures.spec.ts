import { ports, sites } from '../support/sites.ts';
import { uniqueEmail } from './auth-helpers.ts';
import { addToCart, cartLink, fillCard } from './diner-steps.ts';
import { expect, type MenuItem, test } from './fixtures.ts';
import { openRelay } from './relay.ts';

// What a diner sees when the restaurant cannot be reached in the middle of what they do: the
// diner's browser reaches the site through a relay that the test cuts (the connection is
// refused, as when the server is down) and restores.

let relay: Awaited<ReturnType<typeof openRelay>>;

test.use({ baseURL: `http://localhost:${ports.relay}` });
test.beforeAll(async () => {
  relay = await openRelay(new URL(sites.main.url), ports.relay);
});
test.afterAll(() => relay.cut());

test('when the restaurant cannot be reached, adding, deleting, paying and opening a page say so', async ({
  page,
  request,
  signUpWithoutUi,
}) => {
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const [first, second] = menu.filter((item) => item.category === 'salads') as [MenuItem, MenuItem];
  await signUpWithoutUi({ name: 'Otto Offline', email: uniqueEmail('otto'), at: '/order/SALADS' });
  await addToCart(page, first, 1);
  // Whatever code the page loads later has arrived before anything fails.
  await page.waitForLoadState('networkidle');

  await relay.cut();
  await page.getByRole('button', { name: `Add ${second.name} to cart` }).click();
  const failure = page.getByRole('dialog');
  await expect(failure).toContainText('Not added');
  await expect(failure).toContainText('Cannot reach the restaurant right now. Check your connection and try again.');
  await failure.getByRole('button', { name: 'OK' }).click();

  // My Cart's code was never downloaded: the page says why, and Reload brings it once the site is back.
  await cartLink(page, 1).click();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('Failed to fetch dynamically imported module')).toHaveCount(0);
  await relay.restore();
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Delete ${first.name}` })).toBeVisible();

  await relay.cut();
  await page.getByRole('button', { name: `Delete ${first.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByRole('dialog')).toContainText('Not deleted');
  await expect(page.getByRole('dialog')).toContainText('Cannot reach the restaurant right now.');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  await relay.restore();
  await page.goto('/dashboard/payment');
  await fillCard(page);
  await relay.cut();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Cannot reach the restaurant right now.' })).toBeVisible();
});
