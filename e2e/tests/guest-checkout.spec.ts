import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { uniqueEmail } from './auth-helpers.ts';
import { seriousAxeFindings, withAxe } from './axe.ts';
import { addToCart, cartLink, fillCard } from './diner-steps.ts';
import { expect, type MenuItem, test } from './fixtures.ts';
import { takeGuestOrders } from './guest-orders.ts';
import { halfASecondLate } from './held-requests.ts';
import { layoutShift } from './layout-shift.ts';
import { mailTo } from './outbox.ts';

// Guest checkout changes what a visitor's Add does for every spec on the site, so this one runs
// with the specs that change the restaurant's rules, one at a time (playwright.config.ts), and
// switches it off again.

test('with guest checkout on, a visitor orders without an account: the order page opens, and the mail links back to it', async ({
  page,
  browser,
  baseURL,
  request,
  rootAdmin,
  dataDir,
}) => {
  await takeGuestOrders(rootAdmin, true);
  try {
    const menu: MenuItem[] = await (await request.get('/api/menu')).json();
    const [soup] = menu.filter((item) => item.category === 'soups') as [MenuItem];
    const email = uniqueEmail('gil-guest');

    // Signed out, the dish goes into this browser's cart: no login prompt.
    await withAxe(page);
    await page.goto('/order/SOUPS');
    await addToCart(page, soup, 1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await cartLink(page, 1).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await expect(page.getByText(/^Total to pay:/)).toBeVisible();
    expect(await seriousAxeFindings(page), 'the checkout page').toEqual([]);

    // Pay asks who is ordering before the card is charged.
    await fillCard(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByLabel('Name')).toBeFocused();
    await expect(page.getByLabel('Name')).toHaveAccessibleDescription('Name is required');
    expect(await seriousAxeFindings(page), 'the checkout page with its errors').toEqual([]);
    await page.getByLabel('Name').fill('Gil Guest');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(/\/guest-order\/[0-9a-f-]{36}\?key=/);
    const heading = page.getByRole('heading', { level: 1, name: /^Order #\d+$/ });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Paid, waiting for the kitchen' })).toBeVisible();
    await expect(page.getByText(soup.name)).toBeVisible();
    await expect(page.getByText('+1 555 010 0199')).toBeVisible();
    expect(await seriousAxeFindings(page), 'the guest’s order page').toEqual([]);
    // The browser's cart was paid for.
    await expect(cartLink(page, 0)).toBeVisible();

    // The paid mail links to the same page, from the address the site printed at start-up.
    const mail = await mailTo(email, /is paid/, dataDir);
    expect(mail.link).toMatch(new RegExp(`^${baseURL}/guest-order/[0-9a-f-]{36}\\?key=`));
    expect(mail.link).toBe(page.url());
    const elsewhere = await (await browser.newContext()).newPage();
    await elsewhere.goto(mail.link);
    await expect(elsewhere.getByRole('heading', { level: 1 })).toHaveText((await heading.textContent()) ?? '');
    // A changed key opens nothing.
    await elsewhere.goto(mail.link.replace(/key=(.)/, (_, first: string) => `key=${first === 'a' ? 'b' : 'a'}`));
    await expect(elsewhere.getByRole('alert')).toContainText('No order opens with this link');

    // Its receipt, from the order page and from the mail, by the same key; printed, only the receipt.
    const number = (await heading.textContent())?.replace('Order #', '');
    await page.getByRole('link', { name: 'Receipt' }).click();
    await expect(page).toHaveURL(/\/guest-order\/[0-9a-f-]{36}\/receipt\?key=/);
    expect(mail.text).toContain(`Your receipt, to print or keep: ${page.url()}`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Receipt for order #${number}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'What was ordered' })).toContainText(`1 × ${soup.name}`);
    expect(await seriousAxeFindings(page), 'the guest’s receipt').toEqual([]);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('table', { name: 'What was ordered' })).toBeVisible();
  } finally {
    await takeGuestOrders(rootAdmin, false);
  }
});

/**
 * With guests' orders on, a phone whose browser keeps `quantity` of the menu's first dish in its
 * cart (its local storage, as Add keeps it); `story` runs on its page, and guests' orders are
 * switched off again after.
 */
async function onAGuestsPhone(
  {
    browser,
    baseURL,
    request,
    rootAdmin,
  }: { browser: Browser; baseURL: string | undefined; request: APIRequestContext; rootAdmin: APIRequestContext },
  quantity: number,
  story: (page: Page, dish: MenuItem) => Promise<void>,
) {
  await takeGuestOrders(rootAdmin, true);
  const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, isMobile: true });
  try {
    const [dish] = (await (await request.get('/api/menu')).json()) as MenuItem[];
    if (!dish) throw new Error('the menu is empty');
    const page = await phone.newPage();
    await page.goto('/api/health');
    const kept = [{ menuID: dish._id, name: dish.name, image: dish.image, price: dish.price, quantity, choices: [] }];
    await page.evaluate((lines) => localStorage.setItem('bistro-cart', lines), JSON.stringify(kept));
    await story(page, dish);
  } finally {
    await phone.close();
    await takeGuestOrders(rootAdmin, false);
  }
}

test('a guest’s kept cart is in the bar from the first paint: counting its dishes moves nothing', async ({
  browser,
  baseURL,
  request,
  rootAdmin,
}) =>
  onAGuestsPhone({ browser, baseURL, request, rootAdmin }, 2, async (page) => {
    // The web fonts' own shift aside (they narrow Order beside it), where the server's page puts
    // the cart, before the app runs and reads what the browser keeps.
    await page.route('**/*.woff2', (route) => route.abort());
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const cart = document.querySelector('header a[href="/checkout"]');
        const box = cart?.getBoundingClientRect();
        Object.assign(window, { cartAsSent: box && { label: cart?.getAttribute('aria-label'), x: box.x, y: box.y } });
      });
    });
    await page.goto('/order/SALADS');
    await expect(cartLink(page, 2)).toBeVisible();
    const box = await cartLink(page, 2).boundingBox();
    const asSent = await page.evaluate(() => (window as unknown as { cartAsSent?: object }).cartAsSent);
    expect(asSent).toEqual({ label: 'Cart, 0 items', x: box?.x, y: box?.y });
  }));

test('while online orders are paused, a guest’s checkout on a phone says so under the dishes it keeps, and nothing moves as the rules arrive', async ({
  browser,
  baseURL,
  request,
  rootAdmin,
}) =>
  onAGuestsPhone({ browser, baseURL, request, rootAdmin }, 1, async (page, dish) => {
    expect((await rootAdmin.put('/api/restaurant/pause', { data: { message: 'Back in ten minutes.' } })).status()).toBe(
      200,
    );
    try {
      // The dishes are the browser's, shown at once; the restaurant's rules come half a second later
      // (the pause's notice, above the dishes then, pushed them down as it came).
      await page.route('**/api/restaurant', halfASecondLate);
      await page.goto('/checkout');
      const notice = page.getByRole('status').filter({ hasText: 'Online ordering is paused for now.' });
      await expect(notice).toContainText('Back in ten minutes.');
      expect(await layoutShift(page)).toBeLessThan(0.01);
      const dishes = page.getByRole('main').getByText(dish.name).filter({ visible: true }).first();
      expect((await notice.boundingBox())?.y).toBeGreaterThan(
        (await dishes.boundingBox())?.y ?? Number.POSITIVE_INFINITY,
      );
    } finally {
      expect((await rootAdmin.delete('/api/restaurant/pause')).status()).toBeLessThan(300);
    }
  }));
