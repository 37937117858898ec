import { computeBill, type TaxRules } from '@bistro/contract/bill';
import { billBreakdown, billRows, storedBill } from '@bistro/contract/bill-settings';
import { format, fromMajor, money } from '@bistro/contract/money';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { sites } from '../support/sites.ts';
import { uniqueEmail } from './auth-helpers.ts';
import { cartLink, fillCard, kitchenTablet } from './diner-steps.ts';
import { expect, type MenuItem, test } from './fixtures.ts';
import { mailTo } from './outbox.ts';

// The bill a real restaurant charges (docs/bill.md), as a diner meets it: a large pizza with two
// extra toppings and a salad without dressing, a 10 % code and a 15 % tip; the payment page, the
// order page, the kitchen's ticket and the mail show the same lines and totals to the cent, and
// cancelling refunds exactly that. Once in euros with VAT included (the euro site), once in
// dollars with sales tax added (the rules site, where an admin sets it on the settings page).

interface Money {
  currency: string;
  locale: string;
}

/** What the diner chooses: the dishes and their choices, by name. */
const PIZZA = { name: 'Pepperoni Pizza', choices: ['Large', 'Olives', 'Extra mozzarella'] };
const SALAD = { name: 'Greek Salad', choices: ['No dressing'] };

/** The price of one with these choices, in minor units, from the menu the API serves. */
function unitPrice(dish: MenuItem, choices: string[], currency: string): number {
  const deltas = dish.optionGroups
    .flatMap((group) => group.choices)
    .filter((choice) => choices.includes(choice.name))
    .reduce((sum, choice) => sum + fromMajor(choice.price, currency).amount, 0);
  return fromMajor(dish.price, currency).amount + deltas;
}

/** The bill the restaurant's rules make of this cart, as rows ("Tax included", "12,50 €"), and its total in words. */
function expectedBill(menu: MenuItem[], tax: TaxRules, { currency, locale }: Money, code: string) {
  const lines = [PIZZA, SALAD].map(({ name, choices }) => {
    const dish = menu.find((item) => item.name === name) as MenuItem;
    return {
      unitPrice: money(unitPrice(dish, choices, currency), currency),
      quantity: 1,
      taxCategory: dish.taxCategory,
    };
  });
  const bill = billBreakdown(
    storedBill(computeBill(lines, { currency, tax, discount: { percent: 10 }, tip: { percent: 15 } }), code),
  );
  const rows = billRows(bill).map((row) => ({ label: row.label, amount: format(row.amount, locale) }));
  return { rows, total: rows.at(-1)?.amount ?? '', bill };
}

/** Chooses a dish's options in its dialog and adds it. */
async function addWithChoices(page: Page, shop: string, { name, choices }: typeof PIZZA, count: number) {
  await page.goto(shop);
  await page.getByRole('button', { name: `Add ${name} to cart` }).click();
  const dialog = page.getByRole('dialog', { name });
  // The dialog is loaded on first use: its choices are counted once it is open.
  await expect(dialog).toBeVisible();
  for (const choice of choices) {
    const option = dialog.getByRole('radio', { name: new RegExp(`^${choice}\\b`) });
    if ((await option.count()) > 0) await option.check();
    else await dialog.getByRole('checkbox', { name: new RegExp(`^${choice}\\b`) }).check();
  }
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartLink(page, count)).toBeVisible();
}

/** The rows under a list of lines as a page shows them (label and amount), read from a `dl` or a table's footer. */
async function shownRows(scope: ReturnType<Page['locator']>) {
  return scope.evaluate((element) =>
    [...element.querySelectorAll('dl > div, tfoot tr')].map((row) => ({
      label: (row.querySelector('dt, th')?.textContent ?? '').trim(),
      amount: (row.querySelector('dd, td')?.textContent ?? '').trim(),
    })),
  );
}

/** A table's lines as the diner reads them: the dish's words (with its choices) and the line's amount. */
async function linesOf(table: ReturnType<Page['locator']>) {
  return table.evaluate((element) =>
    [...element.querySelectorAll('tbody tr')].map((row) => {
      const cells = [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim());
      // The order page's (dish, quantity, amount) as the receipt's ("quantity × dish", amount).
      return cells.length === 3 ? [`${cells[1]} × ${cells[0]}`, cells[2]] : cells;
    }),
  );
}

