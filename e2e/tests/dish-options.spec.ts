import { formatPrice } from '@bistro/contract/money';
import type { Page } from '@playwright/test';
import { uniqueEmail } from './auth-helpers.ts';
import { seriousAxeFindings, withAxe } from './axe.ts';
import { callApi, cartLink, fillCard, kitchenTablet } from './diner-steps.ts';
import { expect, type MenuItem, test } from './fixtures.ts';

// Dish options (docs/dish-options.md): a diner chooses a pizza's size and toppings and a salad's
// dressing in the dish's dialog; the cart, the order page and the kitchen's ticket show them.

const menuOf = async (page: Page): Promise<MenuItem[]> => (await page.request.get('/api/menu')).json();
const dishNamed = (menu: MenuItem[], name: string) => menu.find((item) => item.name === name) as MenuItem;

test('a diner adds a large pizza with two toppings and a salad without dressing, pays, and the kitchen sees the choices', async ({
  page,
  browser,
  baseURL,
  signUpWithoutUi,
  signUpAsStaff,
}) => {
  const kitchen = await kitchenTablet(browser, baseURL);
  await signUpAsStaff({ name: 'Olga Options' }, kitchen);
  await kitchen.goto('/dashboard/orders');
  await expect(kitchen.getByText('Live: new orders appear by themselves')).toBeVisible();

  const menu = await menuOf(page);
  const pizza = dishNamed(menu, 'Pepperoni Pizza');
  const salad = dishNamed(menu, 'Greek Salad');
  await withAxe(page);
  await signUpWithoutUi({ name: 'Otto Options', email: uniqueEmail('otto'), at: '/order/PIZZA' });

  await page.getByRole('button', { name: `Add ${pizza.name} to cart` }).click();
  const dialog = page.getByRole('dialog', { name: pizza.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Small' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Small' })).toBeFocused();
  await expect(dialog.getByRole('group', { name: 'Extra toppings' })).toContainText('Choose up to 3 (optional)');
  expect(await seriousAxeFindings(page)).toEqual([]);
  await dialog.getByRole('radio', { name: 'Large +$4.00' }).check();
  await dialog.getByRole('checkbox', { name: 'Olives +$1.00' }).check();
  await dialog.getByRole('checkbox', { name: 'Extra mozzarella +$1.50' }).check();
  const pizzaPrice = formatPrice(pizza.price + 6.5);
  await expect(dialog.getByText(pizzaPrice)).toBeVisible();
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cartLink(page, 1)).toBeVisible();

  await page.goto('/order/SALADS');
  await page.getByRole('button', { name: `Add ${salad.name} to cart` }).click();
  const saladDialog = page.getByRole('dialog', { name: salad.name });
  await saladDialog.getByRole('radio', { name: 'No dressing' }).check();
  await saladDialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartLink(page, 2)).toBeVisible();

  await page.goto('/dashboard/mycart');
  const cart = page.getByRole('main');
  const pizzaRow = cart.getByRole('row').filter({ hasText: pizza.name });
  await expect(pizzaRow).toContainText('Pizza size: Large');
  await expect(pizzaRow).toContainText('Extra toppings: Extra mozzarella');
  await expect(pizzaRow).toContainText('Extra toppings: Olives');
  await expect(pizzaRow).toContainText(pizzaPrice);
  const saladRow = cart.getByRole('row').filter({ hasText: salad.name });
  await expect(saladRow).toContainText('Dressing: No dressing');
  await expect(saladRow).toContainText(formatPrice(salad.price));
  await expect(page.getByText(`Total Price: ${formatPrice(pizza.price + 6.5 + salad.price)}`)).toBeVisible();
  await expect(
    page.getByRole('button', { name: `One more ${pizza.name} (Large, Extra mozzarella, Olives)` }),
  ).toBeVisible();

  await page.goto('/dashboard/payment');
  await fillCard(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  const orderHeading = await page.getByRole('heading', { name: /^Order #\d+$/ }).textContent();
  const number = orderHeading?.replace('Order #', '') ?? '';
  const ordered = page.getByRole('table', { name: 'What you ordered' });
  await expect(ordered.getByRole('row').filter({ hasText: pizza.name })).toContainText('Pizza size: Large');
  await expect(ordered.getByRole('row').filter({ hasText: salad.name })).toContainText('Dressing: No dressing');

  const ticket = kitchen.getByRole('article', { name: `#${number}` });
  await expect(ticket).toContainText(`1 × ${pizza.name}`);
  await expect(ticket).toContainText('Pizza size: Large');
  await expect(ticket).toContainText('Extra toppings: Olives');
  await expect(ticket).toContainText('Dressing: No dressing');
  await kitchen.context().close();
});

test('on a phone the options dialog fills the screen and passes the accessibility check @phone', async ({
  page,
  signUpWithoutUi,
}) => {
  const drink = dishNamed(await menuOf(page), 'House Lemonade');
  await withAxe(page);
  await signUpWithoutUi({ name: 'Pia Phone', email: uniqueEmail('pia'), at: '/order/DRINKS' });
  await page.getByRole('button', { name: `Add ${drink.name} to cart` }).click();
  const dialog = page.getByRole('dialog', { name: drink.name });
  await expect(dialog.getByRole('radio', { name: 'Regular' })).toBeFocused();
  const box = await dialog.boundingBox();
  const screen = page.viewportSize();
  expect(box && screen && [Math.round(box.width), Math.round(box.height)]).toEqual(
    screen && [screen.width, screen.height],
  );
  expect(await seriousAxeFindings(page)).toEqual([]);
  await dialog.getByRole('radio', { name: 'Large +$1.50' }).check();
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cartLink(page, 1)).toBeVisible();
});

