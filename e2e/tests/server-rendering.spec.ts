import { formatPrice } from '@bistro/contract/money';
import { test as bare, type Page } from '@playwright/test';
import { uniqueEmail } from './auth-helpers.ts';
import { addToCart, callApi, cartLink } from './diner-steps.ts';
import { appSettled, expect, listenForHydrationTrouble, type MenuItem, test } from './fixtures.ts';
import { holdRequests } from './held-requests.ts';

// Public pages are rendered on the server (apps/server features/pages) and kept per menu version.

interface JsonLdNode {
  '@type': string;
  name?: string;
  hasMenu?: JsonLdNode;
  hasMenuSection?: JsonLdNode[];
  hasMenuItem?: (JsonLdNode & { offers: { price: string | number } })[];
}

/** The page's schema.org data, parsed. */
async function structuredData(page: Page): Promise<JsonLdNode> {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return JSON.parse(text ?? 'null') as JsonLdNode;
}

const dishesIn = (data: JsonLdNode) =>
  (data.hasMenu?.hasMenuSection ?? []).flatMap((section) => section.hasMenuItem ?? []);

let menu: MenuItem[];
test.beforeAll(async ({ request }) => {
  menu = await (await request.get('/api/menu')).json();
});
/** The dishes of a section or a collection. */
const inCategory = (group: string) =>
  menu.filter((item) => item.sections.includes(group) || (item.collections as string[]).includes(group));

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page has its headings and popular dishes, and the restaurant in JSON-LD', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Bistro Boss | Home');
    await expect(page.getByRole('heading', { name: 'ORDER ONLINE' })).toBeVisible();
    // The category slider's first view, as links to their shop tabs.
    const categories = page.getByRole('list', { name: 'Order online by category' });
    await expect(categories.getByRole('link', { name: 'Pizza' })).toHaveAttribute('href', '/order/PIZZA');
    await expect(page.getByRole('heading', { name: 'From Our Menu' })).toBeVisible();
    for (const dish of inCategory('popular')) {
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: dish.name, exact: true }) });
      await expect(card).toContainText(formatPrice(dish.price));
    }
    await expect(page.getByRole('heading', { name: 'Featured Item' })).toBeVisible();
    const data = await structuredData(page);
    expect(data['@type']).toBe('Restaurant');
    expect(data.name).toBe('Bistro Boss');
  });

  test('the menu page has every section with its dishes and prices, and the menu in JSON-LD', async ({ page }) => {
    await page.goto('/menu');
    await expect(page).toHaveTitle('Bistro Boss | Menu');
    await expect(page.getByRole('heading', { name: 'OUR MENU', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Todays Offer' })).toBeVisible();
    const shown = menu.filter(
      (dish) =>
        dish.collections.includes('offered') || ['desserts', 'soups', 'pizza', 'salads'].includes(dish.category),
    );
    const html = await page.content();
    for (const dish of shown) expect(html).toContain(dish.name.replace(/&/g, '&amp;'));

    const listed = dishesIn(await structuredData(page));
    const sold = menu.filter((dish) => ['salads', 'pizza', 'soups', 'desserts', 'drinks'].includes(dish.category));
    for (const dish of sold) {
      expect(listed, dish.name).toContainEqual(
        expect.objectContaining({ name: dish.name, offers: expect.objectContaining({ price: dish.price.toFixed(2) }) }),
      );
    }
  });

  test('a shop tab shows its dishes with their prices and Add to cart', async ({ page }) => {
    await page.goto('/order/PIZZA');
    await expect(page).toHaveTitle('Bistro Boss | Order');
    await expect(page.getByRole('heading', { name: 'OUR SHOP', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Pizza' })).toHaveAttribute('aria-selected', 'true');
    for (const dish of inCategory('pizza')) {
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: dish.name, exact: true }) });
      await expect(card).toContainText(formatPrice(dish.price));
      await expect(card.getByRole('button', { name: `Add ${dish.name} to cart` })).toBeVisible();
    }
    expect(dishesIn(await structuredData(page)).length).toBeGreaterThan(0);
  });

  test('the shop’s tabs are links to the other tabs’ pages', async ({ page }) => {
    await page.goto('/order/SALADS');
    await page.getByRole('tab', { name: 'Desserts' }).click();
    // The next tab's page opens at the tabs, as a tab switched in place leaves them.
    await expect(page).toHaveURL('/order/DESSERTS#shop-tabs');
    await expect(page.getByRole('tab', { name: 'Desserts' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tablist')).toBeInViewport();
    for (const dish of inCategory('desserts'))
      await expect(page.getByRole('heading', { name: dish.name, exact: true })).toBeVisible();
  });

  test('forms and buttons wait for the browser: the sign-up form never sends itself, password and all, in the address', async ({
    page,
  }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await expect(page.getByLabel('Password')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login with Google' })).toBeDisabled();
    await page.goto('/order/PIZZA');
    await expect(page.getByRole('button', { name: /^Add .+ to cart$/ }).first()).toBeDisabled();
    // Links need no script.
    await page.getByRole('link', { name: 'Our Menu' }).click();
    await expect(page).toHaveURL('/menu');
  });
});

test('the browser takes over the server’s page without asking for the menu or the configuration again', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/menu' || pathname === '/api/config') asked.push(pathname);
  });
  await page.goto('/order/SALADS');
  const salad = inCategory('salads')[0] as MenuItem;
  // Once the browser has the page (it starts after the first paint), a tab changes the page in place.
  await appSettled(page);
  await page.getByRole('tab', { name: 'Soups' }).click();
  await expect(page).toHaveURL('/order/SOUPS');
  await page.getByRole('tab', { name: 'Salad' }).click();
  await expect(page.getByRole('heading', { name: salad.name, exact: true })).toBeVisible();
  expect(asked).toEqual([]);
});

test('the app’s code is asked for once the server’s page is on screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/menu', '/order/SALADS']) {
    await page.goto(path);
    await appSettled(page);
    const { shown, appCode } = await page.evaluate(async () => ({
      // The first largest contentful paint: when the browser showed the page's main content.
      shown: await new Promise<number>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries()[0]?.startTime ?? Number.NaN)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      ),
      appCode: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\/assets\/start-[\w-]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(appCode, path).toHaveLength(1);
    expect(appCode[0], path).toBeGreaterThanOrEqual(shown);
  }
});

