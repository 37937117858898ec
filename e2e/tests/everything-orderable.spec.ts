import { formatPrice } from '@bistro/contract/money';
import type { Locator, Page } from '@playwright/test';
import { uniqueEmail } from './auth-helpers.ts';
import { callApi, cartLink, payAndOpenOrder } from './diner-steps.ts';
import { appSettled, expect, type MenuItem, test } from './fixtures.ts';

// Every dish the site shows can be ordered from where it is shown, and on a phone the shop shows
// a dish, its price and its Add on the first screen.

test.use({ viewport: { width: 390, height: 844 } });

let menu: MenuItem[];
test.beforeAll(async ({ request }) => {
  menu = await (await request.get('/api/menu')).json();
});
/** The first dish on sale of a section or a collection. */
const firstOnSale = (group: string) =>
  menu.find(
    (item) => (item.sections.includes(group) || (item.collections as string[]).includes(group)) && !item.soldOut,
  ) as MenuItem;

/** Whether the element lies wholly within the page's first screen, the page not scrolled. */
async function onFirstScreen(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const screen = page.viewportSize();
  return !!box && !!screen && box.y >= 0 && box.y + box.height <= screen.height && box.x + box.width <= screen.width;
}

test('on a phone, a diner adds a popular dish from the home page by its own button @phone', async ({
  page,
  signUpWithoutUi,
}) => {
  const dish = firstOnSale('popular');
  await signUpWithoutUi({ name: 'Pop Picker', email: uniqueEmail('popular') });
  await appSettled(page);
  const popular = page.getByRole('region', { name: 'Popular items' });
  await popular.getByRole('button', { name: `Add ${dish.name} to cart` }).click();
  await expect(cartLink(page, 1)).toBeAttached();

  await page.goto('/dashboard/mycart');
  await expect(
    page.getByRole('list', { name: 'Dishes in your cart' }).getByRole('article', { name: dish.name, exact: true }),
  ).toBeVisible();
});

test('on a phone, the shop’s first screen shows a dish with its price and Add, under one row of tabs @phone', async ({
  page,
}) => {
  const salad = firstOnSale('salads');
  await page.goto('/order/SALADS');
  await appSettled(page);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: salad.name, exact: true }) });
  expect(await onFirstScreen(page, card.getByText(formatPrice(salad.price)))).toBe(true);
  expect(await onFirstScreen(page, card.getByRole('button', { name: `Add ${salad.name} to cart` }))).toBe(true);

  const tabs = page.getByRole('tab');
  const tops = await tabs.evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().top));
  expect(new Set(tops).size, 'rows of tabs').toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The last tab, out of sight beside the others, is scrolled into view when it is the one selected.
  await page.goto('/order/OFFERS');
  await appSettled(page);
  await expect(page.getByRole('tab', { name: 'Today’s Offer' })).toBeInViewport({ ratio: 1 });
});

test('on a phone, the kitchen’s day history fits the screen @phone', async ({ page, signUpAsAdmin }) => {
  // An administrator orders, pays and cancels with a long note: the history has a row to show.
  const { email } = await signUpAsAdmin({ name: 'Pocket Kitchen Boss' });
  const dish = firstOnSale('soups');
  expect((await callApi(page, 'POST', '/carts', { email, menuID: dish._id })).status).toBe(200);
  await page.goto('/dashboard/payment');
  await payAndOpenOrder(page);
  const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const note = 'The oven broke down halfway through the lunch service, so we refunded everything';
  const cancelled = await callApi(page, 'PATCH', `/orders/${orderId}`, { status: 'cancelled', reason: 'other', note });
  expect(cancelled.status).toBe(200);

  await page.goto('/dashboard/orders');
  const history = page.getByRole('list', { name: 'Orders picked up and cancelled' });
  await expect(history.getByText(note, { exact: false })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
