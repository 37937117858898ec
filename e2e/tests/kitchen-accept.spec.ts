import { restaurantClock } from '@bistro/contract/restaurant-clock';
import { uniqueEmail } from './auth-helpers.ts';
import { seriousAxeFindings, withAxe } from './axe.ts';
import { addToCart, kitchenTablet, payAndOpenOrder } from './diner-steps.ts';
import { expect, type MenuItem, test } from './fixtures.ts';
import { mailTo } from './outbox.ts';

// The owner has each paid order accepted by a cook: it changes the rules every other spec orders
// under, so it runs on the rules site, one spec at a time (playwright.config.ts).

test('an owner has each order accepted within 3 minutes; a cook accepts a paid order with the minutes it needs, and the diner sees and is mailed the new pickup time', async ({
  page,
  browser,
  baseURL,
  request,
  rootAdmin,
  signUpAsAdmin,
  signUpAsStaff,
  signUpWithoutUi,
  dataDir,
}) => {
  const before = await (await rootAdmin.get('/api/restaurant/settings')).json();
  const owner = await (await browser.newContext({ baseURL })).newPage();
  try {
    // The owner chooses it on the Opening Hours page.
    await signUpAsAdmin({ name: 'Ola Owner', at: '/dashboard/settings' }, owner);
    await owner.getByRole('radio', { name: /A cook accepts each order/ }).check();
    await owner.getByLabel('Minutes to accept an order').fill('3');
    await owner.getByRole('button', { name: 'Save hours' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'Opening hours saved' })).toBeVisible();
    expect((await (await rootAdmin.get('/api/restaurant/settings')).json()).orders).toEqual({
      accept: { mode: 'staff', withinMinutes: 3 },
    });

    const kitchen = await kitchenTablet(browser, baseURL);
    await withAxe(kitchen);
    await signUpAsStaff({ name: 'Aki Accept', at: '/dashboard/orders' }, kitchen);
    await expect(kitchen.getByText('Live: new orders appear by themselves')).toBeVisible();

    const menu: MenuItem[] = await (await request.get('/api/menu')).json();
    const soup = menu.find((item) => item.category === 'soups') as MenuItem;
    const email = uniqueEmail('ada-accept');
    await signUpWithoutUi({ name: 'Ada Accept', email, at: '/order/SOUPS' });
    await addToCart(page, soup, 1);
    await page.goto('/dashboard/payment');
    await payAndOpenOrder(page);
    const status = page.getByRole('main').getByRole('status').first();
    await expect(status).toHaveText('Paid, waiting for the kitchen');
    const number = (await page.getByRole('heading', { name: /^Order #\d+$/ }).textContent())?.replace('Order #', '');
    const paid = await mailTo(email, new RegExp(`order #${number} is paid`), dataDir);
    expect(paid.text).toMatch(/The kitchen confirms it by \d{1,2}:\d{2} [AP]M/);

    // The ticket waits for a cook, saying until when; it cannot be started without its Accept.
    const ticket = kitchen.getByRole('article', { name: `#${number}` });
    await expect(kitchen.getByRole('region', { name: /^New/ })).toContainText(`#${number}`);
    await expect(ticket).toContainText(/Accept by \d{1,2}:\d{2} [AP]M/);
    await expect(ticket.getByRole('button', { name: `Start preparing: order ${number}` })).toHaveCount(0);
    expect(await seriousAxeFindings(kitchen), 'the board with an order to accept').toEqual([]);

    await ticket.getByRole('combobox', { name: 'Ready' }).selectOption({ label: 'In 45 minutes' });
    const accepted = Date.now();
    await ticket.getByRole('button', { name: `Accept order ${number}` }).click();
    await expect(kitchen.getByRole('region', { name: /^Preparing/ })).toContainText(`#${number}`);

    // The diner's page follows, with the pickup time 45 minutes from the Accept (on the restaurant's clock).
    await expect(status).toHaveText('Being prepared');
    const { restaurant } = await (await request.get('/api/config')).json();
    const clock = restaurantClock(restaurant.timeZone);
    const order = await (await rootAdmin.get(`/api/orders?status=preparing`)).json();
    const pickupAt = order.find((each: { number: number }) => String(each.number) === number)?.pickupAt;
    expect(Math.abs(Date.parse(pickupAt) - (accepted + 45 * 60_000))).toBeLessThan(60_000);
    await expect(page.getByText(/^Pickup: /)).toContainText(clock.time(pickupAt));
    const told = await mailTo(
      email,
      new RegExp(`order #${number} is accepted, ready at ${clock.time(pickupAt)}`),
      dataDir,
    );
    expect(told.text).toContain('The kitchen has accepted your order');
    await kitchen.context().close();
  } finally {
    await rootAdmin.put('/api/restaurant/settings', { data: before });
    await owner.context().close();
  }
});
