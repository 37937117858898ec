import { readFile } from 'node:fs/promises';
import type { BookingSetup } from '@bistro/contract/bookings';
import { ERASED_DINER } from '@bistro/contract/privacy';
import { dayAfter, dayBounds, momentOn, restaurantClock } from '@bistro/contract/restaurant-clock';
import { uniqueEmail } from './auth-helpers.ts';
import { seriousAxeFindings, withAxe } from './axe.ts';
import { dayAhead, ensureATable, saveBookingSetup } from './booking-setup.ts';
import { expect, test } from './fixtures.ts';
import { mailTo } from './outbox.ts';

// The rules site takes guests' bookings (GUEST_BOOKINGS=true, support/sites.ts); the main site
// does not, where bookings.spec.ts follows a visitor through Log In instead.

test('with guest bookings on, a visitor books a table from the navbar without an account; the mail comes with its .ics and a link by which the guest changes and cancels it', async ({
  page,
  rootAdmin,
  dataDir,
}) => {
  await saveBookingSetup(rootAdmin, { tables: [{ name: 'Garden', seats: 4 }], confirm: 'auto' });
  const date = await dayAhead(page.request, 2);
  const email = uniqueEmail('gwen-guest');

  await withAxe(page);
  // Loaded as a first page (rendered by the server), the form is there for a visitor too.
  await page.goto('/reservation');
  await expect(page.getByRole('form', { name: 'Book a table' }).getByRole('radio').first()).toBeVisible();
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book a Table' }).click();
  await expect(page).toHaveURL('/reservation');
  const form = page.getByRole('form', { name: 'Book a table' });
  await form.getByLabel('Date').fill(date);
  await form.getByLabel('Party size').selectOption('3');
  await form.getByRole('radio').first().check();
  const time = await form.getByRole('radio', { checked: true }).getAttribute('value');

  // Name, phone and email are asked for: there is no account to take them from.
  await form.getByRole('button', { name: 'Book the table' }).click();
  await expect(form.getByLabel('Name *')).toHaveAccessibleDescription('Name is required');
  await expect(form.getByLabel('Email *')).toHaveAccessibleDescription('Give an email address');
  expect(await seriousAxeFindings(page), 'the guest’s booking form with its errors').toEqual([]);
  await form.getByLabel('Name *').fill('Gwen Guest');
  await form.getByLabel('Phone *').fill('+1 555 0177');
  await form.getByLabel('Email *').fill(email);
  await form.getByLabel(/^Note/).fill('A high chair, please');
  await form.getByRole('button', { name: 'Book the table' }).click();

  const booked = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Your table is booked' }) });
  await expect(booked).toContainText('A table for 3');
  await expect(booked.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  await expect(booked.getByRole('link', { name: 'See or change your booking' })).toBeVisible();
  expect(await seriousAxeFindings(page), 'the guest’s confirmation').toEqual([]);

  const mail = await mailTo(email, /Your table is booked/, dataDir);
  expect(mail.text).toContain('Hello Gwen Guest');
  expect(mail.text).toContain('bistro-boss-booking.ics');
  expect(mail.text).not.toContain('/dashboard/mybooking');
  const link = new URL(mail.link);
  expect(link.pathname).toMatch(/^\/guest-booking\/[0-9a-f-]{36}$/);
  // The restaurant's board has the guest's booking with the note.
  const day = await (await rootAdmin.get(`/api/bookings?date=${date}`)).json();
  expect(day).toContainEqual(
    expect.objectContaining({ email, time, party: 3, table: 'Garden', note: 'A high chair, please' }),
  );

  // The mail's link opens the booking without an account: the guest moves it, then cancels it.
  await page.goto(link.pathname + link.search);
  const item = page.getByRole('main').getByRole('listitem');
  await expect(item).toContainText('Confirmed');
  await expect(item).toContainText('3 people');
  expect(await seriousAxeFindings(page), 'the guest’s booking page').toEqual([]);
  await item.getByRole('button', { name: /^Change the booking of/ }).click();
  const change = item.getByRole('form', { name: /^Change the booking of/ });
  await change.getByLabel('Party size').selectOption('4');
  await change.getByRole('radio').last().check();
  const later = await change.getByRole('radio', { checked: true }).getAttribute('value');
  await change.getByRole('button', { name: 'Save the change' }).click();
  await expect(item.getByRole('status')).toContainText('We have mailed you the new details');
  await expect(item).toContainText('4 people');
  expect((await mailTo(email, /Your booking is changed/, dataDir)).text).toContain('bistro-boss-booking.ics');
  await item.getByRole('button', { name: /^Cancel the booking of/ }).click();
  await expect(item).toContainText('Cancelled');
  await expect(item.getByRole('button')).toHaveCount(0);
  await mailTo(email, /Your booking is cancelled/, dataDir);
  const after = await (await rootAdmin.get(`/api/bookings?date=${date}`)).json();
  expect(after).toContainEqual(expect.objectContaining({ email, time: later, party: 4, status: 'cancelled' }));
});

test('a guest downloads their booking’s data and deletes their details from it through its link, once it is cancelled', async ({
  page,
  rootAdmin,
  dataDir,
}) => {
  await saveBookingSetup(rootAdmin, { tables: [{ name: 'Garden', seats: 4 }], confirm: 'auto', guests: true });
  const date = await dayAhead(page.request, 3);
  const times = await (await page.request.get(`/api/bookings/slots?date=${date}&party=2`)).json();
  const time = times.find((slot: { available: boolean }) => slot.available)?.time;
  const email = uniqueEmail('dora-data');
  const booked = await page.request.post('/api/guest/bookings', {
    data: { date, time, party: 2, name: 'Dora Data', phone: '+1 555 0178', email },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id, key } = await booked.json();

  await withAxe(page);
  await page.goto(`/guest-booking/${id}?key=${encodeURIComponent(key)}`);
  const item = page.getByRole('main').getByRole('listitem');
  await expect(item).toContainText('Confirmed');
  const section = page.getByRole('region', { name: 'Your details on this booking' });
  expect(await seriousAxeFindings(page), 'the guest’s booking page with its data').toEqual([]);
  const saving = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download my data' }).click();
  const data = JSON.parse(await readFile(await (await saving).path(), 'utf8'));
  expect(data.profile).toBeNull();
  expect(data.bookings).toEqual([expect.objectContaining({ id, date, time, email, name: 'Dora Data' })]);

  // Still to come: the details stay, and the page says to cancel first.
  const deleteDetails = async () => {
    await section.getByRole('button', { name: 'Delete my details' }).click();
    await page
      .getByRole('dialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Delete my details' })
      .click();
  };
  await deleteDetails();
  const refused = page.getByRole('dialog', { name: 'Your details were not deleted' });
  await expect(refused).toContainText('is still to come: cancel it first');
  await refused.getByRole('button', { name: 'OK' }).click();

  await item.getByRole('button', { name: /^Cancel the booking of/ }).click();
  await expect(item).toContainText('Cancelled');
  await deleteDetails();
  await expect(page.getByRole('dialog', { name: 'Your details are deleted' })).toBeVisible();
  await mailTo(email, /^Bistro Boss: your details are erased from your table booking$/, dataDir);
  const day = await (await rootAdmin.get(`/api/bookings?date=${date}`)).json();
  expect(day).toContainEqual(
    expect.objectContaining({ id, time, status: 'cancelled', name: ERASED_DINER.name, email: ERASED_DINER.email }),
  );
});

test('the owner turns guest bookings off on the Booking Set-up page: a visitor is led through Log In at once', async ({
  page,
  rootAdmin,
  signUpAsAdmin,
  browser,
  baseURL,
}) => {
  await ensureATable(rootAdmin);
  await saveBookingSetup(rootAdmin, { guests: true });
  try {
    await signUpAsAdmin();
    await page.goto('/dashboard/booking-setup');
    const form = page.getByRole('form', { name: 'Booking set-up' });
    const switchBox = form.getByRole('checkbox', { name: /^Take bookings from guests/ });
    await expect(switchBox).toBeChecked();
    await switchBox.uncheck();
    await form.getByRole('button', { name: 'Save the set-up' }).click();
    await expect(page.getByText('Booking set-up saved')).toBeVisible();

    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    try {
      await visitor.goto('/');
      await visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book a Table' }).click();
      await expect(visitor).toHaveURL('/login?redirectTo=%2Fdashboard%2Freservation');
      const refused = await visitor.request.post('/api/guest/bookings', {
        data: { date: '2030-01-01', time: '19:00', party: 2, name: 'Vi', phone: '+1 555 0179', email: 'vi@x.test' },
      });
      expect(refused.status()).toBe(403);
    } finally {
      await visitorContext.close();
    }
    await page.reload();
    await expect(form.getByRole('checkbox', { name: /^Take bookings from guests/ })).not.toBeChecked();
  } finally {
    await saveBookingSetup(rootAdmin, { guests: true });
  }
});

test('the owner gives bookings hours of their own on the Booking Set-up page: the reservation form offers only those times', async ({
  page,
  rootAdmin,
  signUpAsAdmin,
}) => {
  await ensureATable(rootAdmin);
  const date = await dayAhead(page.request, 4);
  const weekday = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
  try {
    await signUpAsAdmin();
    await withAxe(page);
    await page.goto('/dashboard/booking-setup');
    const form = page.getByRole('form', { name: 'Booking set-up' });
    const hours = form.getByRole('group', { name: 'Booking hours' });
    await hours.getByRole('radio', { name: 'Hours of their own' }).check();
    // They start as the opening hours (this site is open around the clock): that day, 18:00 to 21:00.
    await hours.getByLabel(`${weekday} opens`).fill('18:00');
    await hours.getByLabel(`${weekday} closes`).fill('21:00');
    expect(await seriousAxeFindings(page), 'the set-up with booking hours of its own').toEqual([]);
    await form.getByRole('button', { name: 'Save the set-up' }).click();
    await expect(page.getByText('Booking set-up saved')).toBeVisible();

    await page.goto('/dashboard/reservation');
    const booking = page.getByRole('form', { name: 'Book a table' });
    await booking.getByLabel('Date').fill(date);
    await booking.getByLabel('Party size').selectOption('2');
    await expect(booking.getByRole('radio').first()).toHaveAccessibleName('6:00 PM');
    await expect(booking.getByRole('radio', { name: '5:45 PM' })).toHaveCount(0);
    await expect(booking.getByRole('radio', { name: '9:00 PM' })).toHaveCount(0);
  } finally {
    await saveBookingSetup(rootAdmin, { hours: undefined });
  }
});

test('once today has no table left, a visitor’s reservation form opens on the next day that has one, and says so', async ({
  page,
  rootAdmin,
}) => {
  await ensureATable(rootAdmin);
  const before: BookingSetup = await (await rootAdmin.get('/api/bookings/setup')).json();
  const { restaurant } = await (await page.request.get('/api/config')).json();
  const clock = restaurantClock(restaurant.timeZone);
  const today = clock.dateOf(new Date());
  const tomorrow = dayAfter(today);
  // A lead time that reaches past the restaurant's midnight: whatever the hour, nothing is left
  // today, and tomorrow (open around the clock here) has its times from a quarter past midnight.
  const toMidnight = Math.ceil((dayBounds(today, restaurant.timeZone).end.getTime() - Date.now()) / 60_000);
  try {
    await saveBookingSetup(rootAdmin, { leadMinutes: toMidnight + 1 });
    await withAxe(page);
    await page.goto('/reservation');
    const form = page.getByRole('form', { name: 'Book a table' });
    await expect(form.getByRole('status')).toHaveText(
      `No more tables today: here is ${clock.weekday(momentOn(tomorrow, '12:00', restaurant.timeZone))}.`,
    );
    await expect(form.getByLabel('Date')).toHaveValue(tomorrow);
    await expect(form.getByRole('radio').first()).toBeVisible();
    expect(await seriousAxeFindings(page), 'the form opened on the next day').toEqual([]);
    // Choosing today again shows it empty, and the words about it go.
    await form.getByLabel('Date').fill(today);
    await expect(form.getByText(/^No table is free that day for 2/)).toBeVisible();
    await expect(form.getByRole('status')).toHaveCount(0);
  } finally {
    await saveBookingSetup(rootAdmin, { leadMinutes: before.leadMinutes });
  }
});
