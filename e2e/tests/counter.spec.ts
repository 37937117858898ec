import type { APIRequestContext, Page } from '@playwright/test';
import { uniqueEmail } from './auth-helpers.ts';
import { seriousAxeFindings, withAxe } from './axe.ts';
import { dayAhead } from './booking-setup.ts';
import { callApi, kitchenTablet } from './diner-steps.ts';
import { expect, type MenuItem, test } from './fixtures.ts';

/** Dollars as the site writes them: $1,234.50. */
const dollars = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The amount a page shows after `label` ("Total: $23.40" → 23.4). */
async function amountAfter(page: Page, label: RegExp): Promise<number> {
  const text = (await page.getByText(label).textContent()) ?? '';
  return Number(text.replace(/^[^$]*\$/, '').replace(/,/g, ''));
}

/** A soup and a drink without options from the seeded menu. */
async function soupAndDrink(request: APIRequestContext): Promise<{ soup: MenuItem; drink: MenuItem }> {
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const soup = menu.find((item) => item.category === 'soups' && !item.soldOut);
  const drink = menu.find((item) => item.category === 'drinks' && item.optionGroups.length === 0 && !item.soldOut);
  if (!soup || !drink) throw new Error('the seeded menu has a soup and a drink without options');
  return { soup, drink };
}

/** A phone order to pay at pickup, entered through the API by the staff member signed in on `page`. */
async function phoneOrderDue(page: Page, name: string, lines: { menuID: string; quantity: number }[]) {
  const entered = await callApi(page, 'POST', '/counter-orders', {
    channel: 'phone',
    lines,
    name,
    payment: { method: 'at_pickup' },
  });
  expect(entered.status).toBe(201);
  const { _id: id, number } = entered.body as { _id: string; number: number };
  return { id, number };
}

