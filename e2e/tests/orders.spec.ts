import type { Browser, Page } from '@playwright/test';
import { uniqueEmail } from './auth-helpers.ts';
import { addToCart, fillCard } from './diner-steps.ts';
import { expect, type MenuItem, type NewAccount, test } from './fixtures.ts';

/** A second browser, as the kitchen's tablet is: its own cookies and storage. */
async function kitchenTablet(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1180, height: 820 } });
  return context.newPage();
}

async function payForCart(page: Page) {
  await page.goto('/dashboard/payment');
  await fillCard(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('dialog').getByText('Payment Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
}

const status = (page: Page) => page.getByRole('main').getByRole('status').first();

test('a diner pays and follows the order live while the kitchen, in another browser, takes it to pickup', async ({
  page,
  browser,
  baseURL,
  request,
  signUpWithoutUi,
}) => {
  const kitchen = await kitchenTablet(browser, baseURL);
  const boss: NewAccount = { name: 'Kira Kitchen', email: 'kitchen-boss@bistro.test', confirm: true };
  await signUpWithoutUi(boss, kitchen);
  await kitchen.goto('/dashboard/orders');
  await expect(kitchen.getByRole('heading', { name: 'Kitchen board' })).toBeVisible();
  await expect(kitchen.getByText('Live: new orders appear by themselves')).toBeVisible();

  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const soup = menu.find((item) => item.category === 'soup') as MenuItem;
  await signUpWithoutUi({ name: 'Dora Diner', email: uniqueEmail('dora'), at: '/order/SOUPS' });
  await addToCart(page, soup, 1);
  await page.goto('/dashboard/mycart');
  await page.getByRole('button', { name: `One more ${soup.name}` }).click();
  await expect(page.getByText('Total Order: 2')).toBeVisible();
  await expect(page.getByText(`Total Price: $${(soup.price * 2).toFixed(2)}`)).toBeVisible();
  await payForCart(page);
  await expect(status(page)).toHaveText('Paid, waiting for the kitchen');
  const orderHeading = await page.getByRole('heading', { name: /^Order #\d+$/ }).textContent();
  const number = orderHeading?.replace('Order #', '') ?? '';

  // The order reaches the board without a reload, with its dishes.
  const ticket = kitchen.getByRole('article', { name: `#${number}` });
  await expect(ticket).toBeVisible();
  await expect(ticket).toContainText(`2 × ${soup.name}`);
  await expect(kitchen.getByRole('region', { name: /New/ })).toContainText(`#${number}`);

  await ticket.getByRole('button', { name: `Start preparing: order ${number}` }).click();
  await expect(status(page)).toHaveText('Being prepared');
  await ticket.getByRole('button', { name: `Mark ready: order ${number}` }).click();
  await expect(status(page)).toHaveText('Ready for pickup');
  await expect(page.getByRole('list', { name: 'Order progress' }).getByRole('listitem')).toHaveCount(4);
  await ticket.getByRole('button', { name: `Picked up: order ${number}` }).click();
  await expect(status(page)).toHaveText('Picked up');
  await expect(ticket).toHaveCount(0);
  await expect(kitchen.getByRole('region', { name: 'Picked up and cancelled' })).toContainText(`#${number}`);

  // The payment history shows the order's status and leads to it.
  await page.goto('/dashboard/paymenthistory');
  const row = page.getByRole('row').filter({ hasText: `Order #${number}` });
  await expect(row).toContainText('completed');
  await row.getByRole('link', { name: `Order #${number}` }).click();
  await expect(status(page)).toHaveText('Picked up');
  await kitchen.context().close();
});

test('a cancelled order is refunded, and the diner’s page says so without a reload', async ({
  page,
  browser,
  baseURL,
  request,
  signUpWithoutUi,
}) => {
  const kitchen = await kitchenTablet(browser, baseURL);
  await signUpWithoutUi({ name: 'Rafa Refund', email: 'refund-boss@bistro.test', confirm: true }, kitchen);
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const dessert = menu.find((item) => item.category === 'dessert') as MenuItem;
  await signUpWithoutUi({ name: 'Carl Cancel', email: uniqueEmail('carl'), at: '/order/DESSERTS' });
  await addToCart(page, dessert, 1);
  await payForCart(page);
  const number = (await page.getByRole('heading', { name: /^Order #\d+$/ }).textContent())?.replace('Order #', '');

  await kitchen.goto('/dashboard/orders');
  const ticket = kitchen.getByRole('article', { name: `#${number}` });
  await ticket.getByRole('button', { name: `Cancel and refund order ${number}` }).click();
  await kitchen.getByRole('dialog').getByRole('button', { name: 'Yes, cancel and refund' }).click();
  await expect(ticket).toHaveCount(0);
  await expect(status(page)).toHaveText('Cancelled and refunded');
  await expect(page.getByText(/Your payment was refunded at/)).toBeVisible();
  await kitchen.context().close();
});

test('an admin makes a customer kitchen staff, who then sees the board and no admin pages', async ({
  page,
  browser,
  baseURL,
  signUpWithoutUi,
}) => {
  const cookEmail = uniqueEmail('cook');
  const cookPage = await kitchenTablet(browser, baseURL);
  await signUpWithoutUi({ name: 'Colin Cook', email: cookEmail }, cookPage);
  await signUpWithoutUi({ name: 'Staff Boss', email: 'staff-boss@bistro.test', confirm: true, at: '/dashboard/users' });
  await page.getByRole('combobox', { name: 'Role of Colin Cook' }).selectOption('staff');
  await page.getByRole('dialog').getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByRole('dialog').getByText('Made Kitchen staff')).toBeVisible();

  await cookPage.reload();
  const nav = cookPage.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/orders');
  await cookPage.goto('/dashboard/orders');
  await expect(cookPage.getByRole('heading', { name: 'Kitchen board' })).toBeVisible();
  const side = cookPage.getByRole('navigation', { name: 'Dashboard' });
  await expect(side.getByRole('link', { name: 'Kitchen Board' })).toBeVisible();
  await expect(side.getByRole('link', { name: 'Admin Home' })).toHaveCount(0);
  await cookPage.goto('/dashboard/users');
  await expect(cookPage).toHaveURL(/\/login/);
  await cookPage.context().close();
});
