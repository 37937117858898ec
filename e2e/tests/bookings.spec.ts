import { dayAfter, restaurantClock } from '@bistro/contract/restaurant-clock';
import type { Browser, Locator, Page } from '@playwright/test';
import { uniqueEmail } from './auth-helpers.ts';
import { seriousAxeFindings, withAxe } from './axe.ts';
import { dayAhead, ensureATable, saveBookingSetup } from './booking-setup.ts';
import { addToCart, payAndOpenOrder } from './diner-steps.ts';
import { expect, type MenuItem, test } from './fixtures.ts';
import { mailTo } from './outbox.ts';

/** A diner's own browser: its own cookies and storage. */
async function dinerBrowser(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await withAxe(page);
  return page;
}

/** Date, party and 19:30 on the reservation form, with a phone; answers the form. */
async function chooseLastTable(page: Page, date: string) {
  await page.goto('/dashboard/reservation');
  const form = page.getByRole('form', { name: 'Book a table' });
  await form.getByLabel('Date').fill(date);
  await form.getByLabel('Party size').selectOption('2');
  await form.getByRole('radio', { name: '7:30 PM' }).check();
  await form.getByLabel('Phone *').fill('+1 555 0142');
  return form;
}

/**
 * A booking's change form (on My Booking or the board), open on a 6 PM booking of two: 8 PM is
 * chosen, both tables go at 8 PM meanwhile (`takeBothTables`), the change is refused with the
 * free times instead, and 9:30 PM, chosen from them, is saved. Axe looks at the form each time.
 */
async function changeWhileBothTablesGo(
  page: Page,
  change: Locator,
  date: string,
  where: string,
  takeBothTables: () => Promise<void>,
) {
  await expect(change.getByLabel('Date')).toHaveValue(date);
  await expect(change.getByRole('radio', { name: '6:00 PM' })).toBeChecked();
  await change.getByRole('radio', { name: '8:00 PM' }).check();
  expect(await seriousAxeFindings(page), where).toEqual([]);
  await takeBothTables();
  await change.getByRole('button', { name: 'Save the change' }).click();
  const refusal = change.getByRole('alert');
  await expect(refusal).toContainText(/No table for 2 is free on .+ at 8:00 PM/);
  await expect(refusal.getByRole('button').first()).toHaveText('Choose 6:30 PM');
  expect(await seriousAxeFindings(page), `${where}, refused with the free times`).toEqual([]);
  await refusal.getByRole('button', { name: 'Choose 9:30 PM' }).click();
  await expect(change.getByRole('radio', { name: '9:30 PM' })).toBeChecked();
  await change.getByRole('button', { name: 'Save the change' }).click();
}

