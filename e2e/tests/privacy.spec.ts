import { readFile } from 'node:fs/promises';
import { ERASED_DINER } from '@bistro/contract/privacy';
import { solveCaptcha, uniqueEmail } from './auth-helpers.ts';
import { seriousAxeFindings, withAxe } from './axe.ts';
import { callApi, payAndOpenOrder } from './diner-steps.ts';
import { expect, type MenuItem, test, tokenEmail } from './fixtures.ts';
import { mailTo } from './outbox.ts';

test('a diner downloads their data, deletes their account and cannot sign in again; the revenue stays', async ({
  page,
  signUpWithoutUi,
  rootAdmin,
  dataDir,
}) => {
  const email = uniqueEmail('leaving');
  const password = 'leaving-secret-7';
  await signUpWithoutUi({ name: 'Lea Leaving', email, password });
  const dish = ((await (await page.request.get('/api/menu')).json()) as MenuItem[]).find((item) => !item.soldOut);
  expect((await callApi(page, 'POST', '/carts', { email, menuID: dish?._id })).status).toBe(200);
  await page.goto('/dashboard/payment');
  await payAndOpenOrder(page);
  const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';

  // Their data, as a file.
  await withAxe(page);
  await page.goto('/profile');
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toBe('bistro-boss-my-data.json');
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(data.profile).toMatchObject({ name: 'Lea Leaving', email });
  expect(data.orders).toEqual([expect.objectContaining({ _id: orderId, customerName: 'Lea Leaving' })]);
  expect(data.payments).toEqual([expect.objectContaining({ orderId, email })]);

  // While the kitchen has the order, the dialog says why the account stays.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Your password')).toBeFocused();
  expect(await seriousAxeFindings(page), 'the deletion dialog').toEqual([]);
  await dialog.getByLabel('Your password').fill(password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    /Your order #\d+ \(paid, waiting for the kitchen\) is not picked up/,
  );

  for (const status of ['preparing', 'ready', 'completed']) {
    expect((await rootAdmin.patch(`/api/orders/${orderId}`, { data: { status } })).status()).toBe(200);
  }
  const revenue = async () => ((await (await rootAdmin.get('/api/admin-stats')).json()) as { revenue: number }).revenue;
  const before = await revenue();

  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByLabel('Your password')).toHaveAccessibleDescription(/That is not your password/);
  // Scanned once the button has finished turning back from disabled: mid-fade its colours are neither.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  expect(await seriousAxeFindings(page), 'the deletion dialog with its errors').toEqual([]);
  await dialog.getByLabel('Your password').fill(password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  // Signed out, and told.
  await expect(page.getByRole('dialog', { name: 'Your account is deleted' })).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect.poll(() => tokenEmail(page)).toBeNull();
  expect((await mailTo(email, /^Your Bistro Boss account is deleted$/, dataDir)).text).toContain('As you asked');

  // The books keep the order, without the diner; the revenue is what it was.
  const kept = await (await rootAdmin.get(`/api/orders/${orderId}`)).json();
  expect(kept).toMatchObject({
    status: 'completed',
    customerName: ERASED_DINER.name,
    email: ERASED_DINER.email,
    phone: null,
  });
  expect(await revenue()).toBe(before);

  // The old password opens nothing.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await tokenEmail(page)).toBeNull();
});
