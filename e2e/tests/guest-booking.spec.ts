import { dayAfter, restaurantClock } from '@bistro/contract/restaurant-clock';
import { uniqueEmail } from './auth-helpers.ts';
import { seriousAxeFindings, withAxe } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { mailTo } from './outbox.ts';

// The rules site takes guests' bookings (GUEST_BOOKINGS=true, support/sites.ts); the main site
// does not, where bookings.spec.ts follows a visitor through Log In instead.

test('with guest bookings on, a visitor books a table from the navbar without an account, and the mail comes with its .ics', async ({
  page,
  rootAdmin,
  dataDir,
}) => {
  const current = await (await rootAdmin.get('/api/bookings/setup')).json();
  const saved = await rootAdmin.put('/api/bookings/setup', {
    data: { ...current, tables: [{ name: 'Garden', seats: 4 }], confirm: 'auto' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { restaurant } = await (await page.request.get('/api/config')).json();
  const date = dayAfter(restaurantClock(restaurant.timeZone).dateOf(new Date()), 2);
  const email = uniqueEmail('gwen-guest');

  await withAxe(page);
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
  await expect(form.getByLabel('Name *')).toHaveAccessibleDescription('Give a name');
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
  expect(await seriousAxeFindings(page), 'the guest’s confirmation').toEqual([]);

  const mail = await mailTo(email, /Your table is booked/, dataDir);
  expect(mail.text).toContain('Hello Gwen Guest');
  expect(mail.text).toContain('bistro-boss-booking.ics');
  expect(mail.text).not.toContain('/dashboard/mybooking');
  // The restaurant's board has the guest's booking with the note.
  const day = await (await rootAdmin.get(`/api/bookings?date=${date}`)).json();
  expect(day).toContainEqual(
    expect.objectContaining({ email, time, party: 3, table: 'Garden', note: 'A high chair, please' }),
  );
});
