import { readFile } from 'node:fs/promises';
import { ERASED_DINER } from '@bistro/contract/privacy';
import { solveCaptcha, uniqueEmail } from './auth-helpers.ts';
import { seriousAxeFindings, withAxe } from './axe.ts';
import { callApi, payAndOpenOrder } from './diner-steps.ts';
import { expect, type MenuItem, test, tokenEmail } from './fixtures.ts';
import { takeGuestOrders } from './guest-orders.ts';
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

test('a guest downloads their order’s data and erases their details from it, through the order’s link', async ({
  page,
  rootAdmin,
  dataDir,
}) => {
  await takeGuestOrders(rootAdmin, true);
  try {
    // A guest's paid order, as the checkout page makes it.
    const dish = ((await (await page.request.get('/api/menu')).json()) as MenuItem[]).find((item) => !item.soldOut);
    const email = uniqueEmail('gia-guest');
    const post = async (url: string, data: object) => {
      const answer = await page.request.post(url, { data });
      expect(answer.status(), await answer.text()).toBe(200);
      return answer.json();
    };
    const { clientSecret, orderId, orderKey } = await post('/api/guest/create-payment-intent', {
      name: 'Gia Guest',
      email,
      phone: '+1 555 010 0177',
      lines: [{ menuId: dish?._id, quantity: 1 }],
    });
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
    const { paymentIntent } = await post('/api/guest/payments/test/confirm', { clientSecret, card });
    await post('/api/guest/payments', { orderId, key: orderKey, transactionId: paymentIntent.id });

    await withAxe(page);
    await page.goto(`/guest-order/${orderId}?key=${encodeURIComponent(orderKey)}`);
    await expect(page.getByText('+1 555 010 0177')).toBeVisible();
    const section = page.getByRole('region', { name: 'Your details on this order' });
    expect(await seriousAxeFindings(page), 'the guest’s order page with its data').toEqual([]);
    const saving = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Download my data' }).click();
    const data = JSON.parse(await readFile(await (await saving).path(), 'utf8'));
    expect(data.profile).toBeNull();
    expect(data.orders).toEqual([expect.objectContaining({ _id: orderId, email, customerName: 'Gia Guest' })]);

    // While the kitchen has it, the details stay, and the page says why.
    await section.getByRole('button', { name: 'Erase my details' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Erase my details' }).click();
    const refused = page.getByRole('dialog', { name: 'Your details were not erased' });
    await expect(refused).toContainText(/Order #\d+ is not picked up, delivered or cancelled yet/);
    await refused.getByRole('button', { name: 'OK' }).click();

    for (const status of ['preparing', 'ready', 'completed']) {
      expect((await rootAdmin.patch(`/api/orders/${orderId}`, { data: { status } })).status()).toBe(200);
    }
    await section.getByRole('button', { name: 'Erase my details' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Erase my details' }).click();
    await expect(page.getByRole('dialog', { name: 'Your details are erased' })).toBeVisible();
    await expect(page.getByText('+1 555 010 0177')).toHaveCount(0);
    await mailTo(email, /^Bistro Boss: your details are erased from order #\d+$/, dataDir);
    const kept = await (await rootAdmin.get(`/api/orders/${orderId}`)).json();
    expect(kept).toMatchObject({ status: 'completed', customerName: ERASED_DINER.name, email: ERASED_DINER.email });
  } finally {
    await takeGuestOrders(rootAdmin, false);
  }
});
