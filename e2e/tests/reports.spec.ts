import { readFile } from 'node:fs/promises';
import { addToCart, payAndOpenOrder } from './diner-steps.ts';
import { expect, type MenuItem, test } from './fixtures.ts';

test('an administrator sees today’s sales after paying, and downloads the orders as a CSV with a byte order mark', async ({
  page,
  request,
  signUpAsAdmin,
}) => {
  await signUpAsAdmin({ name: 'Rhea Reports' });
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const salad = menu.find((item) => item.category === 'salads') as MenuItem;
  await page.goto('/order/SALADS');
  await addToCart(page, salad, 1);
  await page.goto('/dashboard/payment');
  await payAndOpenOrder(page);
  const orderId = new URL(page.url()).pathname.split('/').pop() as string;

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL('/dashboard/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  // Other tests' diners pay on the same site today: at least this order is counted.
  const totals = page.getByRole('region', { name: 'Totals' });
  const figure = (name: string) => totals.locator(`dt:text-is("${name}") + dd`);
  await expect(figure('Orders')).toHaveText(/^[1-9]\d*$/);
  const net = Number((await figure('Net').textContent())?.replace(/[$,]/g, ''));
  expect(net).toBeGreaterThanOrEqual(salad.price);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download orders (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv$/);
  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toMatch(/^order id,placed at,status,/);
  expect(lines.find((line) => line.startsWith(orderId))).toContain(`1 × ${salad.name}`);

  // Reports and Admin Home both count orders, and each says what it counts.
  await expect(totals.getByText(/^Orders are the orders paid, cancelled ones included/)).toBeVisible();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Admin Home' }).click();
  await expect(page.getByRole('main').getByText('paid, not cancelled', { exact: true })).toBeVisible();
});

test('the reports fit a phone: a card per day and nothing to scroll sideways @phone', async ({
  page,
  signUpAsAdmin,
}) => {
  await signUpAsAdmin({ name: 'Paula Phone' });
  await page.goto('/dashboard/reports');
  await expect(page.getByRole('region', { name: 'Totals' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sales per day' }).getByRole('listitem')).toHaveCount(7);
  await expect(page.getByRole('table')).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
