import { appSettled, expect, type MenuItem, test } from './fixtures.ts';

const dishNames = (page: import('@playwright/test').Page) =>
  page.getByRole('tabpanel').getByRole('heading', { level: 3 }).allTextContents();

test('“Vegetarian only”, chosen with the keyboard, shows only vegetarian dishes and the address carries it', async ({
  page,
  request,
}) => {
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const salads = menu.filter((item) => item.category === 'salads');
  const vegetarian = salads.filter((item) => item.diets.includes('vegetarian')).map((item) => item.name);
  expect(vegetarian.length).toBeLessThan(salads.length);

  await page.goto('/order/SALADS');
  await appSettled(page);
  // The list changes in place: a mark set on this page survives.
  await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
  await page.getByText('Dietary filter').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Vegetarian only' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Show dishes' }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/order\/SALADS\?diet=vegetarian$/);
  await expect(page.getByRole('status').filter({ hasText: 'hidden by your filter' })).toContainText(
    `${salads.length - vegetarian.length} dish${salads.length - vegetarian.length === 1 ? '' : 'es'} hidden by your filter.`,
  );
  expect((await dishNames(page)).sort()).toEqual([...vegetarian].sort());
  expect(await page.evaluate(() => 'stayedOnPage' in window)).toBe(true);

  // Another tab keeps the filter; Clear filter shows every dish again.
  await page.getByRole('tab', { name: 'Pizza' }).click();
  await expect(page).toHaveURL(/\/order\/PIZZA\?diet=vegetarian$/);
  await page.getByRole('link', { name: 'Clear filter' }).click();
  await expect(page).toHaveURL(/\/order\/PIZZA$/);
  await expect
    .poll(() => dishNames(page).then((names) => names.length))
    .toBe(menu.filter((item) => item.category === 'pizza').length);
});

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form hides the dishes with an allergen', async ({ page, request }) => {
    const menu: MenuItem[] = await (await request.get('/api/menu')).json();
    const withoutMilk = menu
      .filter((item) => item.category === 'salads' && !item.allergens.includes('milk'))
      .map((item) => item.name);
    await page.goto('/order/SALADS');
    await page.getByText('Dietary filter').click();
    await page.getByRole('checkbox', { name: 'milk' }).check();
    await page.getByRole('button', { name: 'Show dishes' }).click();
    await expect(page).toHaveURL(/\/order\/SALADS\?without=milk$/);
    expect((await dishNames(page)).sort()).toEqual([...withoutMilk].sort());
  });
});
