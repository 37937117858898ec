import { type Browser, expect, type Page } from '@playwright/test';
import type { MenuItem } from './fixtures.ts';

/** What a diner does again and again in these tests, as they do it in the page. */

/** The navbar's cart link, named by how many dishes the cart holds. */
export const cartLink = (page: Page, count: number) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: `Cart, ${count} items` });

/** Adds a dish from the shop page that shows it, and waits for the cart to hold `count` dishes. */
export async function addToCart(page: Page, dish: MenuItem, count: number) {
  await page.getByRole('button', { name: `Add ${dish.name} to cart` }).click();
  await expect(cartLink(page, count)).toBeVisible();
}

/** Types the phone checkout asks for and a test card into the payment page's form (4242…: one the test provider accepts). */
export async function fillCard(page: Page, number = '4242 4242 4242 4242') {
  await page.getByLabel('Phone', { exact: true }).fill('+1 555 010 0199');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

/** A delivery address as the checkout's form takes it. */
export interface DeliveryAddress {
  line1: string;
  postcode: string;
  city: string;
  country: string;
}

/** Chooses delivery on the payment page and has this address (and the note for the driver, if any) checked with the zones. */
export async function deliverTo(page: Page, address: DeliveryAddress, forTheDriver?: string) {
  await page.getByRole('radio', { name: 'Deliver it' }).check();
  const form = page.getByRole('form', { name: 'Delivery address' });
  await form.getByLabel('Street and number').fill(address.line1);
  await form.getByLabel('Postcode').fill(address.postcode);
  await form.getByLabel('City').fill(address.city);
  await form.getByLabel('Country').fill(address.country);
  if (forTheDriver) await form.getByLabel('For the driver (optional)').fill(forTheDriver);
  await form.getByRole('button', { name: 'Check the address' }).click();
}

/** Pays on the payment page with the accepted test card, and waits for the order's page. */
export async function payAndOpenOrder(page: Page) {
  await fillCard(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
}

/** Calls our API with the page's own token, as the site's pages do (an attacker's way around the buttons). */
export async function callApi(page: Page, method: string, path: string, body?: object) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('access-token')}`,
          'content-type': 'application/json',
        },
        body: body ? JSON.stringify(body) : null,
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  );
}

/** A dish paid for through the API, as the shop's pages pay: answers the order's id. */
export async function paidOrder(page: Page, dish: MenuItem): Promise<string> {
  const email = await page.evaluate(() => {
    const [, payload] = localStorage.getItem('access-token')?.split('.') ?? [];
    return (JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { email: string }).email;
  });
  const line = await callApi(page, 'POST', '/carts', { email, menuID: dish._id });
  expect(line.status, JSON.stringify(line.body)).toBe(200);
  const intent = await callApi(page, 'POST', '/create-payment-intent', { phone: '+1 555 010 0199' });
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
  const confirmed = await callApi(page, 'POST', '/payments/test/confirm', {
    clientSecret: intent.body.clientSecret,
    card,
  });
  const paid = await callApi(page, 'POST', '/payments', {
    email,
    transactionId: confirmed.body.paymentIntent.id,
    cartIds: [line.body.insertedId],
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return intent.body.orderId;
}

/** A page in a browser of its own, as large as the kitchen's tablet: where staff work in these tests. */
export async function kitchenTablet(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1180, height: 820 } });
  return context.newPage();
}
