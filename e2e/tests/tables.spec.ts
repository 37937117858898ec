import type { RestaurantStatus } from '@bistro/contract/restaurant';
import type { StaffTable } from '@bistro/contract/tables';
import type { Browser, Page } from '@playwright/test';
import { seriousAxeFindings, withAxe } from './axe.ts';
import { saveBookingSetup } from './booking-setup.ts';
import { appSettled, expect, listenForHydrationTrouble, type MenuItem, test } from './fixtures.ts';
import { halfASecondLate, holdRequests, tapBeforeTheApp } from './held-requests.ts';
import { layoutShift } from './layout-shift.ts';

/** The dining room of these stories. */
const TABLES = ['T4', 'T5', 'T6', 'T7', 'T8', 'T9'].map((name) => ({ name, seats: 4 }));

/**
 * A phone at the table, the page hydrated: a browser of its own, at a phone's size, with no account; `slowMenu`: its
 * connection gives it the menu half a second after the table, as a busy network may.
 */
async function phoneAtTable(
  browser: Browser,
  baseURL: string | undefined,
  code: string,
  table = 'T4',
  { slowMenu = false } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true });
  if (slowMenu) await context.route('**/api/menu**', halfASecondLate);
  const phone = await context.newPage();
  // A phone's CPU: a page rendered in slices shows what it has between them, as a phone sees it.
  if (slowMenu) await (await context.newCDPSession(phone)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await withAxe(phone);
  // The server's page, table and menu in it: hydrated as it was sent.
  const hydrationTrouble = listenForHydrationTrouble(context);
  await phone.goto(`/t/${code}`);
  await expect(phone.getByRole('heading', { name: `Table ${table}`, level: 1 })).toBeVisible();
  await appSettled(phone);
  expect(hydrationTrouble, 'hydration warnings').toEqual([]);
  return phone;
}

/** Reloads the phone's page, the server's with the tab as it is now: it hydrates as it was sent. */
async function reloadHydrated(phone: Page) {
  const heard = listenForHydrationTrouble(phone.context());
  await phone.reload();
  await appSettled(phone);
  expect(heard, 'hydration warnings').toEqual([]);
}

/** Builds a round of these dishes on the phone and sends it under this name: it is the tab's round `number`. */
async function orderRound(phone: Page, number: number, name: string, dishes: MenuItem[]) {
  for (const dish of dishes) await phone.getByRole('button', { name: `Add ${dish.name} to cart` }).click();
  await phone.getByLabel('Your name (optional)').fill(name);
  await phone.getByRole('button', { name: 'Send the round' }).click();
  await expect(phone.getByRole('heading', { name: new RegExp(`^Round ${number}: ${name}`) })).toBeVisible();
}

/** The payments made from the phone, each with its receipt's link. */
const paidHere = (phone: Page) => phone.getByRole('status').getByRole('listitem');

/** Holds the share chosen on the phone's paying form, then pays it with the test card: its `count`th payment. */
async function payByCard(phone: Page, count: number) {
  await phone.getByRole('button', { name: 'Continue to the card' }).click();
  const card = phone.getByRole('form', { name: 'Card payment' });
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry (MM/YY)').fill('12/34');
  await card.getByLabel('CVC').fill('123');
  await card.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(paidHere(phone)).toHaveCount(count);
  return paidHere(phone).last();
}