test('an owner sets two tables; two diners race for the last 19:30 table, one gets it and the other is offered 19:45, which appears on the open board; staff confirm and the diner’s open My Booking shows it confirmed, with the mail and its .ics', async ({
  page,
  browser,
  baseURL,
  rootAdmin,
  signUpAsAdmin,
  signUpWithoutUi,
}) => {
  test.slow();
  const tomorrow = await dayAhead(page.request, 1);

  // The owner sets two tables of two, confirmed by staff.
  await signUpAsAdmin({ name: 'Olive Owner' });
  await withAxe(page);
  await page.goto('/dashboard/adminhome');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Booking Set-up' }).click();
  const setup = page.getByRole('form', { name: 'Booking set-up' });
  for (const table of [1, 2]) {
    if ((await setup.getByLabel(`Table ${table} name`).count()) === 0) {
      await setup.getByRole('button', { name: 'Add a table' }).click();
    }
    await setup.getByLabel(`Table ${table} name`).fill(`Window ${table}`);
    await setup.getByLabel(`Table ${table} seats`).fill('2');
  }
  await setup.getByRole('radio', { name: 'Confirmed by staff' }).check();
  // The limits against floods: each diner's bookings to come, and how long a request holds its table.
  await setup.getByLabel('Bookings to come per diner (account or email)').fill('4');
  await setup.getByLabel('A request waiting for staff holds its table (minutes)').fill('240');
  expect(await seriousAxeFindings(page), 'the set-up page').toEqual([]);
  await setup.getByRole('button', { name: 'Save the set-up' }).click();
  await expect(page.getByText('Booking set-up saved')).toBeVisible();

  // Someone already holds one table from 18:15 to 19:45: at 19:30 one table is left.
  const early = await rootAdmin.post('/api/bookings', {
    data: {
      date: tomorrow,
      time: '18:15',
      party: 2,
      name: 'Early Bird',
      phone: '+1 555 0100',
      email: 'early@bistro.test',
    },
  });
  expect(early.status(), await early.text()).toBe(201);

  const diners = await Promise.all(
    ['Ana', 'Ben'].map(async (name) => {
      const diner = await dinerBrowser(browser, baseURL);
      const email = uniqueEmail(name.toLowerCase());
      await signUpWithoutUi({ name: `${name} Racer`, email, at: '/dashboard/userhome' }, diner);
      return { name: `${name} Racer`, email, page: diner, form: await chooseLastTable(diner, tomorrow) };
    }),
  );
  await Promise.all(diners.map(({ form }) => form.getByRole('button', { name: 'Book the table' }).click()));

  const outcome = async ({ page: diner }: (typeof diners)[number]) => {
    const sent = diner.getByRole('heading', { name: 'Your booking request is sent' });
    const refused = diner.getByRole('alert').filter({ hasText: /No table for 2 is free on .+ at 7:30 PM/ });
    await expect(sent.or(refused)).toBeVisible();
    return (await sent.isVisible()) ? 'booked' : 'refused';
  };
  const outcomes = await Promise.all(diners.map(outcome));
  expect(outcomes.sort()).toEqual(['booked', 'refused']);
  const winner = diners[
    (await outcome(diners[0] as (typeof diners)[number])) === 'booked' ? 0 : 1
  ] as (typeof diners)[number];
  const loser = diners.find((diner) => diner !== winner) as (typeof diners)[number];

  // Staff open the day's board; the winner opens My Booking: both stay open from here on.
  await page.goto('/dashboard/bookings');
  await page.getByLabel('Day').fill(tomorrow);
  await expect(page.getByText('Live: new requests appear by themselves')).toBeVisible();
  const request = page.getByRole('listitem', { name: `7:30 PM ${winner.name}` });
  await expect(request).toContainText('Waiting for confirmation');
  await expect(request).toContainText('Holds its table until');
  await winner.page.getByRole('link', { name: 'See my bookings' }).click();
  const upcoming = winner.page.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByRole('listitem')).toContainText(['Waiting for confirmation']);

  // The other diner is offered the nearest free time, 19:45, and takes it: the request appears on
  // the open board by itself, marked new and announced.
  const alternatives = loser.page.getByRole('alert');
  await expect(alternatives.getByRole('button').first()).toHaveText('Choose 7:45 PM');
  expect(await seriousAxeFindings(loser.page), 'the refusal with its alternatives').toEqual([]);
  await alternatives.getByRole('button', { name: 'Choose 7:45 PM' }).click();
  await expect(loser.page.getByRole('radio', { name: '7:45 PM' })).toBeChecked();
  await loser.page.getByRole('button', { name: 'Book the table' }).click();
  await expect(loser.page.getByRole('heading', { name: 'Your booking request is sent' })).toBeVisible();
  const newRequest = page.getByRole('listitem', { name: `7:45 PM ${loser.name}` });
  await expect(newRequest).toContainText('New');
  await expect(newRequest).toContainText('Waiting for confirmation');
  await expect(page.getByText(`New request: ${loser.name}, 2 people, at 7:45 PM.`)).toBeVisible();
  expect(await seriousAxeFindings(page), 'the bookings board').toEqual([]);
  // The timeline draws the evening of each table; pressing a bar takes the keyboard to its booking.
  await page
    .getByRole('region', { name: 'Timeline' })
    .getByRole('button', { name: `7:45 PM ${loser.name}, until 9:15 PM, 2 people, Waiting for confirmation` })
    .click();
  await expect(newRequest).toBeFocused();

  // Staff confirm the winner's booking; the winner's open My Booking shows it confirmed, unreloaded.
  await request.getByRole('button', { name: `Confirm ${winner.name} at 7:30 PM` }).click();
  await expect(request).toContainText('Confirmed');
  await expect(upcoming.getByRole('listitem')).toContainText(['Confirmed']);
  await expect(upcoming.getByRole('button', { name: /^Cancel the booking of/ })).toBeVisible();
  expect(await seriousAxeFindings(winner.page), 'my bookings').toEqual([]);
  const mail = await mailTo(winner.email, /Your table is booked/);
  expect(mail.text).toContain('Content-Type: text/calendar');
  expect(mail.text).toContain('bistro-boss-booking.ics');
  // User Home counts the diner's booking, Admin Home everyone's.
  await winner.page.getByRole('link', { name: 'User Home' }).click();
  await expect(winner.page.locator('.stat').filter({ hasText: 'Bookings' })).toContainText('1');
  await page.goto('/dashboard/adminhome');
  await expect(page.locator('.stat').filter({ hasText: 'Bookings' })).toContainText(/[1-9]/);
  await Promise.all(diners.map(({ page: diner }) => diner.context().close()));
});

