// The restaurant simulated diners (diners.ts) find, as the scale tests and bench:shop prepare it:
// open around the clock, tables to book a day apart, a member of staff to work the board and the
// counter; and, afterwards, what the database holds against what the site acknowledged.
import type { BookingSetup } from '@bistro/contract/bookings';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { signInAs } from '../../apps/server/test/helper.ts';
import { openAroundTheClock } from '../../apps/server/test/restaurant-hours.ts';
import { saveBookingSetup } from '../../apps/server/test/seated-bookings.ts';
import type { DinerReport } from './diners.ts';

/** How many tables a diner books, a day apart: one with each order until then. */
const BOOKED_DAYS = 40;

const bookingSetup: BookingSetup = {
  // As many as a set-up takes: every diner of an evening (up to 200) books at the same hour.
  tables: Array.from({ length: 200 }, (_, index) => ({ name: `T${index + 1}`, seats: 4 })),
  slotMinutes: 15,
  stayMinutes: [{ upTo: 50, minutes: 90 }],
  leadMinutes: 0,
  daysAhead: BOOKED_DAYS + 5,
  largestParty: 8,
  confirm: 'auto',
  cancelCutoffMinutes: 60,
  bookingsPerDiner: BOOKED_DAYS,
};

/** The diners' bookings: from two days ahead on the restaurant's clock (UTC), which is open around the clock. */
export const booking = {
  date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
  time: '12:00',
  days: BOOKED_DAYS,
};

/**
 * Sets the restaurant up in the database `env` names (before its app processes start); answers
 * the headers of a staff member (an admin) for the kitchen's board and the counter.
 */
export async function prepareEvening(env: Record<string, string>): Promise<Record<string, string>> {
  const app = await buildApp({ config: loadConfig(env), logger: false });
  try {
    await openAroundTheClock(app.database.db);
    const owner = await signInAs(app, { email: 'owner@scale.test', role: 'admin' });
    await saveBookingSetup(app, owner, bookingSetup);
    return owner.headers;
  } finally {
    await app.close();
  }
}

/** A database to read, PostgreSQL's client or PGlite alike. */
interface Queryable {
  query<Row>(text: string, params: unknown[]): Promise<{ rows: Row[] }>;
}

const sorted = (ids: Iterable<string>) => [...ids].sort().join(',');

/**
 * What the database holds for each diner against what the site acknowledged to them, as a list
 * of what does not agree (empty when all does).
 */
export async function booksProblems(db: Queryable, report: DinerReport): Promise<string[]> {
  const problems: string[] = [];
  for (const diner of report.diners) {
    const rows = async <Row>(text: string) => (await db.query<Row>(text, [diner.email])).rows;
    const orders = await rows<{ id: string; status: string }>('select id, status from orders where email = $1');
    const payments = await rows<{ order_id: string }>('select order_id from payments where email = $1');
    const lines = await rows<{ dishes: number }>(
      'select sum(l.quantity)::int as dishes from order_lines l join orders o on o.id = l.order_id where o.email = $1 group by l.order_id',
    );
    const bookings = await rows<{ id: string }>('select id from bookings where email = $1');
    const who = diner.email;
    const paid = sorted(diner.paidOrders);
    // Every acknowledged order is there, paid once; none is there that was not acknowledged.
    if (sorted(orders.map((order) => order.id)) !== paid) problems.push(`${who}: orders are not the ones acknowledged`);
    if (orders.some((order) => order.status === 'awaiting_payment')) problems.push(`${who}: an order awaits payment`);
    if (sorted(payments.map((payment) => payment.order_id)) !== paid) {
      problems.push(`${who}: payments are not one per acknowledged order`);
    }
    // One dish each, as added: no line doubled by a retry.
    if (lines.some((line) => line.dishes !== 1) || lines.length !== diner.paidOrders.length) {
      problems.push(`${who}: an order does not hold the one dish added`);
    }
    // Every acknowledged booking is there, once (a retried one carried its Idempotency-Key).
    if (sorted(bookings.map((row) => row.id)) !== sorted(diner.bookings) || diner.bookings.length === 0) {
      problems.push(`${who}: bookings are not the ones acknowledged`);
    }
    // Each paid order and each booking reached the diner's live stream, however often it had to
    // connect again: a reconnect is caught up from its Last-Event-ID on both.
    const unseenOrders = diner.paidOrders.filter((id) => !diner.seenOnStream.has(id));
    const unseenBookings = diner.bookings.filter((id) => !diner.bookingsSeen.has(id));
    if (unseenOrders.length > 0) problems.push(`${who}: orders never seen live: ${unseenOrders.join(', ')}`);
    if (unseenBookings.length > 0) problems.push(`${who}: bookings never seen live: ${unseenBookings.join(', ')}`);
  }
  return problems;
}
