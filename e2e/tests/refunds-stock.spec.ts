import type { Page } from '@playwright/test';
import { uniqueEmail } from './auth-helpers.ts';
import { seriousAxeFindings, withAxe } from './axe.ts';
import { addToCart, kitchenTablet, payAndOpenOrder } from './diner-steps.ts';
import { appSettled, expect, type MenuItem, test } from './fixtures.ts';
import { mailTo } from './outbox.ts';

/** A money text as a number of cents ("$1,234.50" → 123450). */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);

/** The figure under a label on Admin Home ("Revenue") or in the reports' totals ("Refunds"), in cents. */
async function adminFigures(admin: Page) {
  await admin.goto('/dashboard/adminhome');
  const revenue = admin.locator('.stat').filter({ has: admin.locator('.stat-title', { hasText: /^Revenue$/ }) });
  const revenueCents = cents(await revenue.locator('.stat-value').textContent());
  await admin.goto('/dashboard/reports');
  const totals = admin.getByRole('region', { name: 'Totals' });
  const refunds = totals.locator('dt:text-is("Refunds") + dd');
  await expect(refunds).toHaveText(/\$/);
  return { revenue: revenueCents, refunds: cents(await refunds.textContent()) };
}

/** Opens the staff's refund dialog on an order's page, refunds these dishes with a reason, and answers the amount it says. */
async function refundFromOrderPage(
  kitchen: Page,
  orderUrl: string,
  { dish, quantity, reason, restock }: { dish: string; quantity: number; reason: string; restock: boolean },
) {
  await kitchen.goto(orderUrl);
  await kitchen.getByRole('button', { name: 'Refund part of this order' }).click();
  const dialog = kitchen.getByRole('dialog', { name: /^Refund part of order #\d+$/ });
  await expect(dialog.getByRole('radio', { name: 'Dishes, each for its share of the bill' })).toBeFocused();
  await dialog.getByRole('spinbutton', { name: new RegExp(`^${dish} \\(`) }).fill(String(quantity));
  if (restock) await dialog.getByRole('checkbox', { name: /back on sale/ }).check();
  await dialog.getByRole('textbox', { name: 'Reason, for the diner' }).fill(reason);
  expect(await seriousAxeFindings(kitchen)).toEqual([]);
  await dialog.getByRole('button', { name: 'Refund' }).click();
  const done = kitchen.getByRole('status').filter({ hasText: 'refunded.' });
  await expect(done).toBeVisible();
  await expect(dialog).toBeHidden();
  return cents((await done.textContent())?.split(' ')[0] ?? '');
}

test('a diner’s paid order of three dishes has one refunded by staff from its page: the mail, the receipt, the refunds report and Admin Home agree to the cent', async ({
  page,
  browser,
  baseURL,
  request,
  dataDir,
  signUpWithoutUi,
  signUpAsStaff,
  signUpAsAdmin,
}) => {
  const admin = await kitchenTablet(browser, baseURL);
  await signUpAsAdmin({ name: 'Rita Refunds' }, admin);
  const before = await adminFigures(admin);

  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const [soup, salad, dessert] = (['soups', 'salads', 'desserts'] as const).map(
    (category) =>
      menu.find((item) => item.category === category && !item.soldOut && item.optionGroups.length === 0) as MenuItem,
  );
  const email = uniqueEmail('dora');
  await signUpWithoutUi({ name: 'Dora Diner', email, at: '/order/SOUPS' });
  await addToCart(page, soup as MenuItem, 1);
  await page.goto('/order/SALADS');
  await addToCart(page, salad as MenuItem, 2);
  await page.goto('/order/DESSERTS');
  await addToCart(page, dessert as MenuItem, 3);
  await page.goto('/dashboard/payment');
  await payAndOpenOrder(page);
  const orderUrl = page.url();
  const number = (await page.getByRole('heading', { name: /^Order #\d+$/ }).textContent())?.replace('Order #', '');

  // The kitchen refunds the salad from the order's page.
  const kitchen = await kitchenTablet(browser, baseURL);
  await signUpAsStaff({ name: 'Sol Staff' }, kitchen);
  await withAxe(kitchen);
  const refunded = await refundFromOrderPage(kitchen, orderUrl, {
    dish: (salad as MenuItem).name,
    quantity: 1,
    reason: 'The salad was warm',
    restock: false,
  });
  expect(refunded).toBe(cents(String((salad as MenuItem).price)));
  const refunds = kitchen.getByRole('region', { name: 'Refunds' });
  await expect(refunds).toContainText('The salad was warm');
  expect(await seriousAxeFindings(kitchen)).toEqual([]);

  // The diner is mailed what was refunded and why, to the cent.
  const mail = await mailTo(email, new RegExp(`of order #${number} is refunded`), dataDir);
  expect(mail.text).toContain(`We have refunded 1 × ${(salad as MenuItem).name} of your order #${number}.`);
  expect(mail.text).toContain('Why: The salad was warm');
  const mailed = /We have refunded (\$[\d,.]+) to the card you paid with/.exec(mail.text)?.[1] ?? '';
  expect(cents(mailed)).toBe(refunded);

  // The receipt shows it, to the cent.
  await withAxe(page);
  await page.goto(`${orderUrl}/receipt`);
  const receipt = page.getByRole('table', { name: 'What was ordered' });
  await expect(receipt.getByRole('row', { name: /^Refunded/ })).toContainText(`-${mailed}`);
  const total = cents(
    await receipt
      .getByRole('row', { name: /^Total/ })
      .getByRole('cell')
      .textContent(),
  );
  await expect(receipt.getByRole('row', { name: /^Paid, less refunds/ }).getByRole('cell')).toHaveText(
    new RegExp(`\\$${((total - refunded) / 100).toFixed(2)}$`),
  );
  expect(await seriousAxeFindings(page)).toEqual([]);

  // The books: the refunds report rises and Admin Home's revenue falls by exactly the refund.
  const after = await adminFigures(admin);
  expect(after.refunds - before.refunds).toBe(refunded);
  expect(after.revenue - before.revenue).toBe(total - refunded);
});

test('stock 3 on a dish: sold out in the shop and the menu after 3 are sold, back on sale when a line is refunded and put back; the audit log shows each step', async ({
  page,
  browser,
  baseURL,
  request,
  rootAdmin,
  signUpWithoutUi,
  signUpAsStaff,
  signUpAsAdmin,
}) => {
  const [anyDish] = (await (await request.get('/api/menu')).json()) as MenuItem[];
  const name = `Counted Chowder ${Date.now() % 100_000}`;
  const made = await rootAdmin.post('/api/menu', {
    data: { name, category: 'soup', price: 7.25, image: anyDish?.image, recipe: 'Made in the morning, 3 bowls a day' },
  });
  expect(made.status(), await made.text()).toBe(200);

  // The kitchen counts 3 bowls from its board.
  const kitchen = await kitchenTablet(browser, baseURL);
  const cook = await signUpAsStaff({ name: 'Cy Counter' }, kitchen);
  await withAxe(kitchen);
  await kitchen.goto('/dashboard/orders');
  await kitchen.getByRole('button', { name: 'Pause, sold out' }).click();
  await kitchen.getByText(/^Sold-out dishes:/).click();
  await kitchen.getByRole('searchbox', { name: 'Find a dish' }).fill(name);
  await kitchen.getByRole('textbox', { name: `Left to sell: ${name}` }).fill('3');
  await kitchen.getByRole('button', { name: `Set the count of ${name}` }).click();
  await expect(kitchen.getByRole('textbox', { name: `Left to sell: ${name}` })).toHaveValue('3');

  // The shop says how few are left; a diner buys all three.
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  const email = uniqueEmail('sam');
  await signUpWithoutUi({ name: 'Sam Soup', email, at: '/order/SOUPS' });
  await expect(card.getByText('Only 3 left')).toBeVisible();
  for (const count of [1, 2, 3]) await addToCart(page, { name } as MenuItem, count);
  await page.goto('/dashboard/payment');
  await payAndOpenOrder(page);
  const orderUrl = page.url();

  // Sold out everywhere: the shop and the menu.
  await withAxe(page);
  await page.goto('/order/SOUPS');
  await appSettled(page);
  await expect(card.getByText('Sold out')).toBeVisible();
  await expect(card.getByRole('button', { name: `Add ${name} to cart` })).toBeDisabled();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.goto('/menu');
  await expect(page.getByRole('listitem').filter({ hasText: name }).getByText('Sold out')).toBeVisible();

  // One bowl refunded and put back: on sale again.
  await refundFromOrderPage(kitchen, orderUrl, {
    dish: name,
    quantity: 1,
    reason: 'Spilled at the counter',
    restock: true,
  });
  await page.goto('/order/SOUPS');
  await appSettled(page);
  await expect(card.getByText('Only 1 left')).toBeVisible();
  await expect(card.getByRole('button', { name: `Add ${name} to cart` })).toBeEnabled();

  // The audit log shows who counted the bowls and who refunded one, and why.
  const admin = await kitchenTablet(browser, baseURL);
  await signUpAsAdmin({ name: 'Ari Audit' }, admin);
  await withAxe(admin);
  await admin.goto('/dashboard');
  await admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Audit Log' }).click();
  await expect(admin.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await admin.getByRole('combobox', { name: 'Person' }).selectOption({ label: `Cy Counter (${cook.email})` });
  const entries = admin.getByRole('table');
  // The page keeps the last entries on screen while the filter's arrive: Cy's alone, once they have.
  const refunds = entries.getByRole('row').filter({ hasText: 'Refund' });
  await expect(refunds).toHaveCount(1);
  await expect(refunds).toContainText('Spilled at the counter');
  await expect(entries.getByRole('row').filter({ hasText: 'Stock count' }).first()).toContainText('stock: null → 3');
  await admin.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Menu: prices and stock counts' });
  await expect(refunds).toHaveCount(0);
  expect(await seriousAxeFindings(admin)).toEqual([]);
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Download (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^audit-log-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv$/);
});