test('a diner changes a confirmed booking on My Booking: a time taken meanwhile is refused with the nearest free ones, and the change waits for staff again, who are told on their open board', async ({
  page,
  browser,
  baseURL,
  rootAdmin,
  signUpWithoutUi,
  signUpAsStaff,
}) => {
  const tables = [1, 2].map((table) => ({ name: `Window ${table}`, seats: 2 }));
  await saveBookingSetup(rootAdmin, { tables, confirm: 'staff' });
  // A day of its own: the other tests here book tomorrow and in three days.
  const date = await dayAhead(page.request, 5);
  const email = uniqueEmail('chad-change');
  const adminBooks = (time: string, name: string) =>
    rootAdmin.post('/api/bookings', {
      data: { date, time, party: 2, name, phone: '+1 555 0100', email: uniqueEmail('walk') },
    });

  await withAxe(page);
  await signUpWithoutUi({ name: 'Chad Change', email, at: '/dashboard/reservation' });
  const form = page.getByRole('form', { name: 'Book a table' });
  await form.getByLabel('Date').fill(date);
  await form.getByRole('radio', { name: '6:00 PM' }).check();
  await form.getByLabel('Phone *').fill('+1 555 0143');
  await form.getByRole('button', { name: 'Book the table' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking request is sent' })).toBeVisible();
  const mine = (await (await rootAdmin.get(`/api/bookings?date=${date}`)).json()).find(
    (booking: { email: string }) => booking.email === email,
  );
  expect((await rootAdmin.patch(`/api/bookings/${mine.id}`, { data: { status: 'confirmed' } })).status()).toBe(200);

  // A host has the board open on today, not on the booking's day.
  const host = await dinerBrowser(browser, baseURL);
  await signUpAsStaff({ name: 'Hal Host', at: '/dashboard/bookings' }, host);
  await expect(host.getByText('Live: new requests appear by themselves')).toBeVisible();

  await page.getByRole('link', { name: 'See my bookings' }).click();
  const booking = page.getByRole('region', { name: 'Upcoming' }).getByRole('listitem');
  await expect(booking).toContainText('Confirmed');
  await booking.getByRole('button', { name: /^Change the booking of/ }).click();
  const change = booking.getByRole('form', { name: /^Change the booking of/ });
  await changeWhileBothTablesGo(page, change, date, 'the change form', async () => {
    for (const name of ['Ann Other', 'Bo Other']) expect((await adminBooks('20:00', name)).status()).toBe(201);
  });

  await expect(change).toHaveCount(0);
  await expect(booking.getByRole('status')).toContainText('The restaurant confirms the new time again');
  await expect(booking).toContainText(/9:30\sPM/);
  await expect(booking).toContainText('Waiting for confirmation');
  await expect(booking.getByRole('button', { name: /^Change the booking of/ })).toBeFocused();
  const mail = await mailTo(email, /Your booking is changed/);
  expect(mail.text).toContain('when the restaurant confirms it');

  // The host is told, and finds it marked on its day.
  await expect(
    host.getByText(/^Changed by the diner, to confirm again: Chad Change, 2 people, .+ at 9:30\sPM\.$/),
  ).toBeVisible();
  await host.getByLabel('Day').fill(date);
  const asked = host.getByRole('listitem', { name: '9:30 PM Chad Change' });
  await expect(asked).toContainText('Changed');
  await expect(asked).toContainText('Waiting for confirmation');
  await host.context().close();
});

test('staff change a booking’s time on the board: a time taken meanwhile is refused with the nearest free ones, the booking shows at its new time and table and the diner is mailed', async ({
  page,
  rootAdmin,
  signUpAsStaff,
}) => {
  const tables = [1, 2].map((table) => ({ name: `Window ${table}`, seats: 2 }));
  await saveBookingSetup(rootAdmin, { tables, confirm: 'staff' });
  // A day of its own: the other tests here book tomorrow and in three, five and six days.
  const date = await dayAhead(page.request, 9);
  const email = uniqueEmail('dora-diner');
  const book = (time: string, name: string, to = uniqueEmail('walk')) =>
    rootAdmin.post('/api/bookings', { data: { date, time, party: 2, name, phone: '+1 555 0100', email: to } });
  const made = await book('18:00', 'Dora Diner', email);
  expect(made.status(), await made.text()).toBe(201);
  const { id } = await made.json();
  expect((await rootAdmin.patch(`/api/bookings/${id}`, { data: { status: 'confirmed' } })).status()).toBe(200);
  // Dora's table, Window 1, is taken at 21:30: a move there takes her to Window 2.
  expect((await book('21:30', 'Gus Late')).status()).toBe(201);

  await withAxe(page);
  await signUpAsStaff({ name: 'Cam Changer', at: '/dashboard/bookings' });
  await page.getByLabel('Day').fill(date);
  const entry = page.getByRole('listitem', { name: '6:00 PM Dora Diner' });
  const changeButton = entry.getByRole('button', { name: 'Change Dora Diner at 6:00 PM' });
  await expect(changeButton).toHaveAttribute('aria-expanded', 'false');
  await changeButton.click();
  await expect(changeButton).toHaveAttribute('aria-expanded', 'true');
  const change = entry.getByRole('form', { name: /^Change the booking of/ });
  await changeWhileBothTablesGo(page, change, date, 'the board’s change form', async () => {
    for (const name of ['Ann Board', 'Bo Board']) expect((await book('20:00', name)).status()).toBe(201);
  });

  // The booking shows at its new time and table, still confirmed (a change by staff keeps its status).
  const moved = page.getByRole('region', { name: /, by time$/ }).getByRole('listitem', { name: '9:30 PM Dora Diner' });
  await expect(moved).toContainText('Table Window 2');
  await expect(moved).toContainText('Confirmed');
  await expect(entry).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Dora Diner’s booking moved to' })).toContainText(
    '2 people, table Window 2. Dora Diner is mailed the new details.',
  );
  await expect(moved.getByRole('button', { name: 'Change Dora Diner at 9:30 PM' })).toBeFocused();
  const mail = await mailTo(email, /Your booking is changed/);
  expect(mail.text).toContain('bistro-boss-booking.ics');
  expect(await seriousAxeFindings(page), 'the board after a change').toEqual([]);

  // On a phone the form fits under its booking; keeping the booking as it is closes it.
  await page.setViewportSize({ width: 360, height: 740 });
  const changeAgain = moved.getByRole('button', { name: 'Change Dora Diner at 9:30 PM' });
  await changeAgain.click();
  const again = moved.getByRole('form', { name: /^Change the booking of/ });
  await expect(again.getByRole('radio', { name: '9:30 PM' })).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await seriousAxeFindings(page), 'the board’s change form on a phone').toEqual([]);
  await again.getByRole('button', { name: 'Keep it as it is' }).click();
  await expect(again).toHaveCount(0);
  await expect(changeAgain).toBeFocused();
});

