import type { BookingSetup } from '@bistro/contract/bookings';
import { dayAfter, restaurantClock } from '@bistro/contract/restaurant-clock';
import { type APIRequestContext, expect } from '@playwright/test';

/** The booking set-up as it is, with these changes saved over it (the root administrator's API). */
export async function saveBookingSetup(rootAdmin: APIRequestContext, change: Partial<BookingSetup>): Promise<void> {
  const current: BookingSetup = await (await rootAdmin.get('/api/bookings/setup')).json();
  const saved = await rootAdmin.put('/api/bookings/setup', { data: { ...current, ...change } });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Tables to book, if the site has none yet (a test that only needs one booking to be possible). */
export async function ensureATable(rootAdmin: APIRequestContext): Promise<void> {
  const current: BookingSetup = await (await rootAdmin.get('/api/bookings/setup')).json();
  if (current.tables.length === 0) await saveBookingSetup(rootAdmin, { tables: [{ name: 'Window 1', seats: 2 }] });
}

/** The restaurant's date `days` after today on its clock (YYYY-MM-DD): a day a story books on. */
export async function dayAhead(request: APIRequestContext, days: number): Promise<string> {
  const { restaurant } = await (await request.get('/api/config')).json();
  return dayAfter(restaurantClock(restaurant.timeZone).dateOf(new Date()), days);
}
