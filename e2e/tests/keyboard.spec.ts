import { uniqueEmail } from './auth-helpers.ts';
import { addToCart, payAndOpenOrder } from './diner-steps.ts';
import { appSettled, expect, type MenuItem, test } from './fixtures.ts';

// What a keyboard and screen-reader user relies on beyond what axe can see: where focus goes,
// and that moving pictures can be stopped.

const focusIsInMain = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.getElementById('main')?.contains(document.activeElement) ?? false);

test('the first Tab offers to skip the menus, on public pages and in the dashboard', async ({
  page,
  signUpWithoutUi,
}) => {
  await signUpWithoutUi({ name: 'Kim Keys', email: uniqueEmail('kim') });
  for (const address of ['/menu', '/dashboard/userhome']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The page's own links must be there to Tab to (the dashboard's arrive with its data).
    await appSettled(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focusIsInMain(page), `${address}: the next Tab lands in the page`).toBe(true);
  }
});

test('after paying, focus is on the order’s heading; a confirmation starts on Cancel and gives focus back', async ({
  page,
  request,
  signUpWithoutUi,
}) => {
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const [first, second] = menu.filter((item) => item.category === 'salads') as [MenuItem, MenuItem];
  await signUpWithoutUi({ name: 'Fia Focus', email: uniqueEmail('fia'), at: '/order/SALADS' });
  await addToCart(page, first, 1);
  await page.goto('/dashboard/payment');
  await payAndOpenOrder(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeFocused();

  await page.goto('/order/SALADS');
  await addToCart(page, second, 1);
  await page.goto('/dashboard/mycart');
  const remove = page.getByRole('button', { name: `Delete ${second.name}` });
  await remove.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
});

test('the home carousel stops when asked and starts again', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const activeSlide = () =>
    page.getByRole('group', { name: 'Choose a picture' }).locator('[aria-current="true"]').getAttribute('aria-label');
  const pause = page.getByRole('button', { name: 'Pause the pictures' });
  await expect(pause).toHaveAttribute('aria-pressed', 'false');

  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  const stoppedAt = await activeSlide();
  await page.clock.runFor(10_000);
  expect(await activeSlide()).toBe(stoppedAt);

  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'false');
  await page.clock.runFor(10_000);
  await expect.poll(activeSlide).not.toBe(stoppedAt);
});

test('the focus ring is dark around white on gold buttons too, not the button’s own faint gold', async ({ page }) => {
  await page.goto('/login');
  await appSettled(page);
  const order = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Order', exact: true }).last();
  // Reached from the keyboard, as the ring is for.
  for (let presses = 0; presses < 12 && !(await order.evaluate((link) => link === document.activeElement)); presses++)
    await page.keyboard.press('Tab');
  await expect(order).toBeFocused();
  const ring = await order.evaluate((link) => {
    const style = getComputedStyle(link);
    return { color: style.outlineColor, width: style.outlineWidth, halo: style.boxShadow };
  });
  expect(ring).toEqual({ color: 'rgb(21, 21, 21)', width: '3px', halo: expect.stringContaining('rgb(255, 255, 255)') });
});
