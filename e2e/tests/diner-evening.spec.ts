import { uniqueEmail } from './auth-helpers.ts';
import { cartLink, payAndOpenOrder } from './diner-steps.ts';
import { appSettled, expect, type MenuItem, test } from './fixtures.ts';
import { mailTo } from './outbox.ts';

// A diner's evening on a phone, from a dish seen on the home page to the mail that says the
// kitchen had to cancel it: nothing chosen is lost on the way, and every mail says what matters.

test('on a phone, a new diner picks a popular dish, signs up, pays with a phone number and is told why the kitchen cancelled @phone', async ({
  page,
  browser,
  baseURL,
  request,
  signUpAsStaff,
}) => {
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const dish = menu.find((item) => item.collections.includes('popular') && !item.soldOut) as MenuItem;
  const email = uniqueEmail('evening');

  // Signed out, the dish is chosen on the home page and kept through signing up.
  await page.goto('/');
  await appSettled(page);
  await page
    .getByRole('region', { name: 'Popular items' })
    .getByRole('button', { name: `Add ${dish.name} to cart` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, log in!' }).click();
  await page.getByRole('link', { name: 'Create a New Account' }).click();
  await page.getByLabel('Name').fill('Eve Evening');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('bistro-secret-1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/');
  await expect(cartLink(page, 1)).toBeAttached();

  // Paid with a phone number the kitchen can call.
  await page.goto('/dashboard/mycart');
  await expect(page.getByRole('article', { name: dish.name, exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Pay' }).first().click();
  await payAndOpenOrder(page);
  const number = (await page.getByRole('heading', { name: /^Order #\d+$/ }).textContent())?.replace('Order #', '');
  await expect(page.getByText('We call +1 555 010 0199 if there is anything about your order.')).toBeVisible();
  const pickup = (await page.getByText(/^Pickup:/).textContent()) ?? '';
  const pickupTime = /\d{1,2}:\d{2} [AP]M/.exec(pickup)?.[0];

  // The paid mail says when to come.
  const paid = await mailTo(email, new RegExp(`order #${number} is paid`));
  expect(paid.text).toMatch(new RegExp(`Pick it up: \\w{3}, \\w{3} \\d{1,2} at ${pickupTime}`));

  // The kitchen cancels: it is closing.
  const kitchen = await (await browser.newContext({ baseURL, viewport: { width: 1180, height: 820 } })).newPage();
  await signUpAsStaff({ name: 'Evening Cook' }, kitchen);
  await kitchen.goto('/dashboard/orders');
  await kitchen
    .getByRole('article', { name: `#${number}` })
    .getByRole('button', { name: `Cancel and refund order ${number}` })
    .click();
  const dialog = kitchen.getByRole('dialog', { name: `Cancel order #${number}?` });
  await dialog.getByRole('radio', { name: 'The kitchen is closing' }).check();
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(dialog).toBeHidden();
  await kitchen.context().close();

  // The diner's phone shows it, and the mail says why and that the money is back.
  await expect(page.getByText('Why: The kitchen is closing.')).toBeVisible();
  const cancelled = await mailTo(email, new RegExp(`order #${number} is cancelled`));
  expect(cancelled.text).toContain('Why: The kitchen is closing.');
  expect(cancelled.text).toMatch(/refund/);
});
