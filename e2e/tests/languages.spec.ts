import { seriousAxeFindings, withAxe } from './axe.ts';
import type { MenuItem } from './fixtures.ts';
import { expect, test } from './fixtures.ts';

// On the euro site (sites.ts), offered in English, French, Spanish, German and Arabic.

test.describe('@euro a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('gets the French home page from the server, and its prices in euros', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(
      page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Notre carte' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'De notre carte' })).toBeVisible();
    await expect(page.getByText(/\d+,\d\d\s€/).first()).toBeVisible();
  });
});

test('@euro /es/menu lists the dish names the owner translated, and English for the others', async ({
  page,
  rootAdmin,
}) => {
  const menu: MenuItem[] = await (await rootAdmin.get('/api/menu')).json();
  await page.goto('/menu');
  const listed = [];
  for (const dish of menu) {
    if (await page.getByRole('heading', { name: dish.name, exact: true }).count()) listed.push(dish);
    if (listed.length === 2) break;
  }
  const [translated, untranslated] = listed;
  if (!translated || !untranslated) throw new Error('the menu page lists fewer than two dishes');
  const spanishName = `${translated.name} (en español)`;
  const changed = await rootAdmin.patch(`/api/menu/${translated._id}`, {
    data: { translations: { es: { name: spanishName } } },
  });
  expect(changed.status()).toBe(200);

  await page.goto('/es/menu');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'NUESTRA CARTA' })).toBeVisible();
  await expect(page.getByRole('heading', { name: spanishName, exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: untranslated.name, exact: true }).first()).toBeVisible();
});

test('@euro the Arabic home page reads right to left, with nothing for axe to find', async ({ page }) => {
  await withAxe(page);
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'من قائمتنا' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('@euro the switcher opens the page in another language and keeps the choice', async ({ page }) => {
  await page.goto('/menu');
  await page.getByRole('navigation', { name: 'Main' }).getByText('Language: en').click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/menu$/);
  await expect(page.getByRole('heading', { name: 'UNSERE SPEISEKARTE' })).toBeVisible();
  // The choice is kept: the English address now sends this visitor to the German page.
  await page.goto('/');
  await expect(page).toHaveURL(/\/de$/);
});
