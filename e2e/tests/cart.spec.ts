import { logOut, solveCaptcha, uniqueEmail } from './auth-helpers.ts';
import { addToCart } from './diner-steps.ts';
import { expect, type MenuItem, test } from './fixtures.ts';

/** Dollars as the site writes them, worked out in cents: $14.50. */
const usd = (dollars: number) => `$${(Math.round(dollars * 100) / 100).toFixed(2)}`;

test('a visitor logs in from the shop with the dish they chose kept, fills the cart, sees the totals and removes a line', async ({
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
  await page.getByRole('button', { name: `Add ${pizzas[0]?.name} to cart` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, log in!' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/order/PIZZA');

  // The pizza chosen before logging in was kept, and is in the cart now.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Cart, 1 items' })).toBeVisible();
  for (const [index, pizza] of pizzas.slice(1).entries()) {
    await page.getByRole('button', { name: `Add ${pizza.name} to cart` }).click();
    await expect(nav.getByRole('link', { name: `Cart, ${index + 2} items` })).toContainText(`+${index + 2}`);
  }

  await nav.getByRole('link', { name: 'Cart, 3 items' }).click();
  await expect(page).toHaveURL('/dashboard/mycart');
  const total = pizzas.reduce((cents, pizza) => cents + Math.round(pizza.price * 100), 0) / 100;
  await expect(page.getByText('Total Order: 3')).toBeVisible();
  await expect(page.getByText(`Total Price: $${total.toFixed(2)}`)).toBeVisible();
  for (const pizza of pizzas) {
    await expect(page.getByRole('cell', { name: pizza.name, exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: pizza.name })
        .getByRole('cell', { name: `1 × ${usd(pizza.price)} = ${usd(pizza.price)}` }),
    ).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Pay', exact: true })).toHaveAttribute('href', '/dashboard/payment');

  // One more of the first: its line says 2 × its price and their total; the cart's total follows.
  const [first] = pizzas as [MenuItem];
  await page.getByRole('button', { name: `One more ${first.name}` }).click();
  await expect(page.getByText('Total Order: 4')).toBeVisible();
  await expect(page.getByText(`Total Price: ${usd(total + first.price)}`)).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: first.name })
      .getByRole('cell', { name: `2 × ${usd(first.price)} = ${usd(first.price * 2)}` }),
  ).toBeVisible();

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

test('on a phone, each cart card shows its line total and a small Delete that asks first @phone', async ({
  page,
  request,
  signUpWithoutUi,
}) => {
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const [twice, once] = menu.filter((item) => item.category === 'salads' && !item.soldOut) as [MenuItem, MenuItem];
  await signUpWithoutUi({ name: 'Pocket Cart', email: uniqueEmail('pocket-cart'), at: '/order/SALADS' });
  await addToCart(page, twice, 1);
  await addToCart(page, twice, 2);
  await addToCart(page, once, 3);

  await page.goto('/dashboard/mycart');
  const cart = page.getByRole('list', { name: 'Dishes in your cart' });
  const card = cart.getByRole('article', { name: twice.name, exact: true });
  await expect(card).toContainText(`2 × ${usd(twice.price)} = ${usd(twice.price * 2)}`);
  await expect(cart.getByRole('article', { name: once.name, exact: true })).toContainText(
    `1 × ${usd(once.price)} = ${usd(once.price)}`,
  );
  await expect(page.getByText(`Total Price: ${usd(twice.price * 2 + once.price)}`)).toBeVisible();

  // Delete is an icon button, a thumb's width: not the card's biggest thing. It asks first.
  const remove = card.getByRole('button', { name: `Delete ${twice.name}` });
  const [button, whole] = [await remove.boundingBox(), await card.boundingBox()];
  expect(button?.width).toBeGreaterThanOrEqual(44);
  expect(button?.width).toBeLessThan((whole?.width ?? 0) / 4);
  await remove.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure?')).toBeVisible();
  await expect(dialog.getByText("You won't be able to revert this!")).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();
  await remove.click();
  await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(dialog.getByText('Successfully Deleted!')).toBeVisible();
  await expect(cart.getByRole('article')).toHaveCount(1);
  await expect(page.getByText('Total Order: 1')).toBeVisible();
});
