import type { Page } from '@playwright/test';
import { sites } from '../support/sites.ts';
import { uniqueEmail } from './auth-helpers.ts';
import { dayAhead, saveBookingSetup } from './booking-setup.ts';
import { addToCart, callApi, payAndOpenOrder } from './diner-steps.ts';
import { expect, type MenuItem, test } from './fixtures.ts';

// The site runs as two app processes on one PostgreSQL database (playwright.config.ts): the diner
// is served by the first, the kitchen's tablet by the second. Live updates cross from one to the
// other through PostgreSQL (LISTEN/NOTIFY).

const status = (page: Page) => page.getByRole('main').getByRole('status').first();

test('an order paid on one process reaches the kitchen on the other, and its progress comes back live; its review is on the other’s home page', async ({
  page,
  browser,
  playwright,
  request,
  signUpWithoutUi,
  signUpAsStaff,
}) => {
  const kitchen = await (await browser.newContext({ baseURL: sites.secondProcess.url })).newPage();
  await signUpAsStaff({ name: 'Piet Process', at: '/dashboard/orders' }, kitchen);
  await expect(kitchen.getByText('Live: new orders appear by themselves')).toBeVisible();

  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const pizza = menu.find((item) => item.category === 'pizza') as MenuItem;
  await signUpWithoutUi({ name: 'Paula Postgres', email: uniqueEmail('paula'), at: '/order/PIZZA' });
  await addToCart(page, pizza, 1);
  await page.goto('/dashboard/payment');
  await payAndOpenOrder(page);
  const number = (await page.getByRole('heading', { name: /^Order #\d+$/ }).textContent())?.replace('Order #', '');

  const ticket = kitchen.getByRole('article', { name: `#${number}` });
  await expect(ticket).toContainText(`1 × ${pizza.name}`);
  await ticket.getByRole('button', { name: `Start preparing: order ${number}` }).click();
  await expect(status(page)).toHaveText('Being prepared');
  await ticket.getByRole('button', { name: `Mark ready: order ${number}` }).click();
  await expect(status(page)).toHaveText('Ready for pickup');
  await ticket.getByRole('button', { name: `Picked up: order ${number}` }).click();
  await expect(status(page)).toHaveText('Picked up');
  await kitchen.context().close();

  // The second process has rendered and kept its home page; the review written through the first
  // reaches it through PostgreSQL's NOTIFY. (Every review the e2e suite writes has 5 stars.)
  const second = await playwright.request.newContext({ baseURL: sites.secondProcess.url });
  expect((await second.get('/')).status()).toBe(200);
  const orderId = new URL(page.url()).pathname.split('/').at(-1);
  const text = `Two processes, one review: order ${number}.`;
  expect((await callApi(page, 'POST', '/reviews', { orderId, rating: 5, text })).status).toBe(201);
  await expect.poll(async () => (await second.get('/')).text()).toContain(text);
  await second.dispose();
});

test('a dish added through one process is in the next page the other process renders', async ({
  page,
  playwright,
  request,
  signUpAsAdmin,
}) => {
  const second = await playwright.request.newContext({ baseURL: sites.secondProcess.url });
  // The second process has rendered and kept the shop's salads before the change.
  const before = await second.get('/order/SALADS');
  expect(before.status()).toBe(200);

  await signUpAsAdmin({ name: 'Rena Postgres' });
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const salad = menu.find((item) => item.category === 'salads') as MenuItem;
  const dish = { name: `Two-process slaw ${Date.now()}`, category: 'salad', price: 6.5, image: salad.image };
  const created = await callApi(page, 'POST', '/menu', dish);
  expect(created.status).toBe(200);
  try {
    // The change reaches the other process's page cache through PostgreSQL's NOTIFY.
    await expect.poll(async () => (await second.get('/order/SALADS')).text()).toContain(dish.name);
    expect((await second.get('/order/SALADS')).headers().etag).not.toBe(before.headers().etag);
  } finally {
    await callApi(page, 'DELETE', `/menu/${created.body.insertedId}`);
    await second.dispose();
  }
});

test('a booking made through one process appears as a new request on the board the other serves', async ({
  page,
  browser,
  rootAdmin,
  signUpWithoutUi,
  signUpAsStaff,
}) => {
  const tomorrow = await dayAhead(page.request, 1);
  await saveBookingSetup(rootAdmin, {
    tables: [{ name: 'Process table', seats: 4 }],
    leadMinutes: 0,
    confirm: 'staff',
  });

  const board = await (await browser.newContext({ baseURL: sites.secondProcess.url })).newPage();
  await signUpAsStaff({ name: 'Hosta Process', at: '/dashboard/bookings' }, board);
  await board.getByLabel('Day').fill(tomorrow);
  await expect(board.getByText('Live: new requests appear by themselves')).toBeVisible();

  const name = `Bo Postgres ${Date.now()}`;
  const email = uniqueEmail('bo');
  await signUpWithoutUi({ name, email, at: '/dashboard/reservation' });
  const booked = await callApi(page, 'POST', '/bookings', {
    date: tomorrow,
    time: '12:00',
    party: 2,
    name,
    phone: '+1 555 0123',
    email,
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const request = board.getByRole('listitem', { name: `12:00 PM ${name}` });
  await expect(request).toContainText('New');
  await expect(request).toContainText('Waiting for confirmation');
  await board.context().close();
});

test('a dish picture uploaded through one process is on the other’s pages, from the object store', async ({
  page,
  playwright,
  signUpAsAdmin,
}) => {
  await signUpAsAdmin({ name: 'Otto Object' });
  // The Add an Item form's upload, as its picture field sends it: a PNG drawn in the page.
  const url = await page.evaluate(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 320, height: 200 });
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#c0392b';
    context.fillRect(0, 0, 320, 200);
    const png = await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob as Blob), 'image/png'));
    const form = new FormData();
    form.append('image', png, 'two-processes.png');
    const response = await fetch('/api/images', {
      method: 'POST',
      headers: { authorization: `Bearer ${localStorage.getItem('access-token')}` },
      body: form,
    });
    return ((await response.json()) as { data: { display_url: string } }).data.display_url;
  });
  expect(url).toMatch(/^\/images\/uploads\/[\w-]+\.webp$/);

  const second = await playwright.request.newContext({ baseURL: sites.secondProcess.url });
  try {
    const picture = await second.get(url);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/webp');
    expect(picture.headers()['cache-control']).toContain('immutable');
    expect(picture.headers().etag).toBeTruthy();
    const sized = await second.get(url.replace('/images/uploads/', '/images/sized/240/uploads/'));
    expect(sized.status()).toBe(200);
  } finally {
    await second.dispose();
  }
});
