import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { uniqueEmail } from './auth-helpers.ts';
import { payAndOpenOrder } from './diner-steps.ts';
import { expect, type MenuItem, test } from './fixtures.ts';

// Every action of every dashboard table, done on a phone: the rows are cards there, nothing
// scrolls sideways, and every control is a 44 px tap target.

const picture = path.resolve(import.meta.dirname, '../../apps/server/assets/menu/minestrone.webp');

async function expectNoSidewaysScroll(page: Page) {
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits, `${page.url()} scrolls sideways`).toBe(true);
}

/** Every button, link and field displayed in the area is at least 44 × 44 CSS px. */
async function expectTapTargets(area: Locator) {
  const tooSmall = await area.locator('button, a, select, input').evaluateAll((controls) =>
    controls
      .filter((control) => control.checkVisibility())
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ control, box }) => `${control.outerHTML.slice(0, 80)}: ${box.width}×${box.height}`),
  );
  expect(tooSmall).toEqual([]);
}

/** Says yes in the confirmation, then waits for the outcome's dialog and closes it. */
async function confirm(page: Page, yes: string, outcome: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: yes, exact: true }).click();
  await expect(dialog.getByText(outcome)).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

test('on a phone, a customer changes, deletes and pays for cart lines, then opens the order from the history @phone', async ({
  page,
  request,
  signUpWithoutUi,
}) => {
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const [kept, deleted] = menu.filter((item) => item.category === 'desserts' && !item.soldOut) as [MenuItem, MenuItem];
  const email = uniqueEmail('phone-cart');
  await signUpWithoutUi({ name: 'Pia Pocket', email });
  for (const dish of [kept, deleted]) {
    const added = await page.evaluate(
      async (body) =>
        (
          await fetch('/api/carts', {
            method: 'POST',
            headers: {
              authorization: `Bearer ${localStorage.getItem('access-token')}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify(body),
          })
        ).status,
      { email, menuID: dish._id },
    );
    expect(added).toBe(200);
  }

  await page.goto('/dashboard/mycart');
  const cart = page.getByRole('list', { name: 'Dishes in your cart' });
  await expect(cart.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('table')).toBeHidden();
  await expect(page.getByText('Total Order: 2')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectTapTargets(cart);

  const keptCard = cart.getByRole('article', { name: kept.name, exact: true });
  await keptCard.getByRole('button', { name: `One more ${kept.name}` }).click();
  await expect(page.getByText('Total Order: 3')).toBeVisible();
  await expect(keptCard.getByRole('status')).toHaveText(`${kept.name}: 2`);
  await keptCard.getByRole('button', { name: `One less ${kept.name}` }).click();
  await expect(page.getByText('Total Order: 2')).toBeVisible();
  await expectNoSidewaysScroll(page);

  await cart
    .getByRole('article', { name: deleted.name, exact: true })
    .getByRole('button', { name: `Delete ${deleted.name}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByRole('dialog').getByText('Successfully Deleted!')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(cart.getByRole('article')).toHaveCount(1);
  await expect(page.getByText('Total Order: 1')).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/payment');
  await payAndOpenOrder(page);
  const orderPage = new URL(page.url()).pathname;
  const order = (await page.getByRole('heading', { name: /^Order #\d+$/ }).textContent()) ?? '';

  await page.goto('/dashboard/paymenthistory');
  const payments = page.getByRole('list', { name: 'Payments' });
  const payment = payments.getByRole('article', { name: order, exact: true });
  await expect(payment).toContainText(email);
  await expect(payment).toContainText(`$${kept.price.toFixed(2)}`);
  await expect(page.getByRole('table')).toBeHidden();
  await expectNoSidewaysScroll(page);
  await expectTapTargets(payments);
  await payment.getByRole('link', { name: order, exact: true }).click();
  await expect(page).toHaveURL(orderPage);
  await expect(page.getByRole('heading', { name: order, exact: true })).toBeVisible();
});

test('on a phone, an administrator finds dishes by name and category, pages through them, edits and deletes one @phone', async ({
  page,
  request,
  signUpAsAdmin,
}) => {
  const dish = 'Pocket Fig Spritz';
  await signUpAsAdmin({ name: 'Pocket Menu Boss' });

  // A dish of our own to edit and delete; the picker names the file a phone cuts short.
  await page.goto('/dashboard/additem');
  await page.getByLabel('Recipe name *').fill(dish);
  await page.getByLabel('Category *').selectOption('drinks');
  await page.getByLabel('Price in dollars *').fill('6.75');
  await page.getByLabel('Picture *').setInputFiles(picture);
  await expect(page.getByText('Chosen: minestrone.webp')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByRole('dialog').getByText('Added to menu!')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();

  await page.goto('/dashboard/manageitems');
  const dishes = page.getByRole('list', { name: 'Dishes' });
  const pages = page.getByRole('navigation', { name: 'Pages of dishes' });
  const lastPage = Math.ceil(menu.length / 10);
  await expect(page.getByText(`Total items: ${menu.length}`)).toBeVisible();
  await expect(dishes.getByRole('article')).toHaveCount(10);
  await expect(page.getByRole('table')).toBeHidden();
  await expect(pages.getByText(`Page 1 of ${lastPage}`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectTapTargets(page.getByRole('main'));

  // Pages: the numbers count on from the page before.
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages.getByText(`Page 2 of ${lastPage}`)).toBeVisible();
  await expect(dishes.getByRole('article').first().getByRole('definition').first()).toHaveText('11');
  await expectNoSidewaysScroll(page);
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(pages.getByText(`Page 1 of ${lastPage}`)).toBeVisible();

  // The category filter, then the search by name in any case; the total stays the whole menu's.
  const category = page.getByRole('combobox', { name: 'Category', exact: true });
  const search = page.getByRole('searchbox', { name: 'Find a dish' });
  await category.selectOption('drinks');
  await expect(dishes.getByRole('article', { name: dish, exact: true })).toBeVisible();
  await expect(dishes.getByRole('article').filter({ hasNotText: 'drinks' })).toHaveCount(0);
  await search.fill('pocket FIG');
  await expect(dishes.getByRole('article')).toHaveCount(1);
  await expect(dishes.getByRole('article', { name: dish, exact: true })).toBeVisible();
  await expect(page.getByText(`Total items: ${menu.length}`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await category.selectOption('pizza');
  await expect(page.getByText('No dish matches')).toBeVisible();
  await expect(dishes).toBeHidden();
  await category.selectOption('All categories');
  await expect(dishes.getByRole('article', { name: dish, exact: true })).toBeVisible();

  await dishes.getByRole('link', { name: `Edit ${dish}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/manageitems\/updateitem\/.+/);
  await expect(page.getByLabel('Recipe name *')).toHaveValue(dish);
  await expect(page.getByText('No new picture chosen: the dish keeps the one shown.')).toBeVisible();
  await page.getByLabel('New picture (optional)').setInputFiles(picture);
  await expect(page.getByText('Chosen: minestrone.webp')).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto('/dashboard/manageitems');
  await search.fill(dish);
  await dishes.getByRole('button', { name: `Delete ${dish}` }).click();
  await expect(page.getByRole('dialog').getByText('Are you sure?')).toBeVisible();
  await confirm(page, 'Yes, delete it!', 'Your file has been deleted.');
  await expect(page.getByText('No dish matches')).toBeVisible();
  await expect(page.getByText(`Total items: ${menu.length - 1}`)).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('on a phone, an administrator changes a role, makes an admin and deletes a user @phone', async ({
  page,
  signUpWithoutUi,
  signUpAsAdmin,
}) => {
  const people = { cook: 'Pocket Cook', riser: 'Pocket Riser', leaver: 'Pocket Leaver' };
  for (const name of Object.values(people)) await signUpWithoutUi({ name, email: uniqueEmail('pocket') });
  await signUpAsAdmin({ name: 'Pocket People Boss', at: '/dashboard/users' });
  const users = page.getByRole('list', { name: 'Users' });
  const card = (name: string) => users.getByRole('article', { name, exact: true });
  await expect(card(people.leaver)).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  await expectNoSidewaysScroll(page);
  await expectTapTargets(users);

  const role = card(people.cook).getByRole('combobox', { name: `Role of ${people.cook}` });
  await role.selectOption('staff');
  await confirm(page, 'Yes', 'Made Kitchen staff');
  await expect(role).toHaveValue('staff');
  await expectNoSidewaysScroll(page);

  await card(people.riser)
    .getByRole('button', { name: `Make admin: ${people.riser}` })
    .click();
  await confirm(page, 'Yes', 'Made Admin');
  await expect(card(people.riser).getByRole('button', { name: /^Make admin/ })).toHaveCount(0);
  await expect(card(people.riser).getByRole('combobox', { name: `Role of ${people.riser}` })).toHaveValue('admin');
  await expectNoSidewaysScroll(page);

  await card(people.leaver)
    .getByRole('button', { name: `Delete ${people.leaver}` })
    .click();
  await confirm(page, 'Yes, delete it!', 'Deleted!');
  await expect(card(people.leaver)).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});