/** On the order's page: the payment taken on the restaurant's card terminal, for `total` dollars. */
async function takeCardAtCounter(page: Page, number: number, total: number) {
  await page.getByRole('button', { name: 'Take payment' }).click();
  const payment = page.getByRole('dialog', { name: `Take payment for order #${number}` });
  await payment.getByRole('radio', { name: 'Card at the counter' }).check();
  await payment.getByRole('button', { name: `Take ${dollars(total)}` }).click();
  await expect(payment).toBeHidden();
  await expect(page.getByText('Phone order · Paid by card at the counter')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a dish' })).toBeFocused();
}

test('a cook takes a phone order for 7 PM tomorrow, a pizza with its options and a note, to pay at pickup; the board marks it Phone; at pickup they take cash with the change shown, and the day’s sales include it', async ({
  browser,
  baseURL,
  request,
  rootAdmin,
  signUpAsStaff,
}) => {
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const pizza = menu.find((item) => item.category === 'pizza' && item.optionGroups.length > 1 && !item.soldOut);
  if (!pizza) throw new Error('the seeded menu has a pizza with options');

  // The cook works on the kitchen's tablet, with the keyboard.
  const tablet = await kitchenTablet(browser, baseURL);
  await withAxe(tablet);
  await signUpAsStaff({ name: 'Cody Cook', at: '/dashboard/orders' }, tablet);
  await tablet.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'New Order' }).click();
  await expect(tablet.getByRole('heading', { name: 'New order', level: 1 })).toBeVisible();

  // The pizza, found by its name; its options in the shop's own dialog.
  const search = tablet.getByLabel('Find a dish');
  await search.fill(pizza.name.toLowerCase());
  await search.press('Enter');
  const options = tablet.getByRole('dialog', { name: pizza.name });
  await options.getByRole('radio', { name: 'Large' }).check();
  await options.getByRole('checkbox', { name: 'Mushrooms' }).check();
  await options.getByRole('button', { name: 'Add to order' }).click();
  await expect(options).toBeHidden();
  await expect(search).toBeFocused();
  const dishes = tablet.getByRole('list', { name: 'Dishes of the order' });
  await expect(dishes).toContainText('Pizza size: Large');
  await expect(dishes).toContainText('Extra toppings: Mushrooms');
  await tablet.getByRole('button', { name: `One more ${pizza.name} (Large, Mushrooms)` }).click();
  await expect(tablet.getByLabel(`Quantity of ${pizza.name} (Large, Mushrooms)`)).toHaveText('2');

  // Who, when (7 PM tomorrow on the restaurant's own clock, so at any hour), the note, and how they pay.
  await tablet.getByRole('radio', { name: 'On the phone' }).check();
  await tablet.getByLabel('Name', { exact: true }).fill('Paula Price');
  await tablet.getByLabel('Phone', { exact: true }).fill('+1 555 010 0199');
  await tablet.getByLabel('Pickup time').selectOption({ label: 'Tomorrow, 7:00 PM' });
  await tablet.getByLabel('Note for the kitchen (optional)').fill('Cut in squares, no basil');
  await tablet.getByRole('radio', { name: 'Pay at pickup' }).check();
  // The total once the last change is priced (until then it says it is updating).
  const settledTotal = /^Total: \$[\d,.]+$/;
  await expect(tablet.getByText(settledTotal)).toBeVisible();
  const total = await amountAfter(tablet, settledTotal);
  expect(await seriousAxeFindings(tablet)).toEqual([]);
  await tablet.getByRole('button', { name: 'Enter the order' }).click();

  const entered = tablet.getByRole('status').filter({ hasText: /Phone order #\d+ for Paula Price is in/ });
  await expect(entered).toBeFocused();
  await expect(entered).toContainText(`To pay at pickup: ${dollars(total)}`);
  const number = /#(\d+)/.exec((await entered.textContent()) ?? '')?.[1] ?? '';
  const orderHref = (await entered.getByRole('link', { name: `Open order #${number}` }).getAttribute('href')) ?? '';
  const orderId = orderHref.split('/').pop() ?? '';
  // The form is empty again for the next call.
  await expect(tablet.getByText('No dish yet: find one above.')).toBeVisible();

  // On the board, marked Phone, with its pickup time, note, options and what is to pay.
  await tablet.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Kitchen Board' }).click();
  const ticket = tablet.getByRole('article', { name: `#${number}` });
  await expect(ticket.getByText('Phone', { exact: true })).toBeVisible();
  await expect(ticket).toContainText('Pickup Tomorrow, 7:00 PM');
  await expect(ticket).toContainText('Cut in squares, no basil');
  await expect(ticket).toContainText(`2 × ${pizza.name}`);
  await expect(ticket).toContainText('Pizza size: Large');
  await expect(ticket).toContainText(`To pay at pickup: ${dollars(total)}`);
  // Not handed over unpaid: there is no Picked up until it is paid.
  await ticket.getByRole('button', { name: `Start preparing: order ${number}` }).click();
  await ticket.getByRole('button', { name: `Mark ready: order ${number}` }).click();
  await expect(ticket.getByRole('button', { name: `Picked up: order ${number}` })).toHaveCount(0);

  // At pickup: cash, the change shown as the amount is typed.
  const handed = Math.ceil(total / 10) * 10 + 10;
  const change = Math.round((handed - total) * 100) / 100;
  await ticket.getByRole('button', { name: `Take payment for order ${number}` }).click();
  const payment = tablet.getByRole('dialog', { name: `Take payment for order #${number}` });
  await expect(payment.getByRole('radio', { name: 'Cash' })).toBeFocused();
  await payment.getByLabel('Amount handed over').fill(String(handed));
  await expect(payment.getByText(`Change: ${dollars(change)}`)).toBeVisible();
  expect(await seriousAxeFindings(tablet)).toEqual([]);
  await payment.getByRole('button', { name: `Take ${dollars(total)}` }).click();
  await expect(tablet.getByText(`Order #${number} is paid: give ${dollars(change)} change.`)).toBeVisible();
  await expect(ticket).not.toContainText('To pay at pickup');
  await ticket.getByRole('button', { name: `Picked up: order ${number}` }).click();
  await expect(ticket).toHaveCount(0);
  expect(await seriousAxeFindings(tablet)).toEqual([]);

  // The day's sales include it: the books count it under Phone, paid in cash (yesterday too, should
  // the restaurant's midnight have passed meanwhile).
  const range = `from=${await dayAhead(request, -1)}&to=${await dayAhead(request, 0)}`;
  const sales = await (await rootAdmin.get(`/api/reports/sales?${range}`)).json();
  expect(sales.channels.phone.orders).toBeGreaterThanOrEqual(1);
  expect(sales.channels.phone.net).toBeGreaterThanOrEqual(Math.round(total * 100));
  const csv = await (await rootAdmin.get(`/api/reports/orders.csv?${range}`)).text();
  const row = csv.split('\r\n').find((line) => line.startsWith(orderId)) ?? '';
  expect(row).toContain('Paula Price');
  expect(row).toContain(`2 × ${pizza.name}`);
  expect(row).toContain(`,${total.toFixed(2)},0.00,USD,,phone,cash`);
  await tablet.context().close();
});

test('staff add a drink to a phone order due at pickup from its page: the bill grows, and that is what is taken; once paid, another drink is an order of its own, paid on its own', async ({
  page,
  request,
  signUpAsStaff,
}) => {
  const { soup, drink } = await soupAndDrink(request);
  await withAxe(page);
  await signUpAsStaff({ name: 'Ada Adder', at: '/dashboard/orders' });
  const { id, number } = await phoneOrderDue(page, 'Gil Grows', [{ menuID: soup._id, quantity: 1 }]);

  await page.goto(`/dashboard/orders/${id}`);
  await expect(page.getByText('Phone order · To pay at pickup')).toBeVisible();
  await page.getByRole('button', { name: 'Add a dish' }).click();
  const finder = page.getByRole('region', { name: 'Add a dish' });
  await finder.getByLabel('Find a dish').fill(drink.name);
  await finder.getByLabel('Find a dish').press('Enter');
  const total = Math.round((soup.price + drink.price) * 100) / 100;
  await expect(page.getByText(`${drink.name} added: order #${number} now comes to ${dollars(total)}.`)).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: drink.name })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);

  await takeCardAtCounter(page, number, total);

  // Paid: its bill stays, and the drink added now is an order of its own, to pay at pickup.
  await expect(page.getByRole('button', { name: 'Add a dish' })).toHaveAttribute('aria-expanded', 'true');
  await expect(
    finder.getByText('This order is paid: the dishes you add are an order of their own, paid at pickup.'),
  ).toBeVisible();
  await finder.getByLabel('Find a dish').fill(drink.name);
  await finder.getByLabel('Find a dish').press('Enter');
  const added = page.getByText(
    new RegExp(`^${drink.name} added as order #(\\d+), \\$${drink.price.toFixed(2)} to pay at pickup\\.$`),
  );
  await expect(added).toBeVisible();
  const addedNumber = Number((await added.textContent())?.match(/#(\d+)/)?.[1]);
  const later = page.getByRole('region', { name: 'Dishes added later' });
  await expect(later).toContainText(`order #${addedNumber}: ${dollars(drink.price)}, to pay`);
  await expect(
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total', exact: true }) }),
  ).toContainText(dollars(total));
  await later.getByRole('link', { name: `order #${addedNumber}` }).click();
  await expect(page.getByRole('heading', { name: `Order #${addedNumber}` })).toBeVisible();
  await expect(page.getByText(`Dishes added to order #${number}, paid on their own.`)).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await takeCardAtCounter(page, addedNumber, drink.price);
});

