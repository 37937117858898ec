import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { uniqueEmail } from './auth-helpers.ts';
import { seriousAxeFindings, withAxe } from './axe.ts';
import { callApi, paidOrder } from './diner-steps.ts';
import { expect, type MenuItem, test } from './fixtures.ts';
import { mailTo } from './outbox.ts';

// An owner makes the restaurant theirs (issue #52): its name, logo, colour and opening picture,
// its home page's sections, its own menu sections and a section served at some hours only. It
// runs on the site of the specs that change the menu and the rules, one at a time, and puts the
// spec's restaurant back after each test.

const HOUSE = 'Bistro Boss';
const heroPicture = path.resolve(import.meta.dirname, '../../apps/server/assets/menu/caprese-salad.webp');
const logo = {
  name: 'chez-lina.svg',
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#b3261e"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff">CL</text></svg>',
  ),
};

test.afterEach(async ({ rootAdmin }) => {
  // The spec's restaurant again, whatever the test left.
  expect((await rootAdmin.put('/api/restaurant/brand', { data: { name: HOUSE } })).status()).toBe(200);
  expect((await rootAdmin.put('/api/restaurant/home', { data: {} })).status()).toBe(200);
});

/** A published 5-star review of a picked-up order: the home page then has Testimonials to show. */
async function publishedReview(page: Page, admin: APIRequestContext, dish: MenuItem) {
  const orderId = await paidOrder(page, dish);
  for (const status of ['preparing', 'ready', 'completed']) {
    const moved = await admin.patch(`/api/orders/${orderId}`, { data: { status } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const review = await callApi(page, 'POST', '/reviews', { orderId, rating: 5, text: 'The best croque in town.' });
  expect(review.status, JSON.stringify(review.body)).toBe(201);
}

/** Every message of the site's outbox to this address, as sent. */
async function mailsTo(dataDir: string, to: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const all = await Promise.all(
    (await readdir(dir)).filter((name) => name.endsWith('.eml')).map((name) => readFile(path.join(dir, name), 'utf8')),
  );
  return all.filter((eml) => eml.includes(`To: ${to}`));
}

test('an owner names the restaurant Chez Lina, with a logo, a colour, an opening picture and no Testimonials; nothing says Bistro Boss any more', async ({
  page,
  browser,
  baseURL,
  request,
  dataDir,
  rootAdmin,
  signUpWithoutUi,
  signUpAsAdmin,
}) => {
  test.slow();
  await withAxe(page);
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const soup = menu.find((item) => item.category === 'soups' && !item.soldOut) as MenuItem;
  // A diner's published review: the home page shows Testimonials until the owner hides them.
  const diner = await (await browser.newContext({ baseURL })).newPage();
  const dinerEmail = uniqueEmail('lina-diner');
  await signUpWithoutUi({ name: 'Dina Diner', email: dinerEmail }, diner);
  await publishedReview(diner, rootAdmin, soup);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Testimonials' })).toBeVisible();

  await signUpAsAdmin({ name: 'Lina Owner', at: '/dashboard/restaurant' });
  const restaurant = page.getByRole('form', { name: 'Name and look' });
  await restaurant.getByLabel('Name *').fill('Chez Lina');
  await restaurant.getByLabel('Tagline').fill('Bistrot du quartier');
  await restaurant.getByLabel('Logo', { exact: true }).setInputFiles(logo);
  await expect(restaurant.getByRole('img', { name: 'Logo, as it is now' })).toBeVisible();
  await restaurant.getByRole('checkbox', { name: /Colours of our own/ }).check();
  // Too light to read on the white page: refused, with the reason.
  await restaurant.getByLabel('Main colour', { exact: true }).fill('#f2c94c');
  await restaurant.getByRole('button', { name: 'Save the restaurant' }).click();
  await expect(restaurant.getByRole('alert')).toHaveText(
    'The main colour #f2c94c is too light to read on the white page: 1.5:1, and WCAG AA needs 4.5:1 for text. Choose a darker shade.',
  );
  expect((await (await request.get('/api/restaurant/brand')).json()).name).toBe(HOUSE);
  await restaurant.getByLabel('Main colour', { exact: true }).fill('#b3261e');
  await restaurant.getByRole('button', { name: 'Save the restaurant' }).click();
  await expect(page.getByText('The restaurant is saved')).toBeVisible();
  // The dashboard follows at once: its side menu, and the tab's title.
  await expect(page.getByRole('complementary').getByRole('link', { name: /^Chez Lina/ })).toBeVisible();
  await expect(page).toHaveTitle('Chez Lina | Restaurant');

  const home = page.getByRole('form', { name: 'Home page' });
  await home.getByLabel('Add an opening picture').setInputFiles(heroPicture);
  await home.getByLabel('Description of picture 1').fill('Our terrace at noon');
  await home.getByRole('checkbox', { name: 'Testimonials' }).uncheck();
  await home.getByRole('button', { name: 'Save the home page' }).click();
  await expect(page.getByText('The home page is saved')).toBeVisible();
  expect(await seriousAxeFindings(page), 'the Restaurant page').toEqual([]);

  // The home page in the restaurant's name, logo and colour, its picture first, no Testimonials.
  await page.goto('/');
  await expect(page).toHaveTitle('Chez Lina | Home');
  const brandLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link').first();
  await expect(brandLink).toHaveText('Chez LinaRestaurant');
  await expect(brandLink.locator('img')).toHaveAttribute('src', /^\/images\/sized\/240\/uploads\/.+\.webp$/);
  await expect(page.getByRole('img', { name: 'Our terrace at noon' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Testimonials' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText('Bistrot du quartier');
  const orderButton = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Order' }).last();
  expect(await orderButton.evaluate((link) => getComputedStyle(link).backgroundColor)).not.toBe('rgb(217, 153, 4)');
  const html = await page.content();
  expect(html).not.toContain(HOUSE);
  const [data] = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json ?? '') as { name: string },
  );
  expect(data?.name).toBe('Chez Lina');
  expect(await seriousAxeFindings(page), 'the home page in the restaurant’s colours').toEqual([]);

  // A sign-up's mail, and a receipt paid for now, in the restaurant's name.
  const newcomer = uniqueEmail('lina-newcomer');
  await signUpWithoutUi({ name: 'Nina Newcomer', email: newcomer }, diner);
  const confirm = await mailTo(newcomer, /^Confirm your email address for Chez Lina$/, dataDir);
  expect(confirm.text).not.toContain(HOUSE);
  for (const eml of await mailsTo(dataDir, newcomer)) expect(eml).not.toContain(HOUSE);
  const orderId = await paidOrder(diner, soup);
  await diner.goto(`/dashboard/orders/${orderId}/receipt`);
  await expect(diner.getByRole('heading', { name: /^Receipt for order #\d+$/ })).toBeVisible();
  await expect(diner.getByText('Thank you for ordering from Chez Lina.')).toBeVisible();
  await expect(diner).toHaveTitle(/^Chez Lina \| Receipt for order #\d+$/);
  expect(await diner.content()).not.toContain(HOUSE);
  await diner.context().close();
});

test('an owner adds a Burgers section after Pizza and moves the Bistro Burger into it; the Margherita stays in Pizza and in Popular', async ({
  page,
  request,
  rootAdmin,
  signUpAsAdmin,
}) => {
  test.slow();
  await signUpAsAdmin({ name: 'Section Owner', at: '/dashboard/sections' });
  try {
    await page.getByRole('button', { name: 'New section' }).click();
    const form = page.getByRole('form', { name: 'New section' });
    await form.getByLabel('Name *').fill('Burgers');
    await form.getByLabel('Comes after').selectOption('Pizza');
    await form.getByRole('button', { name: 'Add the section' }).click();
    const sections = page.getByRole('list', { name: 'Sections, in the order of the shop’s tabs' });
    await expect(sections.getByRole('heading', { level: 2 })).toHaveText([
      'Salad',
      'Pizza',
      'Burgers',
      'Soups',
      'Desserts',
      'Drinks',
      'MainsHidden',
      'SpecialsHidden',
    ]);

    await page.goto('/dashboard/manageitems');
    await page.getByRole('searchbox', { name: 'Find a dish' }).fill('Bistro Burger');
    await page.getByRole('table').getByRole('link', { name: 'Edit Bistro Burger' }).click();
    await expect(page.getByLabel('Category *')).toHaveValue('mains');
    await page.getByLabel('Category *').selectOption('Burgers');
    await page.getByRole('button', { name: 'Update Item' }).click();
    await expect(page.getByRole('dialog').getByText('Updated to menu!')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    await page.goto('/order/BURGERS');
    await expect(page.getByRole('tab')).toHaveText([
      'Salad',
      'Pizza',
      'Burgers',
      'Soups',
      'Desserts',
      'Drinks',
      'Popular',
      'Today’s Offer',
    ]);
    await expect(page.getByRole('tab', { name: 'Burgers' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(['Bistro Burger']);
    await page.getByRole('tab', { name: 'Pizza' }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Margherita Pizza' })).toBeVisible();
    await page.getByRole('tab', { name: 'Popular' }).click();
    for (const name of ['Margherita Pizza', 'Bistro Burger']) {
      await expect(page.getByRole('tabpanel').getByRole('heading', { name })).toBeVisible();
    }
    await page.goto('/menu');
    const burgers = page.getByRole('region', { name: 'Burgers' });
    await expect(burgers.getByRole('heading', { name: 'Bistro Burger' })).toBeVisible();
    await burgers.getByRole('link', { name: /Order Now/ }).click();
    await expect(page).toHaveURL('/order/BURGERS');
  } finally {
    // The menu as it was: the burger back among the mains, no Burgers section.
    const menu: MenuItem[] = await (await request.get('/api/menu')).json();
    const burger = menu.find((item) => item.name === 'Bistro Burger') as MenuItem;
    await rootAdmin.patch(`/api/menu/${burger._id}`, { data: { sections: ['mains'] } });
    const all: { id: string; slug: string }[] = await (await request.get('/api/menu/sections')).json();
    const burgers = all.find((section) => section.slug === 'burgers');
    if (burgers) expect((await rootAdmin.delete(`/api/menu/sections/${burgers.id}`)).status()).toBe(200);
  }
});

test('a lunch section’s dish shows in the shop but cannot be ordered outside its hours, said in words, and the server refuses it', async ({
  page,
  request,
  rootAdmin,
  signUpWithoutUi,
}) => {
  // The hours of a weekday with no pickup time on offer now: the first after the days a diner may
  // order for, on the restaurant's clock (whatever the hour this runs at).
  const settings = await (await rootAdmin.get('/api/restaurant/settings')).json();
  const today: string = (await (await request.get('/api/restaurant')).json()).days[0].weekday;
  const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  expect(settings.daysAhead, 'a day of the week with no pickup time on offer').toBeLessThan(6);
  const lunchDay = weekdays[(weekdays.indexOf(today) + settings.daysAhead + 1) % 7] ?? 'monday';
  const hours = Object.fromEntries(
    weekdays.map((day) => [day, day === lunchDay ? [{ opens: '11:00', closes: '15:00' }] : []]),
  );
  const lunch = await rootAdmin.post('/api/menu/sections', { data: { name: 'Lunch', hours } });
  expect(lunch.status(), await lunch.text()).toBe(201);
  const section: { id: string } = await lunch.json();
  const created = await rootAdmin.post('/api/menu', {
    data: { name: 'Croque Lina', sections: ['lunch'], price: 9.5, image: '/images/menu/soup-and-sandwich.webp' },
  });
  const dishId: string = (await created.json()).insertedId;
  try {
    await withAxe(page);
    await signUpWithoutUi({ name: 'Luc Lunch', email: uniqueEmail('lunch'), at: '/order/LUNCH' });
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Croque Lina' }) });
    const day = `${lunchDay.charAt(0).toUpperCase()}${lunchDay.slice(1, 3)}`;
    const note = `Not orderable now: served ${day}: 11:00am to 3:00pm (Lunch).`;
    await expect(card.getByText(note)).toBeVisible();
    const add = card.getByRole('button', { name: 'Add Croque Lina to cart' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(note);
    expect(await seriousAxeFindings(page), 'a dish not served now').toEqual([]);

    // Where orders are made, the server refuses it too, in words.
    const email = uniqueEmail('lunch-api');
    await signUpWithoutUi({ name: 'Api Lunch', email });
    expect((await callApi(page, 'POST', '/carts', { email, menuID: dishId })).status).toBe(200);
    const refused = await callApi(page, 'POST', '/create-payment-intent', { phone: '+1 555 010 0199' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      new RegExp(`^Not served .*: Croque Lina, served ${day}: 11:00am to 3:00pm \\(Lunch\\)\\. Choose a pickup time`),
    );
  } finally {
    await rootAdmin.delete(`/api/menu/${dishId}`);
    await rootAdmin.delete(`/api/menu/sections/${section.id}`);
  }
});
