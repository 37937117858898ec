import type { Browser, Page } from '@playwright/test';
import { uniqueEmail } from './auth-helpers.ts';
import { addToCart, fillCard } from './diner-steps.ts';
import { expect, type MenuItem, type NewAccount, test } from './fixtures.ts';
import { linkInMail } from './outbox.ts';

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
  await expect(row).toContainText('Picked up');
  await row.getByRole('link', { name: `Order #${number}` }).click();
  await expect(status(page)).toHaveText('Picked up');
  await kitchen.context().close();
});

test('the kitchen cancels an order with a reason; the diner’s page and mail say why, and that it is refunded', async ({
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
  const email = uniqueEmail('carl');
  await signUpWithoutUi({ name: 'Carl Cancel', email, at: '/order/DESSERTS' });
  await addToCart(page, dessert, 1);
  await payForCart(page);
  const number = (await page.getByRole('heading', { name: /^Order #\d+$/ }).textContent())?.replace('Order #', '');

  await kitchen.goto('/dashboard/orders');
  const ticket = kitchen.getByRole('article', { name: `#${number}` });
  const cancel = ticket.getByRole('button', { name: `Cancel and refund order ${number}` });
  const dialog = kitchen.getByRole('dialog', { name: `Cancel order #${number}?` });

  // "Keep order" and Escape keep it, and give focus back to the ticket's button.
  await cancel.click();
  await expect(dialog.getByRole('radio', { name: 'A dish sold out' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Keep order' }).click();
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  await kitchen.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await kitchen.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  await expect(ticket).toBeVisible();

  // Another reason needs the kitchen's words.
  await cancel.click();
  await dialog.getByRole('radio', { name: 'Another reason' }).check();
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Note for the diner (required)' })).toBeFocused();
  await expect(dialog.getByText('Say why in the note: the diner reads it.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'A dish sold out' }).check();
  await dialog.getByRole('textbox', { name: 'Note for the diner (optional)' }).fill('The last tiramisu went at 8.');
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(ticket).toHaveCount(0);
  await expect(kitchen.getByRole('region', { name: 'Picked up and cancelled' })).toContainText(
    'A dish sold out: The last tiramisu went at 8.',
  );

  // The diner's page says it without a reload: why, and that the money is back.
  await expect(status(page)).toHaveText('Cancelled and refunded');
  await expect(page.getByText('Why: A dish you ordered sold out. The last tiramisu went at 8.')).toBeVisible();
  const paid = `$${dessert.price.toFixed(2)}`;
  await expect(page.getByText(`Your payment of ${paid} was refunded to your card at`)).toBeVisible();

  // So does the mail, which leads back to the order.
  const link = await linkInMail(email, new RegExp(`order #${number} is cancelled and refunded`));
  expect(link).toMatch(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  expect(new URL(link).pathname).toBe(new URL(page.url()).pathname);
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
  await expect(cookPage.getByRole('heading', { name: 'This page is for administrators' })).toBeVisible();
  await expect(cookPage.getByRole('table')).toHaveCount(0);
  await cookPage.context().close();
});