test('the web fonts come after the page has loaded and been painted and the app has started, and the menu’s words wrap alike before and after', async ({
  page,
}) => {
  // A phone, where the words wrap most; the fonts held back, as on its network, where the page is
  // on screen long before they arrive.
  await page.setViewportSize({ width: 390, height: 844 });
  const arrive = await holdRequests(page, '**/*.woff2');
  await page.goto('/menu');
  const blockHeights = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('main :is(h1, h2, h3, p, li)')].map(
        (block) => block.getBoundingClientRect().height,
      ),
    );
  const inFallbackFaces = await blockHeights();
  arrive();
  await page.waitForFunction(() =>
    ['Inter', 'Cinzel'].every((family) =>
      [...document.fonts].some((face) => face.family === family && face.status === 'loaded'),
    ),
  );
  const inWebFonts = await blockHeights();
  // The fallback faces are sized like the fonts (fonts/fallback-fonts.css): 8 of the 249 headings,
  // paragraphs and lines change height as the fonts arrive (23 with the browser's own faces).
  expect(inWebFonts).toHaveLength(inFallbackFaces.length);
  const rewrapped = inWebFonts.filter((height, index) => height !== inFallbackFaces[index]);
  expect(rewrapped.length / inWebFonts.length).toBeLessThan(0.05);

  // They start once the page has loaded, has been painted and the app's code has come.
  const timings = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
      appCode: resources
        .filter((entry) => /\/assets\/start-[\w-]+\.js$/.test(entry.name))
        .map((entry) => entry.responseEnd),
      fonts: resources.filter((entry) => entry.name.endsWith('.woff2')).map((entry) => entry.startTime),
    };
  });
  expect(timings.fonts).toHaveLength(4);
  expect(timings.appCode).toHaveLength(1);
  const after = Math.max(timings.loaded, timings.painted, ...timings.appCode);
  for (const start of timings.fonts) expect(start).toBeGreaterThanOrEqual(after);
});

test('no signed-in diner’s data ever reaches the cached pages', async ({ page, signUpWithoutUi, playwright }) => {
  const name = 'Gwendolyn Cachepage';
  const email = uniqueEmail('gwendolyn');
  await signUpWithoutUi({ name, email, at: '/order/SALADS' });
  await addToCart(page, inCategory('salads')[0] as MenuItem, 1);
  await expect(cartLink(page, 1)).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('access-token'));

  // The same page for a signed-in diner (cookies and token sent) and for a stranger: the same bytes.
  const stranger = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  for (const path of ['/', '/menu', '/order/SALADS', '/login', '/signup']) {
    const mine = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
    const html = await mine.text();
    for (const secret of [name, email, token ?? 'no token', 'access-token']) expect(html, path).not.toContain(secret);
    const theirs = await stranger.get(path);
    expect(theirs.headers().etag, path).toBe(mine.headers().etag);
    expect(await theirs.text(), path).toBe(html);
  }
  await stranger.dispose();
});

test('a dish an admin adds is in the next server-rendered page, whose ETag changes', async ({
  page,
  request,
  signUpAsAdmin,
}) => {
  const before = await request.get('/order/SALADS');
  const etag = before.headers().etag ?? '';
  expect((await request.get('/order/SALADS', { headers: { 'if-none-match': etag } })).status()).toBe(304);

  await signUpAsAdmin({ name: 'Rena Render' });
  const salad = inCategory('salads')[0] as MenuItem;
  const dish = { name: `Server-rendered slaw ${Date.now()}`, category: 'salad', price: 7.25, image: salad.image };
  const created = await callApi(page, 'POST', '/menu', dish);
  expect(created.status).toBe(200);
  try {
    const after = await request.get('/order/SALADS', { headers: { 'if-none-match': etag } });
    expect(after.status()).toBe(200);
    expect(after.headers().etag).not.toBe(etag);
    expect(await after.text()).toContain(dish.name);
    expect(await (await request.get('/menu')).text()).toContain(dish.name);
  } finally {
    await callApi(page, 'DELETE', `/menu/${created.body.insertedId}`);
  }
});

// The plain Playwright test: this one expects the warning the fixtures' guard fails every other test on.
bare('the hydration guard hears React when the HTML does not match', async ({ page }) => {
  const heard = listenForHydrationTrouble(page.context());
  // The server's page altered on the way: one heading says something the browser will not render.
  await page.route('**/menu', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('>Todays Offer<', '>Yesterdays Offer<');
    await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
  });
  await page.goto('/menu');
  await expect.poll(() => heard.length).toBeGreaterThan(0);
});