test('an administrator makes an option group, puts it on a dish in its form, and marks a choice sold out', async ({
  page,
  signUpAsAdmin,
}) => {
  await signUpAsAdmin({ name: 'Ada Options' });
  const soup = (await menuOf(page)).find((item) => item.category === 'soups') as MenuItem;
  const dish = { name: `Options broth ${Date.now()}`, category: 'soup', price: 6.5, image: soup.image };
  const created = await callApi(page, 'POST', '/menu', dish);
  const groupName = `Bread ${Date.now()}`;
  try {
    await page.goto('/dashboard/options');
    await page.getByRole('button', { name: 'New option group' }).click();
    const form = page.getByRole('form', { name: 'New option group' });
    await form.getByLabel('Group name *').fill(groupName);
    await form.getByLabel('At least (0: optional)').fill('1');
    await form.getByLabel('Choice 1 name').fill('Sourdough');
    await form.getByRole('button', { name: 'Add a choice' }).click();
    await form.getByLabel('Choice 2 name').fill('Garlic bread');
    await form.getByLabel('Adds ($)').nth(1).fill('2.50');
    await form.getByRole('button', { name: 'Save option group' }).click();
    const group = page.getByRole('article', { name: groupName });
    await expect(group).toContainText('Choose 1 · on no dish yet');
    await expect(group).toContainText('Garlic bread +$2.50');

    await page.goto(`/dashboard/manageitems/updateitem/${created.body.insertedId}`);
    await page.getByRole('checkbox', { name: `${groupName} (choose 1)` }).check();
    await page.getByRole('button', { name: 'Update Item' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    const offered = (await callApi(page, 'GET', `/menu/${created.body.insertedId}`)).body as MenuItem;
    expect(offered.optionGroups.map((each) => each.name)).toEqual([groupName]);

    await page.goto('/dashboard/options');
    await expect(group).toContainText(`on ${dish.name}`);
    await group.getByRole('button', { name: 'Sourdough sold out today' }).click();
    await expect(group.getByRole('button', { name: 'Sourdough is back' })).toBeVisible();
    await group.getByRole('button', { name: `Delete ${groupName}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(group).toHaveCount(0);
  } finally {
    await callApi(page, 'DELETE', `/menu/${created.body.insertedId}`);
  }
});

test('the kitchen marks a choice sold out for today on its board, and back on', async ({
  page,
  rootAdmin,
  signUpAsStaff,
}) => {
  const groupName = `Crust ${Date.now()}`;
  const created = await rootAdmin.post('/api/option-groups', {
    data: {
      name: groupName,
      min: 1,
      max: 1,
      choices: [
        { name: 'Thin', default: true },
        { name: 'Stuffed', price: 3 },
      ],
    },
  });
  expect(created.ok()).toBe(true);
  const groupId = (await created.json()).insertedId;
  const stuffed = async () => {
    const groups: { id: string; choices: { name: string; soldOut: boolean; soldOutUntil: string | null }[] }[] = await (
      await rootAdmin.get('/api/option-groups')
    ).json();
    return groups.find((group) => group.id === groupId)?.choices.find((choice) => choice.name === 'Stuffed');
  };
  try {
    await withAxe(page);
    await signUpAsStaff({ name: 'Kit Crust' });
    await page.goto('/dashboard/orders');
    await page.getByRole('button', { name: 'Pause, sold out' }).click();
    await page.getByText(/^Sold-out choices: /).click();
    const choices = page.getByRole('region', { name: groupName });
    await choices
      .getByRole('combobox', { name: `Availability: Stuffed (${groupName})` })
      .selectOption('Sold out today');
    await expect.poll(async () => (await stuffed())?.soldOut).toBe(true);
    expect((await stuffed())?.soldOutUntil).not.toBeNull();
    await expect(choices.getByRole('combobox', { name: `Availability: Stuffed (${groupName})` })).toHaveValue('today');
    expect(await seriousAxeFindings(page), 'the kitchen’s sold-out choices').toEqual([]);
    await choices.getByRole('combobox', { name: `Availability: Stuffed (${groupName})` }).selectOption('Available');
    await expect.poll(async () => (await stuffed())?.soldOut).toBe(false);
  } finally {
    await rootAdmin.delete(`/api/option-groups/${groupId}`);
  }
});
