import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { seriousAxeFindings, withAxe } from './axe.ts';
import { expect, type MenuItem, test } from './fixtures.ts';

// The menu as a spreadsheet (docs/menu-csv.md). This spec changes the menu, so it runs with the
// specs that do, one at a time (playwright.config.ts), and puts the menu back as it found it.

const cell = (text: string) => `"${text.replaceAll('"', '""')}"`;
const csv = (rows: string[][]) => rows.map((row) => row.map(cell).join(',')).join('\r\n');

async function chooseCsv(page: Page, name: string, contents: string | Buffer) {
  await page.getByLabel('Import from CSV').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(contents) });
}

test('an administrator exports the menu, imports an edited file through its preview, sees the change, and imports the export back', async ({
  page,
  request,
  signUpAsAdmin,
}) => {
  await withAxe(page);
  await signUpAsAdmin({ name: 'Sheet Boss', at: '/dashboard/manageitems' });
  await expect(page.getByRole('heading', { name: 'Menu as a spreadsheet' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const exported = await download;
  expect(exported.suggestedFilename()).toBe('menu.csv');
  const original = await readFile(await exported.path());
  expect([...original.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(original.toString('utf8').slice(1).split('\r\n')[0]).toBe(
    'id,name,sections,collections,tax_category,price,recipe,image,allergens,diets,options',
  );

  // A file with the columns it changes: a dish's new price, a new dish without an id, and a
  // pizza's option groups in the other order.
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const soup = menu.find((item) => item.category === 'soups') as MenuItem;
  const pizza = menu.find((item) => item.name === 'Pepperoni Pizza') as MenuItem;
  const groupsOf = async (dish: MenuItem) =>
    ((await (await request.get(`/api/menu/${dish._id}`)).json()) as MenuItem).optionGroups.map((group) => group.name);
  expect(await groupsOf(pizza)).toEqual(['Pizza size', 'Extra toppings']);
  const newPrice = (soup.price + 1.11).toFixed(2);
  const edited = csv([
    ['id', 'name', 'sections', 'price', 'image', 'options'],
    [soup._id, soup.name, soup.sections.join('|'), newPrice, soup.image, ''],
    ['', 'Spreadsheet Lentil Soup', 'soups', '6.40', soup.image, ''],
    [pizza._id, pizza.name, pizza.sections.join('|'), pizza.price.toFixed(2), pizza.image, 'Extra toppings|Pizza size'],
  ]);

  // A file with a mistake is refused, line and column named, before anything is imported.
  await chooseCsv(page, 'broken.csv', edited.replace('6.40', '$6.40'));
  const refusal = page.getByRole('alert').filter({ hasText: 'broken.csv: Nothing was imported' });
  await expect(refusal).toContainText('Line 3, price: Price must be a plain number such as 12.50');
  expect(await seriousAxeFindings(page), 'Manage Items with a refused file').toEqual([]);

  await chooseCsv(page, 'edited.csv', edited);
  const preview = page.getByRole('region', { name: 'Preview of edited.csv' });
  await expect(preview).toContainText('1 dish to add, 2 dishes to change');
  await expect(preview.getByRole('heading', { name: 'Preview of edited.csv' })).toBeFocused();
  await expect(preview.getByRole('list', { name: 'Changes' }).getByRole('listitem')).toHaveText([
    `Line 2: changes ${soup.name} (price)`,
    'Line 3: adds Spreadsheet Lentil Soup',
    'Line 4: changes Pepperoni Pizza (options)',
  ]);
  expect(await seriousAxeFindings(page), 'Manage Items with an import preview').toEqual([]);
  // The preview wrote nothing.
  expect(((await (await request.get(`/api/menu/${soup._id}`)).json()) as MenuItem).price).toBe(soup.price);

  await page.keyboard.press('Tab');
  await expect(preview.getByRole('button', { name: 'Import 3 dishes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    'Imported: 1 dish added, 2 dishes changed.',
  );
  await expect(preview).toBeHidden();
  expect(await groupsOf(pizza)).toEqual(['Extra toppings', 'Pizza size']);

  const search = page.getByRole('searchbox', { name: 'Find a dish' });
  await search.fill(soup.name);
  await expect(page.getByRole('row').filter({ hasText: soup.name }).first()).toContainText(`$${newPrice}`);
  await search.fill('Spreadsheet Lentil Soup');
  await expect(page.getByRole('row').filter({ hasText: 'Spreadsheet Lentil Soup' })).toContainText('$6.40');

  // The first export, imported back, puts the price and the groups' order back; the added dish
  // stays until deleted.
  await chooseCsv(page, 'menu.csv', original);
  const back = page.getByRole('region', { name: 'Preview of menu.csv' });
  await expect(back).toContainText('0 dishes to add, 2 dishes to change');
  await back.getByRole('button', { name: 'Import 2 dishes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    'Imported: 0 dishes added, 2 dishes changed.',
  );
  expect(((await (await request.get(`/api/menu/${soup._id}`)).json()) as MenuItem).price).toBe(soup.price);
  expect(await groupsOf(pizza)).toEqual(['Pizza size', 'Extra toppings']);

  await page.getByRole('button', { name: 'Delete Spreadsheet Lentil Soup' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByRole('dialog').getByText('Your file has been deleted.')).toBeVisible();
  await chooseCsv(page, 'menu.csv', original);
  await expect(page.getByRole('region', { name: 'Preview of menu.csv' })).toContainText(
    'Nothing to import: the menu already says what this file says.',
  );
});

test('the import and its preview fit a phone, nothing to scroll sideways @phone', async ({ page, signUpAsAdmin }) => {
  await signUpAsAdmin({ name: 'Phoebe Phone', at: '/dashboard/manageitems' });
  await chooseCsv(
    page,
    'new.csv',
    csv([
      ['name', 'category', 'price', 'image'],
      ['Phone Soup', 'soup', '4.50', '/x.webp'],
    ]),
  );
  const preview = page.getByRole('region', { name: 'Preview of new.csv' });
  await expect(preview).toContainText('1 dish to add, 0 dishes to change');
  await expect(preview.getByRole('button', { name: 'Import 1 dish' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview).toBeHidden();
});