test('staff seat a walk-in at T4; two phones order a round each from its card, then another; one pays their dishes with a tip, the other the rest in two; the table is free again and its card takes no round until staff open it', async ({
  page,
  browser,
  baseURL,
  request,
  rootAdmin,
  signUpAsStaff,
}) => {
  await saveBookingSetup(rootAdmin, { tables: TABLES });
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const soup = menu.find((item) => item.category === 'soups' && item.optionGroups.length === 0 && !item.soldOut);
  const drink = menu.find((item) => item.category === 'drinks' && item.optionGroups.length === 0 && !item.soldOut);
  if (!soup || !drink) throw new Error('the seeded menu has a soup and a drink without options');
  const { tipPresets }: RestaurantStatus = await (await request.get('/api/restaurant')).json();
  const tip = tipPresets[0];

  // Staff seat the party as a walk-in on the bookings board: it is given T4, which opens for it.
  await withAxe(page);
  await signUpAsStaff({ name: 'Theo Tables', at: '/dashboard/bookings' });
  const walkIn = page.getByRole('form', { name: 'Add a walk-in' });
  await walkIn.getByLabel('Party size').fill('4');
  await walkIn.getByLabel('Name (optional)').fill('Ana and Ben');
  await walkIn.getByRole('button', { name: 'Seat the walk-in now' }).click();
  await expect(walkIn.getByRole('status')).toContainText(/Ana and Ben \(4\) seated at table T4 until/);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Tables' }).click();
  const t4 = page.getByRole('article', { name: /^T4/ });
  await expect(t4.getByText('Open', { exact: true })).toBeVisible();
  await appSettled(page);
  expect(await seriousAxeFindings(page), 'the Tables page').toEqual([]);
  const tables: StaffTable[] = await (await rootAdmin.get('/api/tables')).json();
  const code = tables.find((table) => table.name === 'T4')?.code ?? '';

  // Two phones scan T4's card and order a round each: both rounds are on both phones' tab.
  const ana = await phoneAtTable(browser, baseURL, code, 'T4', { slowMenu: true });
  // The page comes whole: the dishes do not push the round and the footer down as they arrive.
  expect(await layoutShift(ana)).toBeLessThan(0.01);
  const ben = await phoneAtTable(browser, baseURL, code);
  await orderRound(ana, 1, 'Ana', [soup]);
  await orderRound(ben, 2, 'Ben', [drink]);
  for (const phone of [ana, ben]) {
    await expect(phone.getByRole('heading', { name: /^Round 1: Ana/ })).toBeVisible();
    await expect(phone.getByRole('heading', { name: /^Round 2: Ben/ })).toBeVisible();
  }
  await appSettled(ana);
  expect(await seriousAxeFindings(ana), 'the diner’s table page').toEqual([]);

  // The kitchen has both, marked with the table.
  await page.goto('/dashboard/orders');
  await expect(page.getByText('Table T4')).toHaveCount(2);

  // A second round: Ana's soup again.
  await orderRound(ana, 3, 'Ana', [soup]);
  await expect(ben.getByRole('heading', { name: /^Round 3: Ana/ })).toBeVisible();

  // Ana pays her dishes (both soups) with a tip.
  await ana.getByRole('radio', { name: 'My dishes' }).check();
  const soups = ana.getByRole('checkbox', { name: new RegExp(soup.name) });
  await expect(soups).toHaveCount(2);
  for (const line of await soups.all()) await line.check();
  if (tip !== undefined) await ana.getByText(`${tip} %`, { exact: true }).click();
  const anaPaid = await payByCard(ana, 1);
  await expect(anaPaid.getByRole('link', { name: /^Your receipt/ })).toBeVisible();
  // The kitchen's board is told at once: Ana's rounds are paid at the table, Ben's is still on the tab.
  const t4Rounds = page.getByRole('article').filter({ hasText: 'Table T4' });
  await expect(t4Rounds.filter({ hasText: 'Paid at the table' })).toHaveCount(2);
  await expect(t4Rounds.getByRole('button', { name: /^Take payment for order/ })).toHaveCount(1);
  // Ben's page sent again, three rounds and a payment on the tab in it.
  await reloadHydrated(ben);
  await expect(ben.getByRole('heading', { name: /^Round 3: Ana/ })).toBeVisible();

  // Ben pays the rest split between two cards: half of it, then what is left, which closes the tab.
  await ben.getByRole('radio', { name: 'An equal share' }).check();
  await ben.getByLabel('Split between how many?').fill('2');
  await expect(ben.getByText(/^You pay \$/)).toBeVisible();
  await payByCard(ben, 1);
  await ben.getByRole('radio', { name: 'Everything left to pay' }).check();
  const benPaid = await payByCard(ben, 2);
  await expect(benPaid).toContainText('The table’s bill is paid.');

  // T4 is free again, and its card takes no further round until staff open it again.
  await page.goto('/dashboard/tables');
  await expect(page.getByRole('article', { name: /^T4/ }).getByText('Free', { exact: true })).toBeVisible();
  await reloadHydrated(ben);
  await expect(ben.getByText('This table is not open for orders yet: ask a member of staff to open it.')).toBeVisible();
  const refused = await request.post(`/api/t/${code}/rounds`, { data: { lines: [{ menuID: soup._id, quantity: 1 }] } });
  expect(refused.status()).toBe(409);
  // Staff open it again from the Tables page: the card takes the next party's round.
  await page.getByRole('article', { name: /^T4/ }).getByRole('button', { name: 'Open T4' }).click();
  await expect(page.getByRole('article', { name: /^T4/ }).getByText('Open', { exact: true })).toBeVisible();
  const nextParty = await request.post(`/api/t/${code}/rounds`, {
    data: { lines: [{ menuID: soup._id, quantity: 1 }] },
  });
  expect(nextParty.status()).toBe(201);

  // Ana's receipt stays at its link.
  await anaPaid.getByRole('link', { name: /^Your receipt/ }).click();
  await expect(ana.getByRole('heading', { name: /table T4/ })).toBeVisible();
  await expect(ana.getByText('Your share')).toBeVisible();
  await Promise.all([ana, ben].map((phone) => phone.context().close()));

  // Ana's first soup came cold: staff refund it from its round's page, from what the table paid.
  const board = await (await rootAdmin.get('/api/orders?limit=100')).json();
  const rounds: { _id: string; table: string | null; customerName: string; number: number }[] = Array.isArray(board)
    ? board
    : board.orders;
  const [anaFirst] = rounds
    .filter((round) => round.table === 'T4' && round.customerName === 'Ana')
    .sort((a, b) => a.number - b.number);
  await page.goto(`/dashboard/orders/${anaFirst?._id}`);
  await page.getByRole('button', { name: 'Refund part of this order' }).click();
  const dialog = page.getByRole('dialog', { name: /^Refund part of order #\d+$/ });
  await dialog.getByRole('spinbutton', { name: new RegExp(`^${soup.name} \\(`) }).fill('1');
  await dialog.getByRole('textbox', { name: 'Reason, for the diner' }).fill('Came cold');
  expect(await seriousAxeFindings(page), 'the refund dialog of a table’s round').toEqual([]);
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'refunded from what table T4 paid' })).toBeVisible();
  await expect(page.getByText('Came cold')).toBeVisible();
});

