import type { BookingSetup, BookingStatus } from '@bistro/contract/bookings';
import { dayAfter, localDay } from '@bistro/contract/restaurant-clock';
import type { FastifyInstance } from 'fastify';
import { type SignedIn, signInAs } from './helper.ts';

/** Enough tables that every test's bookings fit at one time; confirmed at once, bookable until the last minute. */
const ROOMY_SETUP: BookingSetup = {
  tables: Array.from({ length: 60 }, (_, index) => ({ name: `R${index + 1}`, seats: 8 })),
  slotMinutes: 15,
  stayMinutes: [{ upTo: 8, minutes: 90 }],
  leadMinutes: 0,
  daysAhead: 60,
  largestParty: 8,
  confirm: 'auto',
  cancelCutoffMinutes: 0,
  // A diner of these tests may hold a booking for each visit they review.
  bookingsPerDiner: 50,
};

/** Staff's moves on the board from a new booking (pending or confirmed) to each status. */
const MOVES: Record<BookingStatus, BookingStatus[]> = {
  pending: [],
  confirmed: [],
  declined: ['declined'],
  seated: ['seated'],
  done: ['seated', 'done'],
  no_show: ['no_show'],
  cancelled: ['cancelled'],
};
/** The statuses reached from a request waiting for staff; the others start confirmed. */
const FROM_A_REQUEST: readonly BookingStatus[] = ['pending', 'declined'];

async function send(
  app: FastifyInstance,
  who: SignedIn,
  method: 'PUT' | 'POST' | 'PATCH',
  url: string,
  payload: object,
) {
  const response = await app.inject({ method, url, headers: who.headers, payload });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Saves the table-booking set-up as an admin does on its page; throws unless it is saved. */
export async function saveBookingSetup(app: FastifyInstance, admin: SignedIn, setup: BookingSetup): Promise<void> {
  await send(app, admin, 'PUT', '/api/bookings/setup', setup);
}

/**
 * Saves a booking set-up of these tables (four seats each unless said), booked at once with no
 * lead time: the tables the tables feature gives codes and tabs to.
 */
export function saveTables(
  app: FastifyInstance,
  admin: SignedIn,
  tables: readonly (string | { name: string; seats: number })[],
): Promise<void> {
  return saveBookingSetup(app, admin, {
    tables: tables.map((table) => (typeof table === 'string' ? { name: table, seats: 4 } : table)),
    slotMinutes: 15,
    stayMinutes: [{ upTo: 4, minutes: 90 }],
    leadMinutes: 0,
    daysAhead: 30,
    largestParty: 4,
    confirm: 'auto',
    cancelCutoffMinutes: 0,
  });
}

/**
 * A table booking of the diner for tomorrow at `time` (the test restaurant is open around the
 * clock, in UTC), made through the API and moved on by staff as the bookings board does: seated
 * (the visit a diner can review), done, or one that was never a visit. Answers its id.
 */
export async function bookingOf(
  app: FastifyInstance,
  diner: SignedIn,
  { status = 'seated', time = '19:00', party = 2 }: { status?: BookingStatus; time?: string; party?: number } = {},
): Promise<string> {
  const admin = await signInAs(app, { email: 'seating-owner@bistro.test', role: 'admin' });
  const host = await signInAs(app, { email: 'seating-host@bistro.test', role: 'staff' });
  await saveBookingSetup(app, admin, { ...ROOMY_SETUP, confirm: FROM_A_REQUEST.includes(status) ? 'staff' : 'auto' });
  const date = dayAfter(localDay(app.clock.now(), 'UTC'));
  const { id } = await send(app, diner, 'POST', '/api/bookings', {
    date,
    time,
    party,
    name: diner.user.name,
    phone: '+1 555 0142',
    email: diner.user.email,
  });
  for (const move of MOVES[status]) {
    const reason = move === 'declined' ? { reason: 'Fully booked' } : {};
    await send(app, host, 'PATCH', `/api/bookings/${id}`, { status: move, ...reason });
  }
  return id;
}
