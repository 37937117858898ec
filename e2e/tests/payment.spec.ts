import { uniqueEmail } from './auth-helpers.ts';
import { fillCard } from './diner-steps.ts';
import { expect, type MenuItem, test } from './fixtures.ts';

async function fillCart(page: import('@playwright/test').Page, dishes: MenuItem[]) {
  await page.goto('/order/SOUPS');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [index, dish] of dishes.entries()) {
    await page.getByRole('button', { name: `Add ${dish.name} to cart` }).click();
    await expect(nav.getByRole('link', { name: `Cart, ${index + 1} items` })).toBeVisible();
  }
}

async function payWith(page: import('@playwright/test').Page, number: string) {
  await fillCard(page, number);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

test('pay for the cart with the test card: success popup, empty cart, payment in the history', async ({
  page,
  request,
  signUpWithoutUi,
  signUpAsAdmin,
}) => {
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const soups = menu.filter((item) => item.category === 'soups').slice(0, 3) as [MenuItem, MenuItem, MenuItem];
  // Two of the first soup, one of each other.
  const added = [soups[0], ...soups];
  const total = added.reduce((cents, soup) => cents + Math.round(soup.price * 100), 0) / 100;
  const email = uniqueEmail('payer');
  await signUpWithoutUi({ name: 'Payer', email });
  await fillCart(page, added);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart, 4 items' }).click();
  await expect(page.getByText(`Total Price: $${total.toFixed(2)}`)).toBeVisible();
  await page.getByRole('link', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/payment');
  await expect(page.getByText('Pay to enjoy!')).toBeVisible();
  // What is paid for, above the card form: each dish, quantity × price and the line's total, then the total.
  const order = page.getByRole('list', { name: 'Your order' });
  await expect(order.getByRole('listitem')).toHaveCount(3);
  for (const [index, soup] of soups.entries()) {
    const quantity = index === 0 ? 2 : 1;
    const line = order.getByRole('listitem').filter({ hasText: soup.name });
    await expect(line).toContainText(`${quantity} × $${soup.price.toFixed(2)}`);
    await expect(line).toContainText(`$${((Math.round(soup.price * 100) * quantity) / 100).toFixed(2)}`);
  }
  await expect(page.getByText(`Total to pay: $${total.toFixed(2)}`)).toBeVisible();
  await expect(page.getByText(/Test mode: no real card is charged/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled();

  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('dialog').getByText('Payment Successful')).toBeVisible();
  await expect(page.getByText('Succeed')).toBeVisible();
  // Then the order's own page, which follows the kitchen; the payment is in the history.
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  const orderPage = new URL(page.url()).pathname;
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText('Paid, waiting for the kitchen');
  await expect(page.getByText(`$${total.toFixed(2)}`)).toBeVisible();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Payment History' }).click();
  await expect(page.getByText('Total Payment: 1')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(`$${total.toFixed(2)}`);
  // The order's status in words (not 'pending'), and a link to the order's own page.
  await expect(row.getByRole('cell', { name: 'Paid, waiting for the kitchen', exact: true })).toBeVisible();
  await expect(row).toContainText('pi_test_');
  const orderLink = row.getByRole('link', { name: /^Order #\d+$/ });
  await expect(orderLink).toHaveAttribute('href', orderPage);
  await orderLink.click();
  await expect(page).toHaveURL(orderPage);
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText('Paid, waiting for the kitchen');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Cart' }).click();
  await expect(page.getByText('Total Order: 0')).toBeVisible();

  // User Home counts what was paid, with both charts.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'User Home' }).click();
  await expect(page.getByRole('heading', { name: 'Hi, Welcome Payer' })).toBeVisible();
  await expect(page.locator('.stat').filter({ hasText: 'Ordered Quantity' })).toContainText('4');
  await expect(page.locator('.stat').filter({ hasText: 'Total Spent' })).toContainText(`$${total.toFixed(2)}`);
  await expect(page.getByRole('figure', { name: 'Quantity per item!' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Spent per item' })).toBeVisible();
  for (const soup of soups) {
    await expect(
      page.getByRole('figure', { name: 'Quantity per item!' }).getByRole('rowheader', { name: soup.name }),
    ).toBeAttached();
  }

  // An administrator sees the restaurant's counters and the sales charts.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log Out' }).click();
  await signUpAsAdmin({ name: 'Stats Boss', at: '/dashboard/adminhome' });
  await expect(page.getByRole('heading', { name: 'HI!Welcome Back Stats Boss' })).toBeVisible();
  for (const label of ['Products', 'Revenue', 'Users', 'Orders'])
    await expect(page.locator('.stat').filter({ hasText: label })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Sold' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Revenue per item' })).toBeVisible();
});

test('a declined card says so and keeps the cart', async ({ page, request, signUpWithoutUi }) => {
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const soup = menu.filter((item) => item.category === 'soups').slice(0, 1);
  await signUpWithoutUi({ name: 'Declined', email: uniqueEmail('declined') });
  await fillCart(page, soup);
  await page.goto('/dashboard/payment');
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await payWith(page, '4000 0000 0000 9995');
  await expect(page.getByRole('alert')).toHaveText('Your card has insufficient funds.');
  await page.goto('/dashboard/mycart');
  await expect(page.getByText('Total Order: 1')).toBeVisible();
  await page.goto('/dashboard/paymenthistory');
  await expect(page.getByText('Total Payment: 0')).toBeVisible();
});

test('an expired date and a short CVC are reported together, each on its field @phone', async ({
  page,
  request,
  signUpWithoutUi,
}) => {
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const soup = menu.filter((item) => item.category === 'soups').slice(0, 1);
  await signUpWithoutUi({ name: 'Expired', email: uniqueEmail('expired') });
  await fillCart(page, soup);
  await page.goto('/dashboard/payment');
  const number = page.getByLabel('Card number');
  const expiry = page.getByLabel('Expiry (MM/YY)');
  const cvc = page.getByLabel('CVC');
  await number.fill('4242 4242 4242 4242');
  // Typed as on a phone's number pad: the slash comes by itself.
  await expiry.pressSequentially('0120');
  await expect(expiry).toHaveValue('01/20');
  await cvc.fill('12');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(expiry).toHaveAttribute('aria-invalid', 'true');
  await expect(expiry).toHaveAccessibleDescription("Your card's expiration date is in the past.");
  await expect(cvc).toHaveAttribute('aria-invalid', 'true');
  await expect(cvc).toHaveAccessibleDescription("Your card's security code is incomplete.");
  await expect(number).not.toHaveAttribute('aria-invalid');
  await expect(expiry).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.goto('/dashboard/paymenthistory');
  await expect(page.getByText('Total Payment: 0')).toBeVisible();
});
