import type { Locator, Page } from '@playwright/test';
import { uniqueEmail } from './auth-helpers.ts';
import { seriousAxeFindings, withAxe } from './axe.ts';
import { addToCart, cartLink, payAndOpenOrder } from './diner-steps.ts';
import { expect, type MenuItem, test } from './fixtures.ts';

/** A table's rows as a reader takes them: each row's cells' words, trimmed. */
const rowsOf = (table: Locator) =>
  table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
    );

/** What the diner bought, as the order page's table says it: the amount of each dish and each bill row. */
async function amountsOnOrderPage(page: Page) {
  const rows = await rowsOf(page.getByRole('table', { name: 'What you ordered' }));
  // Dish, quantity, price: on the receipt, "quantity × dish" and the amount.
  return rows
    .slice(1)
    .map((cells) => (cells.length === 3 ? [`${cells[1]} × ${cells[0]}`, cells[2]] : [cells[0], cells[1]]));
}

/** The width in points of each page of a PDF Chromium printed. */
const pageWidths = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) [\d.]+\]/g)].map((match) => Number(match[1]));

/** 80 mm at the CSS pixel's 96 per inch. */
const EIGHTY_MM = Math.floor((80 / 25.4) * 96);

test('a diner prints the receipt of a paid order, which only its diner and the kitchen can open, and the kitchen prints its 80 mm ticket', async ({
  page,
  browser,
  baseURL,
  request,
  signUpWithoutUi,
  signUpAsStaff,
}) => {
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const soup = menu.find((item) => item.category === 'soups') as MenuItem;
  await signUpWithoutUi({ name: 'Rhea Receipt', email: uniqueEmail('rhea'), at: '/order/SOUPS' });
  await addToCart(page, soup, 1);
  // A large pizza, chosen in its dialog: the receipt and the ticket list the choice under it.
  const pizza = menu.find((item) => item.name === 'Pepperoni Pizza') as MenuItem;
  await page.goto('/order/PIZZA');
  await page.getByRole('button', { name: `Add ${pizza.name} to cart` }).click();
  const dialog = page.getByRole('dialog', { name: pizza.name });
  await dialog.getByRole('radio', { name: 'Large +$4.00' }).check();
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartLink(page, 2)).toBeVisible();
  await page.goto('/dashboard/payment');
  await page.getByLabel('Note for the kitchen (optional)').fill('No croutons, please');
  await payAndOpenOrder(page);
  const orderUrl = page.url();
  const heading = await page.getByRole('heading', { name: /^Order #\d+$/ }).textContent();
  const number = heading?.replace('Order #', '') ?? '';
  const onOrderPage = await amountsOnOrderPage(page);
  expect(onOrderPage).toContainEqual([`1 × ${soup.name}`, `$${soup.price.toFixed(2)}`]);
  expect(onOrderPage).toContainEqual([`1 × ${pizza.name}Pizza size: Large`, `$${(pizza.price + 4).toFixed(2)}`]);

  // The order page leads to the receipt: the same lines and rows, to the cent, and the payment's reference.
  await page.getByRole('link', { name: 'Receipt' }).click();
  await expect(page).toHaveURL(`${orderUrl}/receipt`);
  // Loaded again, as from the mail's link, with axe in the page.
  await withAxe(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Receipt for order #${number}` })).toBeVisible();
  const receipt = page.getByRole('table', { name: 'What was ordered' });
  expect((await rowsOf(receipt)).slice(1)).toEqual(onOrderPage);
  await expect(page.getByText(/^Payment reference:/)).toContainText(/Payment reference: \S+/);
  expect(await seriousAxeFindings(page)).toEqual([]);

  // Printed, only the receipt shows: no side menu, no Print button, no way back.
  const sideMenu = page.getByRole('navigation', { name: 'Dashboard' });
  const print = page.getByRole('button', { name: 'Print' });
  await expect(sideMenu).toBeVisible();
  await expect(print).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(sideMenu).toBeHidden();
  await expect(print).toBeHidden();
  await expect(page.getByRole('link', { name: `Back to order #${number}` })).toBeHidden();
  await expect(receipt).toBeVisible();
  await expect(page.getByRole('main').getByText('Bistro Boss', { exact: true })).toBeVisible();
  // One A4 page; on a narrow printer's 80 mm, nothing wider than the paper.
  expect(pageWidths(await page.pdf({ format: 'A4' }))).toHaveLength(1);
  await page.setViewportSize({ width: EIGHTY_MM, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(EIGHTY_MM);
  await expect(receipt).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Another diner is shown nothing of it: the receipt reads the order API, which answers them 404.
  const other = await browser.newPage({ baseURL });
  await signUpWithoutUi({ name: 'Otto Other', email: uniqueEmail('otto') }, other);
  await other.goto(`${orderUrl}/receipt`);
  await expect(other.getByRole('alert')).toContainText('We could not load the receipt.');
  await expect(other.getByText(soup.name)).toHaveCount(0);
  await other.context().close();

  // The kitchen opens the order's ticket from the board, as its 80 mm printer prints it.
  const kitchen = await browser.newPage({ baseURL, viewport: { width: 1180, height: 820 } });
  await signUpAsStaff({ name: 'Tess Ticket' }, kitchen);
  await kitchen.goto('/dashboard/orders');
  const ticket = kitchen.getByRole('article', { name: `#${number}` });
  await ticket.getByRole('link', { name: `Print ticket of order ${number}` }).click();
  await expect(kitchen).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}\/ticket$/);
  await kitchen.setViewportSize({ width: EIGHTY_MM, height: 700 });
  await withAxe(kitchen);
  await kitchen.reload();
  const sheet = kitchen.getByRole('article', { name: `#${number}` });
  await expect(sheet.getByRole('heading', { level: 1, name: `#${number}` })).toBeVisible();
  await expect(sheet).toContainText('Rhea Receipt');
  await expect(sheet).toContainText('+1 555 010 0199');
  await expect(sheet).toContainText('No croutons, please');
  const dishes = sheet.getByRole('list', { name: `Dishes of order ${number}` });
  await expect(dishes).toContainText(`1 × ${soup.name}`);
  await expect(dishes.getByRole('listitem').filter({ hasText: pizza.name })).toContainText('Pizza size: Large');
  expect(await seriousAxeFindings(kitchen)).toEqual([]);
  await kitchen.emulateMedia({ media: 'print' });
  await expect(kitchen.getByRole('button', { name: 'Print ticket' })).toBeHidden();
  await expect(kitchen.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
  // Nothing is wider than the roll.
  expect(await kitchen.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(EIGHTY_MM);
  // The printed page is 80 mm wide (226.8 points), as the print view's named page asks.
  const pages = pageWidths(await kitchen.pdf({ preferCSSPageSize: true }));
  expect(pages).toHaveLength(1);
  expect(pages[0]).toBeCloseTo((80 / 25.4) * 72, 0);
  await kitchen.context().close();
});