test('staff on the Tables page print every card, renew a code (the old card stops working), move a tab, settle it in cash with the change, and close another unpaid with the reason', async ({
  page,
  request,
  rootAdmin,
  signUpAsStaff,
}) => {
  await saveBookingSetup(rootAdmin, { tables: TABLES });
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const soup = menu.find((item) => item.category === 'soups' && item.optionGroups.length === 0 && !item.soldOut);
  if (!soup) throw new Error('the seeded menu has a soup without options');
  const codeOf = async (name: string) =>
    ((await (await rootAdmin.get('/api/tables')).json()) as StaffTable[]).find((table) => table.name === name)?.code ??
    '';
  for (const name of ['T5', 'T7']) {
    expect((await rootAdmin.post(`/api/tables/${name}/open`)).status()).toBe(201);
    const round = await request.post(`/api/t/${await codeOf(name)}/rounds`, {
      data: { lines: [{ menuID: soup._id, quantity: 2 }] },
    });
    expect(round.status(), await round.text()).toBe(201);
  }
  const oldCode = await codeOf('T5');

  await signUpAsStaff({ name: 'Tess Tables', at: '/dashboard/tables' });
  await page.getByRole('link', { name: 'Print every card' }).click();
  for (const { name } of TABLES)
    await expect(page.getByRole('img', { name: `The card of table ${name}` })).toBeVisible();
  await page.goBack();

  // A new code for T5: its old card orders nothing any more, the tab stays.
  const t5 = page.getByRole('article', { name: /^T5/ });
  await t5.getByRole('button', { name: 'Renew T5’s code' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, give it a new code' }).click();
  await expect(page.getByRole('dialog').getByText('T5 has a new code')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  expect((await request.get(`/api/t/${oldCode}`)).status()).toBe(404);

  // The party moves from T5 to T6, then pays the rest in cash there.
  await t5.getByText('Settle, move or close T5').click();
  await t5.getByLabel('Move the party to').selectOption('T6');
  await t5.getByRole('button', { name: 'Move T5’s tab' }).click();
  await expect(t5.getByText('Free', { exact: true })).toBeVisible();
  const t6 = page.getByRole('article', { name: /^T6/ });
  await expect(t6.getByText('Open', { exact: true })).toBeVisible();
  // A waiter takes another round for T6 on its page, as the party's phones would.
  await t6.getByRole('link', { name: 'Take a round for T6' }).click();
  await expect(page.getByRole('heading', { name: 'Table T6', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: `Add ${soup.name} to cart` }).click();
  await page.getByRole('button', { name: 'Send the round' }).click();
  await expect(page.getByRole('heading', { name: /^Round 2: / })).toBeVisible();
  await page.goto('/dashboard/tables');
  await expect(t6.getByText('Rounds').locator('xpath=following-sibling::dd[1]')).toHaveText('2');
  await t6.getByText('Settle, move or close T6').click();
  await t6.getByLabel('Handed over').fill('100');
  await t6.getByRole('button', { name: 'Settle T6' }).click();
  await expect(page.getByRole('dialog', { name: 'T6 is settled' })).toContainText(/Change to hand back: \$/);
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(t6.getByText('Free', { exact: true })).toBeVisible();

  // T7's party walked out: closed unpaid, the reason kept in the audit log.
  const t7 = page.getByRole('article', { name: /^T7/ });
  await t7.getByText('Settle, move or close T7').click();
  await t7.getByLabel('Close unpaid: the reason').fill('walked out');
  await t7.getByRole('button', { name: 'Close T7 unpaid' }).click();
  await expect(t7.getByText('Free', { exact: true })).toBeVisible();
  const { entries } = await (await rootAdmin.get('/api/audit-log?action=table.close')).json();
  expect(entries).toContainEqual(expect.objectContaining({ reason: 'walked out' }));
});

test('the owner lets the first round open a table: a phone at T8 orders, waits for the kitchen’s Accept, then pays; the kitchen refuses T9’s first round and its phone is told', async ({
  page,
  browser,
  baseURL,
  request,
  rootAdmin,
  signUpAsAdmin,
}) => {
  await saveBookingSetup(rootAdmin, { tables: TABLES });
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const soup = menu.find((item) => item.category === 'soups' && item.optionGroups.length === 0 && !item.soldOut);
  if (!soup) throw new Error('the seeded menu has a soup without options');
  const tables: StaffTable[] = await (await rootAdmin.get('/api/tables')).json();
  const codeOf = (name: string) => tables.find((table) => table.name === name)?.code ?? '';
  const before = await (await rootAdmin.get('/api/restaurant/settings')).json();
  const phones: Page[] = [];
  try {
    // The owner turns it on on the Tables page.
    await withAxe(page);
    await signUpAsAdmin({ name: 'Fay First', at: '/dashboard/tables' });
    const setting = page.getByRole('form', { name: 'Ordering at a table not open' });
    await setting.getByRole('checkbox', { name: /Let the first round open the table/ }).check();
    await setting.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Tables setting saved' })).toBeVisible();
    expect((await (await rootAdmin.get('/api/restaurant/settings')).json()).tables).toEqual({ firstRoundOpens: true });

    // A phone at T8, which nobody opened, orders: the table opens, the round waits for the kitchen.
    const cleo = await phoneAtTable(browser, baseURL, codeOf('T8'), 'T8');
    phones.push(cleo);
    await expect(
      cleo.getByText('Your first round opens the table: the kitchen confirms it before preparing it.'),
    ).toBeVisible();
    await orderRound(cleo, 1, 'Cleo', [soup]);
    const waiting = cleo
      .getByRole('status')
      .filter({ hasText: 'Waiting for the kitchen to confirm your first round.' });
    await expect(waiting).toBeVisible();
    await expect(cleo.getByRole('button', { name: 'Continue to the card' })).toHaveCount(0);
    await appSettled(cleo);
    expect(await seriousAxeFindings(cleo), 'the table’s page waiting for the kitchen').toEqual([]);

    // The kitchen accepts it on the board; the phone may pay then.
    const { tab } = await (await request.get(`/api/t/${codeOf('T8')}`)).json();
    const number = tab.rounds[0].number;
    await page.goto('/dashboard/orders');
    const ticket = page.getByRole('article', { name: `#${number}` });
    await expect(ticket).toContainText('Table T8');
    await ticket.getByRole('button', { name: `Accept order ${number}` }).click();
    await expect(waiting).toHaveCount(0);
    await expect(cleo.getByRole('button', { name: 'Continue to the card' })).toBeVisible();

    // T9's first round is refused by the kitchen: the table is free again, and its phone says why.
    const dov = await phoneAtTable(browser, baseURL, codeOf('T9'), 'T9');
    phones.push(dov);
    await orderRound(dov, 1, 'Dov', [soup]);
    const refusedRound = (await (await request.get(`/api/t/${codeOf('T9')}`)).json()).tab.rounds[0];
    const refused = await rootAdmin.patch(`/api/orders/${refusedRound.id}`, {
      data: { status: 'cancelled', reason: 'other', note: 'private party tonight' },
    });
    expect(refused.status(), await refused.text()).toBe(200);
    await expect(
      dov.getByRole('alert').filter({ hasText: 'The kitchen could not take your first round' }),
    ).toBeVisible();
    await page.goto('/dashboard/tables');
    await expect(page.getByRole('article', { name: /^T9/ }).getByText('Free', { exact: true })).toBeVisible();
  } finally {
    await rootAdmin.put('/api/restaurant/settings', { data: before });
    await Promise.all(phones.map((phone) => phone.context().close()));
  }
});

test('a card’s page asks for its table and the menu while its code is still on the way', async ({ page }) => {
  const release = await holdRequests(page, '**/assets/table-*.js');
  const asked = ['/api/t/no-such-card', '/api/menu', '/api/menu/sections'].map((path) =>
    page.waitForRequest((request) => new URL(request.url()).pathname === path),
  );
  await page.goto('/t/no-such-card');
  await Promise.all(asked);
  release();
  await expect(page.getByRole('heading', { name: 'This code is not a table’s' })).toBeVisible();
});

test('a dish tapped on a card’s page before the app has started goes into the round, not the cart', async ({
  page,
  request,
  rootAdmin,
}) => {
  await saveBookingSetup(rootAdmin, { tables: TABLES });
  expect((await rootAdmin.post('/api/tables/T7/open')).status()).toBe(201);
  const tables: StaffTable[] = await (await rootAdmin.get('/api/tables')).json();
  const code = tables.find((table) => table.name === 'T7')?.code ?? '';
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const soup = menu.find((item) => item.category === 'soups' && item.optionGroups.length === 0 && !item.soldOut);
  if (!soup) throw new Error('the seeded menu has a soup without options');

  // A slow connection: the server's page is there, the app's scripts are not yet.
  const release = await holdRequests(page, /\/assets\/[^/]+\.js$/);
  await page.goto(`/t/${code}`, { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: `Add ${soup.name} to cart` });
  await expect(add).toBeDisabled();
  await tapBeforeTheApp(page, add);
  await expect(add).toHaveAttribute('aria-busy', 'true');

  release();
  const round = page.getByRole('region', { name: 'Your round' });
  await expect(round.getByRole('listitem')).toHaveText([new RegExp(`^${soup.name}`)]);
  await expect(add).not.toHaveAttribute('aria-busy');
  await expect(add).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem('bistro-cart'))).toBeNull();
});
