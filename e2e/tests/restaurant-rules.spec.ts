import { uniqueEmail } from './auth-helpers.ts';
import { addToCart, callApi, fillCard } from './diner-steps.ts';
import { expect, type MenuItem, test, tokenEmail } from './fixtures.ts';
import { halfASecondLate } from './held-requests.ts';
import { layoutShift } from './layout-shift.ts';

// Each test is a whole evening's story: an admin and a diner, several saves and a payment. They
// change the rules every other spec orders under, so they run after those (playwright.config.ts).

/** The seeded opening hours, 11:00–22:00 every day (the other specs run on 24 hours a day). */
const seededHours = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
    day,
    [{ opens: '11:00', closes: '22:00' }],
  ]),
);

test('an admin closes today: the shop says closed and when it opens, and checkout is refused until it reopens', async ({
  page,
  browser,
  baseURL,
  request,
  signUpWithoutUi,
  signUpAsAdmin,
}) => {
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signUpAsAdmin({ name: 'Hana Hours' }, admin);
  const before = (await callApi(admin, 'GET', '/restaurant/settings')).body;
  expect((await callApi(admin, 'PUT', '/restaurant/settings', { ...before, weekly: seededHours })).status).toBe(200);
  try {
    // The seeded hours are the spec's: on the home page and in the footer.
    await page.goto('/');
    await expect(page.getByText('----From 11:00am to 10.00Pm----')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Open every day, 11:00am to 10:00pm');

    await admin.goto('/dashboard/settings');
    await expect(admin.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
    await admin.getByRole('button', { name: 'Close today' }).click();
    // Not yet in force, and the page says so where Save is, kept in view.
    const unsaved = admin.getByRole('status').filter({ hasText: 'Your changes apply once you save them.' });
    await expect(unsaved).toBeInViewport();
    await admin.getByLabel('Note for diners').fill('Closed for a private party.');
    await admin.getByLabel('Days ahead').fill('0');
    await admin.getByRole('button', { name: 'Save hours' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Opening hours saved' })).toBeVisible();
    await expect(unsaved).toHaveCount(0);

    const menu: MenuItem[] = await (await request.get('/api/menu')).json();
    const salad = menu.find((item) => item.category === 'salads') as MenuItem;
    await signUpWithoutUi({ name: 'Cleo Closed', email: uniqueEmail('cleo'), at: '/order/SALADS' });
    const notice = page.getByRole('main').getByRole('status').filter({ hasText: 'We are closed now.' });
    await expect(notice).toContainText('Closed for a private party. We open again tomorrow at 11:00 AM.');
    // The notice is in the server's page (rendered again as what it says changes): nothing moves
    // when the page comes alive, on a phone either, where it sits between the hero and the dishes.
    expect(await layoutShift(page)).toBeLessThan(0.01);
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(notice).toContainText('We open again tomorrow at 11:00 AM.');
    expect(await layoutShift(page)).toBeLessThan(0.01);
    if (desktop) await page.setViewportSize(desktop);
    await page.goto('/');
    await expect(page.getByText('----Closed today----')).toBeVisible();
    await page.goto('/order/SALADS');
    await addToCart(page, salad, 1);

    await page.goto('/dashboard/payment');
    await expect(page.getByRole('status').filter({ hasText: 'We are closed now.' })).toBeVisible();
    await expect(page.getByLabel('Pickup time')).toHaveCount(0);
    await fillCard(page);
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeDisabled();
    // Nor does the API take it, whatever time is asked for.
    const refused = await callApi(page, 'POST', '/create-payment-intent', { pickup: 'asap' });
    expect(refused).toEqual({
      status: 409,
      body: { error: 'Conflict', message: 'We are closed now: we open again tomorrow at 11:00 AM.' },
    });
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
    const later = await callApi(page, 'POST', '/create-payment-intent', { pickup: `${tomorrow}T12:00:00Z` });
    expect(later.status).toBe(409);

    // Orders a day ahead: checkout offers tomorrow's first time, and says so in words.
    await admin.getByLabel('Days ahead').fill('1');
    await admin.getByRole('button', { name: 'Save hours' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Opening hours saved' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Pickup time').locator('option:checked')).toHaveText('Tomorrow, 11:00 AM');
    await expect(
      page.getByText('No pickup as soon as possible now: the first time is tomorrow at 11:00 AM.'),
    ).toBeVisible();

    // The admin opens today again: the note goes, and the diner can pay for a pickup time.
    await admin.getByRole('button', { name: /^Remove this day, \d{4}-\d{2}-\d{2}$/ }).click();
    await admin.getByLabel('Days ahead').fill('2');
    await admin.getByRole('button', { name: 'Save hours' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Opening hours saved' })).toBeVisible();
    await page.reload();
    await expect(page.getByText('Closed for a private party.')).toHaveCount(0);
    await expect(page.getByLabel('Pickup time')).toBeVisible();
    await fillCard(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByText(/^Pickup: /)).toBeVisible();
  } finally {
    expect((await callApi(admin, 'PUT', '/restaurant/settings', before)).status).toBe(200);
    await admin.context().close();
  }
});

test('a dish marked sold out cannot be ordered, and comes back when the kitchen puts it back', async ({
  page,
  browser,
  baseURL,
  request,
  signUpWithoutUi,
  signUpAsStaff,
}) => {
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const [soup, otherSoup] = menu.filter((item) => item.category === 'soups') as [MenuItem, MenuItem];
  await signUpWithoutUi({ name: 'Sam Soup', email: uniqueEmail('sam'), at: '/order/SOUPS' });
  await addToCart(page, soup, 1);
  await addToCart(page, otherSoup, 2);

  const kitchen = await (await browser.newContext({ baseURL })).newPage();
  await signUpAsStaff({ name: 'Eighty Six' }, kitchen);
  try {
    await kitchen.goto('/dashboard/orders');
    await kitchen.getByRole('button', { name: 'Pause, sold out' }).click();
    await kitchen.getByText('Sold-out dishes: none').click();
    await kitchen.getByLabel('Find a dish').fill(soup.name);
    await kitchen.getByRole('combobox', { name: `Availability: ${soup.name}` }).selectOption('Sold out today');
    await expect(kitchen.getByText('Sold-out dishes: 1')).toBeVisible();

    // The shop shows it sold out, its button off; the cart holding it says so and will not pay.
    await page.goto('/order/SOUPS');
    const card = page.getByRole('article').filter({ hasText: soup.name });
    await expect(card.getByText('Sold out', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Add ${soup.name} to cart` })).toBeDisabled();
    // Off, and it looks it: not in the colours of an Add that works.
    const looks = (name: string) =>
      page.getByRole('button', { name }).evaluate((button) => {
        const { color, borderBottomColor } = getComputedStyle(button);
        return { color, borderBottomColor };
      });
    const soldOutAdd = `Add ${soup.name} to cart`;
    const availableAdd = `Add ${otherSoup.name} to cart`;
    // Every Add waits for the session at first: compare once the other one works.
    await expect(page.getByRole('button', { name: availableAdd })).toBeEnabled();
    expect(await looks(soldOutAdd)).not.toMatchObject({ color: (await looks(availableAdd)).color });
    expect(await looks(soldOutAdd)).not.toMatchObject({
      borderBottomColor: (await looks(availableAdd)).borderBottomColor,
    });
    // So does its line on Our Menu: its Add is off and looks it, the badge read as the reason.
    await page.goto('/menu');
    const addFromMenu = page.getByRole('button', { name: soldOutAdd });
    await expect(addFromMenu).toBeDisabled();
    await expect(addFromMenu).toHaveAccessibleDescription('Sold out');
    await expect(page.getByRole('button', { name: availableAdd })).toBeEnabled();
    expect(await looks(soldOutAdd)).not.toMatchObject({ color: (await looks(availableAdd)).color });
    await page.goto('/dashboard/mycart');
    await expect(page.getByRole('status').filter({ hasText: 'sold out for now' })).toContainText(soup.name);
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeDisabled();
    const refused = await callApi(page, 'POST', '/create-payment-intent', {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `${soup.name} is sold out for now: take it out of your cart to pay for the rest.`,
    );
    const added = await callApi(page, 'POST', '/carts', { email: await tokenEmail(page), menuID: soup._id });
    expect(added.status).toBe(409);

    // Back on: the diner pays for both.
    await kitchen.getByRole('combobox', { name: `Availability: ${soup.name}` }).selectOption('Available');
    await expect(kitchen.getByText('Sold-out dishes: none')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'sold out for now' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Pay', exact: true }).click();
    await fillCard(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  } finally {
    await callApi(kitchen, 'PUT', `/menu/${soup._id}/availability`, { soldOut: 'no' });
    await kitchen.context().close();
  }
});

test('the kitchen pauses online orders with a message: the shop shows it, diners still order for a later day, or are told plainly they cannot', async ({
  page,
  browser,
  baseURL,
  request,
  signUpWithoutUi,
  signUpAsStaff,
  rootAdmin,
}) => {
  const kitchen = await (await browser.newContext({ baseURL })).newPage();
  await signUpAsStaff({ name: 'Paula Pause' }, kitchen);
  const settings = await (await rootAdmin.get('/api/restaurant/settings')).json();
  try {
    await kitchen.goto('/dashboard/orders');
    await kitchen.getByRole('button', { name: 'Pause, sold out' }).click();
    await kitchen.getByLabel('Pause for').selectOption('Until we take orders again');
    await kitchen.getByLabel('Message to diners (optional)').fill('The kitchen is full, back soon!');
    await kitchen.getByRole('button', { name: 'Pause online orders' }).click();
    await expect(kitchen.getByText('Online orders are paused until resumed.')).toBeVisible();

    const menu: MenuItem[] = await (await request.get('/api/menu')).json();
    const pizza = menu.find((item) => item.category === 'pizza') as MenuItem;
    await signUpWithoutUi({ name: 'Pia Pizza', email: uniqueEmail('pia'), at: '/order/PIZZA' });
    const banner = page.getByRole('status').filter({ hasText: 'Online ordering is paused for now.' });
    await expect(banner).toContainText('The kitchen is full, back soon! You can still order for a later pickup time.');
    await addToCart(page, pizza, 1);
    // The cart comes before the rules: their notice, above it, pushed it down as it came.
    await page.route('**/api/restaurant', halfASecondLate);
    await page.goto('/dashboard/mycart');
    await expect(banner).toBeVisible();
    await expect(page.getByRole('main').getByText(pizza.name).filter({ visible: true }).first()).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await page.unroute('**/api/restaurant', halfASecondLate);
    await page.goto('/dashboard/payment');
    await expect(banner).toBeVisible();
    const refused = await callApi(page, 'POST', '/create-payment-intent', {});
    expect(refused.body.message).toBe(
      'Online ordering is paused for now. The kitchen is full, back soon! Choose a later pickup time.',
    );

    // Paused until resumed holds back the rest of today (on the restaurant's clock): the first
    // time on offer is another day's, and paying for it goes through.
    const pickup = page.getByLabel('Pickup time');
    await expect(pickup).toBeVisible();
    const first = (await pickup.locator('option').first().textContent()) ?? '';
    expect(first).not.toMatch(/^(As soon as possible|Today)/);
    await fillCard(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByText(/^Pickup: /)).not.toContainText(/today/i);

    // Where the owner takes orders for today only, nothing is left: the shop says so, and Pay waits.
    expect((await rootAdmin.put('/api/restaurant/settings', { data: { ...settings, daysAhead: 0 } })).status()).toBe(
      200,
    );
    await page.goto('/order/PIZZA');
    await addToCart(page, pizza, 1);
    await page.goto('/dashboard/payment');
    await expect(banner).toContainText('The kitchen is full, back soon! Orders for a later time are not taken either.');
    await fillCard(page);
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeDisabled();

    await kitchen.getByRole('button', { name: 'Take orders again' }).click();
    await expect(kitchen.getByText('Taking online orders.')).toBeVisible();
    // Days ahead again: late in the restaurant's evening today has no time left, tomorrow has.
    expect((await rootAdmin.put('/api/restaurant/settings', { data: settings })).status()).toBe(200);
    await page.reload();
    await expect(banner).toHaveCount(0);
    await expect(page.getByLabel('Pickup time')).toBeVisible();
  } finally {
    await callApi(kitchen, 'DELETE', '/restaurant/pause');
    await rootAdmin.put('/api/restaurant/settings', { data: settings });
    await kitchen.context().close();
  }
});

test('a diner picks a later pickup time and leaves a note: the kitchen sees both, soonest pickup first', async ({
  page,
  browser,
  baseURL,
  request,
  signUpWithoutUi,
  signUpAsStaff,
}) => {
  const kitchen = await (await browser.newContext({ baseURL })).newPage();
  await signUpAsStaff({ name: 'Noor Note' }, kitchen);
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const dessert = menu.find((item) => item.category === 'desserts') as MenuItem;
  await signUpWithoutUi({ name: 'Lea Later', email: uniqueEmail('lea'), at: '/order/DESSERTS' });
  await addToCart(page, dessert, 1);
  await page.goto('/dashboard/payment');
  const pickup = page.getByLabel('Pickup time');
  // The last time on offer: a day or two ahead.
  const last = pickup.locator('option').last();
  const chosen = (await last.textContent()) ?? '';
  await pickup.selectOption({ label: chosen });
  await page.getByLabel('Note for the kitchen (optional)').fill('Nut allergy: no almonds, please.');
  await fillCard(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  // "Tomorrow, 9:30 PM" or "Wed, Nov 25, 9:30 PM"
  const [, day, time] = /^(.*), (\d{1,2}:\d{2} [AP]M)$/.exec(chosen) ?? [];
  await expect(page.getByText(/^Pickup: /)).toContainText(`at ${time}`);
  await expect(page.getByText('Nut allergy: no almonds, please.')).toBeVisible();
  const number = (await page.getByRole('heading', { name: /^Order #\d+$/ }).textContent())?.replace('Order #', '');

  await kitchen.goto('/dashboard/orders');
  const ticket = kitchen.getByRole('article', { name: `#${number}` });
  await expect(ticket).toContainText(`Pickup ${day}, ${time}`);
  await expect(ticket).toContainText('Nut allergy: no almonds, please.');
  // The soonest pickup first: this one, the latest on offer, comes after every other new order.
  await expect(kitchen.getByRole('region', { name: /New/ }).getByRole('article').last()).toHaveAccessibleName(
    `#${number}`,
  );
  await kitchen.context().close();
});