async function journey(
  { page, browser, baseURL, rootAdmin, signUpWithoutUi, signUpAsStaff }: JourneyFixtures,
  { tax, shown, dataDir }: { tax: TaxRules; shown: Money; dataDir: string },
) {
  const code = `TEN${Date.now().toString(36).toUpperCase()}`;
  expect((await rootAdmin.post('/api/promo-codes', { data: { code, percentOff: 10 } })).status()).toBe(201);
  const menu: MenuItem[] = await (await page.request.get('/api/menu')).json();
  const expected = expectedBill(menu, tax, shown, code);
  expect(expected.bill.discount).toBeGreaterThan(0);

  const kitchen = await kitchenTablet(browser, baseURL);
  await signUpAsStaff({ name: 'Bill Cook' }, kitchen);
  await kitchen.goto('/dashboard/orders');
  await expect(kitchen.getByText('Live: new orders appear by themselves')).toBeVisible();

  const email = uniqueEmail('bill');
  await signUpWithoutUi({ name: 'Bea Bill', email, at: '/order/PIZZA' });
  await addWithChoices(page, '/order/PIZZA', PIZZA, 1);
  await addWithChoices(page, '/order/SALADS', SALAD, 2);

  // The payment page: the code applied, a 15 % tip, and the bill the server quotes.
  await page.goto('/dashboard/payment');
  await page.getByLabel('Promo code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Promo code ${code} applied`)).toBeVisible();
  await page.getByRole('radio', { name: '15 %' }).check();
  await expect(page.getByText(`Total to pay: ${expected.total}`)).toBeVisible();
  const payment = page.getByRole('form', { name: 'Card payment' }).locator('xpath=..');
  expect(await shownRows(payment)).toEqual(expected.rows.slice(0, -1));
  await fillCard(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  const number = (await page.getByRole('heading', { name: /^Order #\d+$/ }).textContent())?.replace('Order #', '');

  // The order page and the mail: the same lines and the same figures. The kitchen's ticket has
  // the lines and no money (a cook does not need it; the receipt has it).
  expect(await shownRows(page.getByRole('table'))).toEqual(expected.rows);
  await expect(page.getByRole('table')).toContainText('Pizza size: Large');
  await expect(page.getByRole('table')).toContainText('Dressing: No dressing');
  const ticket = kitchen.getByRole('article', { name: `#${number}` });
  await expect(ticket).toContainText('Extra toppings: Olives');
  expect(await shownRows(ticket)).toEqual([]);
  await expect(ticket).not.toContainText(expected.total);
  const paid = await mailTo(email, new RegExp(`order #${number} is paid`), dataDir);
  for (const row of expected.rows) expect(paid.text).toContain(`${row.label}: ${row.amount}`);

  // The receipt, from the order page: its lines as the order page's, and the same rows.
  const orderPageLines = await linesOf(page.getByRole('table'));
  await page.getByRole('link', { name: 'Receipt' }).click();
  const receipt = page.getByRole('table', { name: 'What was ordered' });
  await expect(receipt).toContainText('Pizza size: Large');
  expect(await shownRows(receipt)).toEqual(expected.rows);
  expect(await linesOf(receipt)).toEqual(orderPageLines);
  await expect(page.getByText(/^Payment reference: /)).toBeVisible();
  expect(paid.text).toContain(`Your receipt, to print or keep: ${page.url()}`);

  // Cancelled: exactly the total goes back.
  await ticket.getByRole('button', { name: `Cancel and refund order ${number}` }).click();
  const dialog = kitchen.getByRole('dialog', { name: `Cancel order #${number}?` });
  await dialog.getByRole('radio', { name: 'The kitchen is closing' }).check();
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  const cancelled = await mailTo(email, new RegExp(`order #${number} is cancelled`), dataDir);
  expect(cancelled.text).toContain(`refunded ${expected.total}, the whole amount`);
  await page.reload();
  await expect(page.getByText(/^Cancelled: the whole amount was refunded/)).toBeVisible();
  expect(await shownRows(page.getByRole('table', { name: 'What was ordered' }))).toEqual(expected.rows);
  await kitchen.context().close();
}

type JourneyFixtures = {
  page: Page;
  browser: Browser;
  baseURL: string | undefined;
  rootAdmin: APIRequestContext;
  signUpWithoutUi: (account: { name: string; email: string; at?: string }) => Promise<void>;
  signUpAsStaff: (account: { name: string }, inPage?: Page) => Promise<unknown>;
};

test('in a restaurant in euros with VAT included, 10 % on food and 20 % on drinks, the bill agrees everywhere to the cent @euro', async ({
  page,
  browser,
  baseURL,
  rootAdmin,
  signUpWithoutUi,
  signUpAsStaff,
}) => {
  await page.goto('/order/PIZZA');
  // fr-FR writes euros after the amount, with a comma.
  await expect(page.getByText(/\d+,\d{2}\s€/).first()).toBeVisible();
  await journey(
    { page, browser, baseURL, rootAdmin, signUpWithoutUi, signUpAsStaff },
    {
      tax: { prices: 'inclusive', rate: 10, rates: { drinks: 20 }, rounding: 'line' },
      shown: { currency: 'EUR', locale: 'fr-FR' },
      dataDir: sites.euro.dataDir,
    },
  );
});

test.describe('in dollars with 8.875 % sales tax added', () => {
  let before: unknown;
  test.beforeAll(async ({ rootAdmin }) => {
    before = await (await rootAdmin.get('/api/restaurant/settings')).json();
  });
  test.afterAll(async ({ rootAdmin }) => {
    await rootAdmin.put('/api/restaurant/settings', { data: before });
  });

  test('an admin sets the tax on the settings page, and the bill agrees everywhere to the cent', async ({
    page,
    browser,
    baseURL,
    rootAdmin,
    signUpWithoutUi,
    signUpAsAdmin,
    signUpAsStaff,
  }) => {
    const office = await (await browser.newContext({ baseURL })).newPage();
    await signUpAsAdmin({ name: 'Tax Admin' }, office);
    await office.goto('/dashboard/settings');
    const form = office.getByRole('form', { name: 'Tax and tips' });
    await form.getByRole('radio', { name: /^exclude tax/ }).check();
    await form.getByLabel('Tax rate (%)').fill('8.875');
    await form.getByRole('button', { name: 'Save tax and tips' }).click();
    await expect(office.getByText('Tax and tips saved')).toBeVisible();
    await office.context().close();

    await journey(
      { page, browser, baseURL, rootAdmin, signUpWithoutUi, signUpAsStaff },
      {
        tax: { prices: 'exclusive', rate: 8.875, rates: {}, rounding: 'line' },
        shown: { currency: 'USD', locale: 'en-US' },
        dataDir: sites.rules.dataDir,
      },
    );
  });
});
