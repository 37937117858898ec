import { restaurantClock } from '@bistro/contract/restaurant-clock';
import { appSettled, expect, type MenuItem, test } from './fixtures.ts';
import { layoutShift } from './layout-shift.ts';

let menu: MenuItem[];
test.beforeAll(async ({ request }) => {
  menu = await (await request.get('/api/menu')).json();
});
/** The dishes of a section or a collection, by name. */
const namesIn = (group: string) =>
  menu
    .filter((item) => item.sections.includes(group) || (item.collections as string[]).includes(group))
    .map((item) => item.name);

test('home page shows the carousel, the categories, popular dishes and the featured item', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Bistro Boss | Home');
  await expect(page.getByRole('img', { name: 'Wood-fired pizza fresh from the oven' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ORDER ONLINE' })).toBeVisible();
  // Today's hours (here 24 hours a day: open-around-the-clock.setup.ts); on the seeded hours the
  // spec's '----From 11:00am to 10.00Pm----' (restaurant-rules.spec.ts).
  await expect(page.getByText('----Open all day----')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'From Our Menu' })).toBeVisible();
  for (const name of namesIn('popular')) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Featured Item' })).toBeVisible();
  // Dated today on the restaurant's clock, not a fixed day in 2023.
  const { restaurant } = await (await page.request.get('/api/config')).json();
  await expect(page.getByText(restaurantClock(restaurant.timeZone).date(new Date()), { exact: true })).toBeVisible();
  await expect(page.getByText('Where can i get some?')).toBeVisible();
  // The featured plate, the roast chicken, is one of the popular dishes.
  await page.getByRole('link', { name: 'Order Now' }).last().click();
  await expect(page).toHaveURL('/order/POPULAR');
  await expect(page).toHaveTitle('Bistro Boss | Order');
  await expect(page.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true');
});

test('the home page comes alive without moving on a phone: today’s hours and the sliders take their places', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  await expect(page.getByText('----Open all day----')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Scroll the categories' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Choose a picture' })).toBeVisible();
  // 0.009 when the hours' line took its room only as the restaurant's status arrived.
  expect(await layoutShift(page)).toBeLessThan(0.005);
});

test('the navbar shows a visitor the menu, order and login links', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Our Menu' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Order' })).toHaveCount(2);
  await expect(nav.getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Our Menu' }).click();
  await expect(page).toHaveURL('/menu');
  await expect(nav.getByRole('link', { name: 'Our Menu' })).toHaveClass(/text-gold/);
});

test('menu page lists every section with its own Order Now', async ({ page }) => {
  await page.goto('/menu');
  await expect(page).toHaveTitle('Bistro Boss | Menu');
  await expect(page.getByRole('heading', { name: 'OUR MENU', level: 1 })).toBeVisible();
  await expect(page.getByText('Would you like to try a dish?')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Todays Offer' })).toBeVisible();
  for (const group of ['offered', 'desserts', 'soups', 'pizza', 'salads', 'drinks']) {
    for (const name of namesIn(group)) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeAttached();
    }
  }
  const offer = page.getByRole('region', { name: 'Todays offer' });
  await offer.getByRole('link', { name: /Order Now/ }).click();
  await expect(page).toHaveURL('/order/OFFERS');
  await expect(page.getByRole('tab', { name: 'Today’s Offer' })).toHaveAttribute('aria-selected', 'true');
  for (const name of namesIn('offered')) {
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card.getByRole('button', { name: `Add ${name} to cart` })).toBeVisible();
  }

  await page.goto('/menu');
  await page
    .getByRole('region', { name: 'Desserts' })
    .getByRole('link', { name: /Order Now/ })
    .click();
  await expect(page).toHaveURL('/order/DESSERTS');
  await expect(page.getByRole('tab', { name: 'Desserts' })).toHaveAttribute('aria-selected', 'true');
});

