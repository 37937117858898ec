import { uniqueEmail } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

test('a customer’s dashboard: side menu with the user entries, then Home, Our Menu, Order', async ({
  page,
  signUpWithoutUi,
}) => {
  await signUpWithoutUi({ name: 'Dana Diner', email: uniqueEmail('dash') });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard/userhome');
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('link')).toHaveText([
    'User Home',
    'Reservation',
    'My Booking',
    'My Cart',
    'Add Review',
    'Payment History',
    'Home',
    'Our Menu',
    'Order',
  ]);
  await expect(menu.getByRole('link', { name: 'User Home' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Hi, Welcome Dana Diner' })).toBeVisible();
  await expect(page.getByText(/No orders yet/)).toBeVisible();

  await menu.getByRole('link', { name: 'Add Review' }).click();
  await expect(page.getByRole('heading', { name: 'Add review', level: 1 })).toBeVisible();
  await expect(page.getByText(/Nothing to review right now/)).toBeVisible();
  for (const [url, word] of [
    ['/dashboard/reservation', 'Reservation'],
    ['/dashboard/mybooking', 'My bookings'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: word })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Our Menu' }).click();
  await expect(page).toHaveURL('/menu');

  // A customer's /dashboard is User Home; the side menu ends with the profile and Log Out.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/dashboard/userhome');
  const sideMenu = page.getByRole('complementary');
  await sideMenu.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/profile');
  await page.goto('/dashboard/userhome');
  await sideMenu.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/^[^?]*\/login/);
});

test('an administrator’s dashboard shows the admin entries', async ({ page, signUpAsAdmin }) => {
  await signUpAsAdmin({ name: 'Chef Admin' });
  // An administrator's dashboard opens on Admin Home.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/dashboard/adminhome');
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('link')).toHaveText([
    'Admin Home',
    'Add Items',
    'Manage Items',
    'Menu Sections',
    'Dish Options',
    'All Users',
    'Restaurant',
    'Opening Hours',
    'Reports',
    'Promo Codes',
    'Backups',
    'Audit Log',
    'Booking Set-up',
    'Delivery',
    'Reviews',
    'Kitchen Board',
    'New Order',
    // With the count of requests other tests on this site left waiting, if any.
    /^Bookings( \d+ requests? waiting)?$/,
    'Tables',
    'Deliveries',
    'Home',
    'Our Menu',
    'Order',
  ]);
  await menu.getByRole('link', { name: 'Admin Home' }).click();
  await expect(page.getByRole('heading', { name: /^HI!Welcome Back/ })).toBeVisible();

  // Each page opens at its top, not where the page before it was scrolled to.
  await menu.getByRole('link', { name: 'Manage Items' }).click();
  await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await menu.getByRole('link', { name: 'Opening Hours' }).click();
  await expect(page.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the dashboard menu folds away on a phone @phone', async ({ page, signUpWithoutUi }) => {
  await signUpWithoutUi({ name: 'Phone Person', email: uniqueEmail('phone'), at: '/dashboard/userhome' });
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await menu.getByRole('link', { name: 'Payment History' }).click();
  await expect(page).toHaveURL('/dashboard/paymenthistory');
  await expect(menu).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('anyone not signed in is sent from the dashboard to log in', async ({ page }) => {
  await page.goto('/dashboard/mycart');
  await expect(page).toHaveURL('/login?redirectTo=%2Fdashboard%2Fmycart');
});