test('the reservation form, My Booking and a booking’s change form fit a phone: nothing to scroll sideways, no axe findings @phone', async ({
  page,
  rootAdmin,
  signUpWithoutUi,
}) => {
  await ensureATable(rootAdmin);
  await withAxe(page);
  await signUpWithoutUi({ name: 'Pat Phone', email: uniqueEmail('phone-booking'), at: '/dashboard/reservation' });
  const form = page.getByRole('form', { name: 'Book a table' });
  await expect(form.getByRole('radio').first()).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  expect(await seriousAxeFindings(page), 'the reservation form on a phone').toEqual([]);
  await page.goto('/dashboard/mybooking');
  await expect(page.getByText('No bookings yet.')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  expect(await seriousAxeFindings(page), 'my bookings on a phone').toEqual([]);

  // A booking's change form fits a phone too (a day no other test here books).
  await page.goto('/dashboard/reservation');
  await form.getByLabel('Date').fill(await dayAhead(page.request, 6));
  await form.getByRole('radio').first().check();
  await form.getByLabel('Phone *').fill('+1 555 0145');
  await form.getByRole('button', { name: 'Book the table' }).click();
  await page.getByRole('link', { name: 'See my bookings' }).click();
  await page.getByRole('button', { name: /^Change the booking of/ }).click();
  await expect(
    page
      .getByRole('form', { name: /^Change the booking of/ })
      .getByRole('radio')
      .first(),
  ).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  expect(await seriousAxeFindings(page), 'a booking’s change form on a phone').toEqual([]);
});

test('the bookings board fits a phone: its timeline scrolls within itself, nothing else sideways, no axe findings @phone', async ({
  page,
  rootAdmin,
  signUpAsStaff,
}) => {
  await ensureATable(rootAdmin);
  // A day of its own (the others here book tomorrow and in three, five, six and nine days).
  const date = await dayAhead(page.request, 11);
  const booked = await rootAdmin.post('/api/bookings', {
    data: { date, time: '12:00', party: 2, name: 'Phil Phone', phone: '+1 555 0146', email: uniqueEmail('phil') },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await withAxe(page);
  await signUpAsStaff({ name: 'Tam Tablet', at: '/dashboard/bookings' });
  await page.getByLabel('Day').fill(date);
  const bar = page
    .getByRole('region', { name: 'Timeline' })
    .getByRole('button', { name: /^12:00 PM Phil Phone, until/ });
  await expect(bar).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await seriousAxeFindings(page), 'the bookings board on a phone').toEqual([]);
  await bar.click();
  await expect(page.getByRole('listitem', { name: '12:00 PM Phil Phone' })).toBeFocused();
});

test('the reservation form follows the tables: a time booked meanwhile leaves it when the diner looks again, and the chosen one says so', async ({
  page,
  rootAdmin,
  signUpWithoutUi,
}) => {
  await ensureATable(rootAdmin);
  // A day of its own (the others here book tomorrow and in three, five, six, nine and eleven days).
  const date = await dayAhead(page.request, 13);
  await signUpWithoutUi({ name: 'Fay Follower', email: uniqueEmail('follower'), at: '/dashboard/reservation' });
  const form = page.getByRole('form', { name: 'Book a table' });
  await form.getByLabel('Date').fill(date);
  await form.getByLabel('Party size').selectOption('2');
  const noon = form.getByRole('radio', { name: '12:00 PM' });
  await noon.check();

  // Meanwhile every table for two goes at noon.
  for (let taken = false, table = 0; !taken; table += 1) {
    expect(table, 'more tables than a set-up holds').toBeLessThan(200);
    const booked = await rootAdmin.post('/api/bookings', {
      data: { date, time: '12:00', party: 2, name: `Noon ${table}`, phone: '+1 555 0147', email: uniqueEmail('noon') },
    });
    taken = booked.status() === 409;
  }
  // The diner comes back to the page (another tab, the phone unlocked): the times are asked again.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(noon).toHaveCount(0);
  await expect(form.getByRole('status')).toHaveText('12:00 PM is no longer free: choose another time.');
  // The times still free are there to choose from (the day's first, long before noon).
  await expect(form.getByRole('radio').first()).toBeVisible();
});

test('the reservation form starts with the phone the diner gave at checkout a minute earlier', async ({
  page,
  request,
  rootAdmin,
  signUpWithoutUi,
}) => {
  await ensureATable(rootAdmin);
  await signUpWithoutUi({ name: 'Phil Phone', email: uniqueEmail('phil'), at: '/order/SALADS' });
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  await addToCart(page, menu.find((item) => item.category === 'salads') as MenuItem, 1);
  await page.goto('/dashboard/payment');
  // fillCard gives the phone, kept on the profile as checkout offers by default.
  await payAndOpenOrder(page);
  await page.goto('/dashboard/reservation');
  await expect(page.getByRole('form', { name: 'Book a table' }).getByLabel('Phone *')).toHaveValue('+1 555 010 0199');
});

test('a visitor finds Book a Table in the navbar and on the home page, signs in on the way, and lands on the reservation form', async ({
  page,
  signUpWithoutUi,
}) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Book a table' })).toHaveAttribute(
    'href',
    '/reservation',
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book a Table' }).click();
  await expect(page).toHaveURL('/login?redirectTo=%2Fdashboard%2Freservation');
  await signUpWithoutUi({ name: 'Tab Le', email: uniqueEmail('table'), at: '/dashboard/reservation' });
  await expect(page.getByRole('form', { name: 'Book a table' })).toBeVisible();
});

test('an owner lets two tables be pushed together; a party of four gets both, shown as one on the board and in My Booking', async ({
  page,
  signUpAsAdmin,
}) => {
  const day = await dayAhead(page.request, 3);
  await signUpAsAdmin({ name: 'Cora Combiner' });
  await withAxe(page);
  await page.goto('/dashboard/booking-setup');
  const setup = page.getByRole('form', { name: 'Booking set-up' });
  // The tables rows are counted once the saved set-up is in the form.
  await expect(setup).toBeVisible();
  for (const table of [1, 2]) {
    if ((await setup.getByLabel(`Table ${table} name`).count()) === 0) {
      await setup.getByRole('button', { name: 'Add a table' }).click();
    }
    await setup.getByLabel(`Table ${table} name`).fill(`Window ${table}`);
    await setup.getByLabel(`Table ${table} seats`).fill('2');
  }
  // A combination of one table is refused before it is sent.
  await setup.getByRole('button', { name: 'Add a combination' }).click();
  const combination = setup.getByRole('group', { name: 'Combination 1' });
  await combination.getByRole('checkbox', { name: 'Window 1' }).check();
  await setup.getByRole('button', { name: 'Save the set-up' }).click();
  await expect(setup.getByRole('alert')).toContainText('A combination needs at least two tables');
  await combination.getByRole('checkbox', { name: 'Window 2' }).check();
  expect(await seriousAxeFindings(page), 'the set-up with a combination').toEqual([]);
  await setup.getByRole('button', { name: 'Save the set-up' }).click();
  await expect(page.getByText('Booking set-up saved')).toBeVisible();
  await page.reload();
  await expect(
    setup.getByRole('group', { name: 'Combination 1' }).getByRole('checkbox', { name: 'Window 2' }),
  ).toBeChecked();
  // On a phone the combination's boxes wrap: nothing to scroll sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(setup.getByRole('button', { name: 'Remove combination 1' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });

  // No single table seats four: the party gets the two tables together.
  await page.goto('/dashboard/reservation');
  const form = page.getByRole('form', { name: 'Book a table' });
  await form.getByLabel('Date').fill(day);
  await form.getByLabel('Party size').selectOption('4');
  await form.getByRole('radio', { name: '7:30 PM' }).check();
  await form.getByLabel('Phone *').fill('+1 555 0144');
  await form.getByRole('button', { name: 'Book the table' }).click();
  await page.getByRole('link', { name: 'See my bookings' }).click();
  await expect(page.getByRole('region', { name: 'Upcoming' }).getByRole('listitem')).toContainText([
    '4 people · Table Window 1 + Window 2',
  ]);

  // The board shows the booking under the combined tables; neither table is free alone meanwhile.
  await page.goto('/dashboard/bookings');
  await page.getByLabel('Day').fill(day);
  const combined = page.getByRole('listitem', { name: '7:30 PM Cora Combiner' });
  await expect(combined).toContainText('Table Window 1 + Window 2');
  expect(await seriousAxeFindings(page), 'the board with combined tables').toEqual([]);
  const pair = await (await page.request.get(`/api/bookings/slots?date=${day}&party=2`)).json();
  expect(pair.find((slot: { time: string }) => slot.time === '20:00')).toEqual({ time: '20:00', available: false });
});

test('staff seat a walk-in from the board, now, on a free table, and are told when no table seats the party', async ({
  page,
  rootAdmin,
  signUpAsStaff,
}) => {
  await ensureATable(rootAdmin);
  await withAxe(page);
  await signUpAsStaff({ name: 'Walt Waiter', at: '/dashboard/bookings' });
  const form = page.getByRole('form', { name: 'Add a walk-in' });
  await form.getByLabel('Party size').fill('1');
  await form.getByLabel('Name (optional)').fill('Wanda Walk-in');
  await form.getByLabel('Note (optional)').fill('By the window');
  await form.getByRole('button', { name: 'Seat the walk-in now' }).click();
  const told = form.getByRole('status');
  await expect(told).toContainText(/Wanda Walk-in \(1\) seated at table .+ until/);
  const table = (await told.textContent())?.match(/seated at table (.+) until/)?.[1] ?? '';

  // Today's board shows the party seated, with its note; the timeline, that its table is open.
  const seated = page.getByRole('listitem', { name: /Wanda Walk-in$/ });
  await expect(seated).toContainText('Seated');
  await expect(seated).toContainText('Note: By the window');
  const row = page
    .getByRole('region', { name: 'Timeline' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${table} · \\d+ seats`) });
  await expect(row).toContainText(/seats\s*Open/);
  expect(await seriousAxeFindings(page), 'the board with its walk-in form').toEqual([]);

  await form.getByLabel('Party size').fill('50');
  await form.getByRole('button', { name: 'Seat the walk-in now' }).click();
  await expect(form.getByRole('alert')).toHaveText('Not seated: No table seats 50.');

  // The party leaves: its table is free again for the next walk-in.
  await seated.getByRole('button', { name: /^Done Wanda Walk-in at/ }).click();
  await expect(seated).toContainText('Done');
});

test('staff decline every request waiting from one email address at once, from the board', async ({
  page,
  rootAdmin,
  signUpAsStaff,
}) => {
  await ensureATable(rootAdmin);
  await saveBookingSetup(rootAdmin, { confirm: 'staff' });
  // A day of its own (the others here book tomorrow and in three, five, six, nine, eleven and thirteen days).
  const date = await dayAhead(page.request, 15);
  const email = uniqueEmail('flo-od');
  for (const time of ['12:00', '14:00', '16:00']) {
    const booked = await rootAdmin.post('/api/bookings', {
      data: { date, time, party: 2, name: 'Flo Od', phone: '+1 555 0148', email },
    });
    expect(booked.status(), await booked.text()).toBe(201);
  }

  await withAxe(page);
  await signUpAsStaff({ name: 'Dee Decliner', at: '/dashboard/bookings' });
  await page.getByLabel('Day').fill(date);
  const first = page.getByRole('listitem', { name: '12:00 PM Flo Od', exact: true });
  await first.getByRole('button', { name: 'Decline Flo Od at 12:00 PM' }).click();
  const refusal = first.getByRole('form', { name: 'Decline Flo Od at 12:00 PM' });
  await refusal.getByRole('radio', { name: `Every request waiting from ${email}` }).check();
  await refusal.getByLabel('Reason for the diner').fill('Requests in bulk: please call us');
  expect(await seriousAxeFindings(page), 'declining every request from one email').toEqual([]);
  await refusal.getByRole('button', { name: 'Send the refusal' }).click();

  await expect(first.getByRole('status')).toHaveText('3 requests declined.');
  for (const time of ['12:00 PM', '2:00 PM', '4:00 PM']) {
    await expect(page.getByRole('listitem', { name: `${time} Flo Od`, exact: true })).toContainText('Declined');
  }
  await mailTo(email, /We cannot take your booking/);
});

test('a request for next Friday shows in the Requests of today’s board, counted there, in the menu and the tab’s title; the host chooses its table and confirms it', async ({
  page,
  browser,
  baseURL,
  rootAdmin,
  signUpWithoutUi,
  signUpAsStaff,
}) => {
  const tables = [
    { name: 'Window 1', seats: 2 },
    { name: 'Window 2', seats: 2 },
    { name: 'Patio', seats: 4 },
  ];
  await saveBookingSetup(rootAdmin, { tables, confirm: 'staff' });
  // Next Friday on the restaurant's clock (a week on when today is Friday): 1 to 7 days ahead.
  const { restaurant } = await (await page.request.get('/api/config')).json();
  const clock = restaurantClock(restaurant.timeZone);
  const today = clock.dateOf(new Date());
  const friday = dayAfter(today, (5 - new Date(`${today}T12:00:00Z`).getUTCDay() + 7) % 7 || 7);

  // The host's board is open on today.
  const host = await dinerBrowser(browser, baseURL);
  await signUpAsStaff({ name: 'Ines Inbox', at: '/dashboard/bookings' }, host);
  await expect(host.getByText('Live: new requests appear by themselves')).toBeVisible();
  await expect(host.getByLabel('Day')).toHaveValue(today);

  await signUpWithoutUi({ name: 'Fay Friday', email: uniqueEmail('fay'), at: '/dashboard/reservation' });
  const form = page.getByRole('form', { name: 'Book a table' });
  await form.getByLabel('Date').fill(friday);
  // An afternoon time the other stories here leave free (the site is open around the clock).
  await form.getByRole('radio', { name: '2:15 PM', exact: true }).check();
  await form.getByLabel('Phone *').fill('+1 555 0146');
  await form.getByRole('button', { name: 'Book the table' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking request is sent' })).toBeVisible();

  // On today's board, without a reload: in the Requests, which count it, as do the menu and the tab's title.
  const requests = host.getByRole('region', { name: /^Requests/ });
  const entry = requests.getByRole('listitem', { name: /^Request: Fay Friday, Fri, .+ at 2:15\sPM$/ });
  await expect(entry).toContainText('Waiting for confirmation');
  const heading = requests.getByRole('heading', { name: /^Requests \d+ waiting$/ });
  await expect
    .poll(async () => {
      const counted = Number(/\d+/.exec((await heading.textContent()) ?? '')?.[0]);
      return counted >= 1 && counted === (await requests.getByRole('listitem').count());
    })
    .toBe(true);
  const side = host.getByRole('navigation', { name: 'Dashboard' });
  await expect(side.getByRole('link', { name: /^Bookings \d+ requests? waiting$/ })).toBeVisible();
  await expect(host).toHaveTitle(/^Bistro Boss \| Bookings \(\d+ waiting\)$/);

  // The host seats the party on the patio, then confirms: the request leaves the Requests.
  await entry.getByRole('button', { name: /^Choose a table for Fay Friday/ }).click();
  const tableForm = entry.getByRole('form', { name: 'Table for Fay Friday' });
  await tableForm.getByLabel('Table for Fay Friday, 2').selectOption({ label: 'Patio · 4 seats' });
  expect(await seriousAxeFindings(host), 'the Requests, choosing a table').toEqual([]);
  await tableForm.getByRole('button', { name: 'Seat here' }).click();
  await expect(entry).toContainText('Table Patio');
  await entry.getByRole('button', { name: /^Confirm Fay Friday/ }).click();
  await expect(entry).toHaveCount(0);
  const booked = (await (await rootAdmin.get(`/api/bookings?date=${friday}`)).json()).find(
    (booking: { name: string }) => booking.name === 'Fay Friday',
  );
  expect(booked).toMatchObject({ status: 'confirmed', table: 'Patio', time: '14:15' });
  await host.context().close();
});