test('a dish’s picture comes at the size it is shown: 240 px in a menu line, 768 at most on a shop card', async ({
  page,
}) => {
  await page.goto('/menu');
  const line = page.locator('main li img').first();
  await line.scrollIntoViewIfNeeded();
  await expect(line).toHaveAttribute('src', /^\/images\/sized\/240\//);
  await expect.poll(() => line.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240);

  await page.goto('/order/SALADS');
  const card = page.getByRole('article').first().locator('img');
  await card.scrollIntoViewIfNeeded();
  await expect(card).toHaveAttribute('src', /^\/images\/sized\/768\//);
  // The seeded pictures are 400 px: never made larger than they are.
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
});

test('shop tabs switch the dishes and update the address', async ({ page }) => {
  await page.goto('/order/SALADS');
  await expect(page.getByRole('heading', { name: 'OUR SHOP' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([
    'Salad',
    'Pizza',
    'Soups',
    'Desserts',
    'Drinks',
    'Popular',
    'Today’s Offer',
  ]);
  await expect(page.getByRole('tab', { name: 'Salad' })).toHaveAttribute('aria-selected', 'true');
  for (const name of namesIn('salads')) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();

  // A tab is a link: it answers at once, before the browser has taken the page over too (then it
  // loads the tab's page, opened at the tabs).
  await page.getByRole('tab', { name: 'Pizza' }).click();
  await expect(page).toHaveURL(/\/order\/PIZZA(#shop-tabs)?$/);
  await expect(page.getByRole('tab', { name: 'Pizza' })).toHaveAttribute('aria-selected', 'true');
  for (const name of namesIn('pizza')) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  for (const name of namesIn('salads')) await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(0);

  // Keyboard, once the browser has the page: the selected tab is the one Tab stop, and arrow
  // keys, Home and End move between tabs and select them.
  await appSettled(page);
  await expect(page.getByRole('tab', { name: 'Pizza' })).toHaveAttribute('tabindex', '0');
  await expect(page.getByRole('tab', { name: 'Salad' })).toHaveAttribute('tabindex', '-1');
  await page.getByRole('tab', { name: 'Pizza' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL('/order/SOUPS');
  await expect(page.getByRole('tab', { name: 'Soups' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Soups' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(page).toHaveURL('/order/OFFERS');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL('/order/SALADS');
  await expect(page.getByRole('tab', { name: 'Salad' })).toBeFocused();
});

test('a deep link reloads into the right tab, and an unknown category opens the first', async ({ page }) => {
  await page.goto('/order/PIZZA');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Pizza' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/order/undefined');
  await expect(page.getByRole('tab', { name: 'Salad' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/order/drinks');
  await expect(page.getByRole('tab', { name: 'Drinks' })).toHaveAttribute('aria-selected', 'true');
});

test('a visitor who adds to the cart is asked to log in first', async ({ page }) => {
  await page.goto('/order/DRINKS');
  const first = namesIn('drinks')[0] ?? '';
  await page.getByRole('button', { name: `Add ${first} to cart` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('You are not logged in !')).toBeVisible();
  await expect(dialog.getByText('Please log in to add to the cart')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/order/DRINKS');

  await page.getByRole('button', { name: `Add ${first} to cart` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, log in!' }).click();
  await expect(page).toHaveURL('/login?redirectTo=%2Forder%2FDRINKS');
});

test('an unknown page says so, with status 404, and offers a way back', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page is not on the menu' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test('pages fit a 360 px phone without sideways scrolling @phone', async ({ page }) => {
  for (const url of ['/', '/menu', '/order/SALADS']) {
    await page.goto(url);
    await expect(page.locator('main')).not.toBeEmpty();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Our Menu' }).last()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${url} is wider than the screen`).toBeLessThanOrEqual(0);
  }
});

test('public pages load no dashboard or chart code', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  for (const url of ['/', '/menu', '/order/SALADS']) await page.goto(url, { waitUntil: 'networkidle' });
  expect(scripts.size).toBeGreaterThan(0);
  // Read once the pages are loaded (a response's body is gone once its page is left).
  for (const script of scripts) {
    const code = await (await page.request.get(script)).text();
    expect(code).not.toContain('recharts');
    expect(code).not.toContain('Payment History');
    // The dashboard's routes, and the requests their loaders start, come with the first visit to it.
    expect(code).not.toContain('/admin-stats');
  }
});