test('staff take a soup off a phone order due at pickup by keyboard: the bill shrinks, that is what is taken, and the receipt says what was taken off', async ({
  page,
  request,
  signUpAsStaff,
}) => {
  const { soup, drink } = await soupAndDrink(request);
  await withAxe(page);
  await signUpAsStaff({ name: 'Rita Remover', at: '/dashboard/orders' });
  const { id, number } = await phoneOrderDue(page, 'Sam Shrinks', [
    { menuID: soup._id, quantity: 2 },
    { menuID: drink._id, quantity: 1 },
  ]);

  await page.goto(`/dashboard/orders/${id}`);
  await page.getByRole('button', { name: 'Take a dish off' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Take dishes off order #${number}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('spinbutton', { name: new RegExp(soup.name) }).fill('1');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('One soup is enough');
  expect(await seriousAxeFindings(page)).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Reason' }).press('Enter');
  const total = Math.round((soup.price + drink.price) * 100) / 100;
  await expect(page.getByText(`Taken off: order #${number} now comes to ${dollars(total)}.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: soup.name })).toContainText('1');

  await takeCardAtCounter(page, number, total);
  await page.getByRole('link', { name: 'Receipt' }).click();
  await expect(page.getByRole('list', { name: 'Changes to the order' })).toContainText(
    `Taken off 1 × ${soup.name} on `,
  );
  await expect(page.getByRole('list', { name: 'Changes to the order' })).toContainText(': One soup is enough');
});

test('a diner pays a phone order by the link mailed to them, and it reaches the kitchen', async ({
  page,
  browser,
  baseURL,
  request,
  signUpAsStaff,
}) => {
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const soup = menu.find((item) => item.category === 'soups' && !item.soldOut) as MenuItem;
  await signUpAsStaff({ name: 'Lina Link', at: '/dashboard/orders' });
  const entered = await callApi(page, 'POST', '/counter-orders', {
    channel: 'phone',
    lines: [{ menuID: soup._id, quantity: 1 }],
    name: 'Lou Link',
    email: uniqueEmail('lou'),
    payment: { method: 'link' },
  });
  expect(entered.status).toBe(201);
  const { number, payLink } = entered.body as { number: number; payLink: string };
  const ticket = page.getByRole('article', { name: `#${number}` });
  await expect(page.getByText('Live: new orders appear by themselves')).toBeVisible();
  await expect(ticket).toHaveCount(0);

  // The diner, in a browser of their own, opens the link (its address as the mail gives it).
  const diner = await (await browser.newContext({ baseURL })).newPage();
  await withAxe(diner);
  await diner.goto(new URL(payLink).pathname + new URL(payLink).search);
  await expect(diner.getByRole('heading', { name: `Order #${number}` })).toBeVisible();
  await expect(diner.getByText('Phone order · To pay by the link we mailed')).toBeVisible();
  await expect(diner.getByRole('heading', { name: `Pay ${dollars(soup.price)} by card` })).toBeVisible();
  expect(await seriousAxeFindings(diner)).toEqual([]);
  await diner.getByLabel('Card number').fill('4242 4242 4242 4242');
  await diner.getByLabel('Expiry (MM/YY)').fill('12/34');
  await diner.getByLabel('CVC').fill('123');
  await diner.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(diner.getByText('Phone order · Paid by card online')).toBeVisible();
  await expect(diner.getByRole('status').filter({ hasText: 'Paid, waiting for the kitchen' })).toBeVisible();

  // The kitchen's board has it now, without a reload.
  await expect(ticket).toContainText(soup.name);
  await expect(ticket.getByText('Phone', { exact: true })).toBeVisible();
  await diner.context().close();
});

test('the New Order screen fits a phone, with nothing to scroll sideways and no serious accessibility finding @phone', async ({
  page,
  signUpAsStaff,
}) => {
  await withAxe(page);
  await signUpAsStaff({ name: 'Petra Phone', at: '/dashboard/new-order' });
  await expect(page.getByRole('heading', { name: 'New order', level: 1 })).toBeVisible();
  await page.getByLabel('Find a dish').fill('soup');
  await expect(page.getByRole('list', { name: 'Dishes found' }).getByRole('listitem').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousAxeFindings(page)).toEqual([]);
});
