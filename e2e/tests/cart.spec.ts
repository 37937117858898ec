import { logOut, solveCaptcha, uniqueEmail } from './auth-helpers.ts';
import { expect, type MenuItem, test } from './fixtures.ts';

test('a visitor logs in from the shop, fills the cart, sees the totals and removes a line', async ({
  page,
  request,
  signUpWithoutUi,
}) => {
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const pizzas = menu.filter((item) => item.category === 'pizza').slice(0, 3);
  const email = uniqueEmail('cart');
  const password = 'bistro-secret-1';
  await signUpWithoutUi({ name: 'Cart Person', email, password });
  await logOut(page);

  await page.goto('/order/PIZZA');
  await page.getByRole('button', { name: `Add to cart: ${pizzas[0]?.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, log in!' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/order/PIZZA');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  for (const [index, pizza] of pizzas.entries()) {
    await page.getByRole('button', { name: `Add to cart: ${pizza.name}` }).click();
    await expect(nav.getByRole('link', { name: `Cart, ${index + 1} items` })).toContainText(`+${index + 1}`);
  }

  await nav.getByRole('link', { name: 'Cart, 3 items' }).click();
  await expect(page).toHaveURL('/dashboard/mycart');
  const total = pizzas.reduce((cents, pizza) => cents + Math.round(pizza.price * 100), 0) / 100;
  await expect(page.getByText('Total Order: 3')).toBeVisible();
  await expect(page.getByText(`Total Price: $${total.toFixed(2)}`)).toBeVisible();
  for (const pizza of pizzas) await expect(page.getByRole('cell', { name: pizza.name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay', exact: true })).toHaveAttribute('href', '/dashboard/payment');

  await page.getByRole('button', { name: `Delete ${pizzas[0]?.name}` }).click();
  await expect(page.getByRole('dialog').getByText('Are you sure?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByRole('dialog').getByText('Successfully Deleted!')).toBeVisible();
  await expect(page.getByText('Total Order: 2')).toBeVisible();
  await page.goto('/order/PIZZA');
  await expect(nav.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
});

test('an empty cart cannot be paid', async ({ page, signUpWithoutUi }) => {
  await signUpWithoutUi({ name: 'Empty Cart', email: uniqueEmail('empty'), at: '/dashboard/mycart' });
  await expect(page.getByText('Total Order: 0')).toBeVisible();
  await expect(page.getByText('Total Price: $0.00')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeDisabled();
});
