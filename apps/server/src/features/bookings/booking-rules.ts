import {
  type BookingRefusal,
  type BookingRefusalDetails,
  type BookingSetup,
  type BookingStatus,
  type BookingTable,
  bookingLimitsOf,
  CHANGEABLE_STATUSES,
  type ChangeBooking,
  HOLDING_STATUSES,
  type Slot,
  STAFF_MOVES,
  type TableChoices,
  tablesLabel,
  type UpdateBooking,
} from '@bistro/contract/bookings';
import { isStaffRole, type Role } from '@bistro/contract/identity';
import type { Language } from '@bistro/contract/languages';
import { dayAfter, dayBounds, localDay, momentOn } from '@bistro/contract/restaurant-clock';
import { conflict, Problem, type ProblemWords } from '../../http/problems.ts';
import { clockWords, type ServerMessageId, translatorFor, wordsOf } from '../languages/index.ts';
import type { Schedule } from '../restaurant/index.ts';
import { freeTable, heldDuring, nearestTimes, type Seating, seatingsOn } from './booking-times.ts';
import type { BookingRecord, Holding } from './bookings-repository.ts';

// The rules of a booking, as functions of what they decide on: who may do what, when a party is
// too large, which seating and tables a request gets. bookings.ts runs them in its transactions;
// booking-rules.test.ts checks each on its own.

const MINUTE = 60_000;
/** Longer than any stay: how far around a day to look for bookings that hold its tables. */
const HALF_DAY = 12 * 60 * MINUTE;

/**
 * Who asks: their account (null for a guest) and role; a guest's booking's signed key, when they
 * have one; the client address a new booking is made from.
 */
export interface Booker {
  userId: string | null;
  role: Role | null;
  /** Staff's address, kept with what seating a party sets off (a table opened in the audit log). */
  email?: string;
  key?: string;
  address?: string;
}

/** A 409 with why a booking cannot be had, and the nearest free times to offer instead. */
export const refused = (reason: BookingRefusal, message: ProblemWords, alternatives: string[] = []) =>
  conflict(message, { reason, alternatives } satisfies BookingRefusalDetails);

/** "call us on +1 555 0100", or "call us" when the restaurant has no phone on the site, in a language. */
export const callUs = (phone: string | null) => (language: Language) =>
  phone ? translatorFor(language)('refusal.callUsOn', { phone }) : translatorFor(language)('refusal.callUs');

const statusWords: Record<BookingStatus, ServerMessageId> = {
  pending: 'refusal.statusPending',
  confirmed: 'refusal.statusConfirmed',
  declined: 'refusal.statusDeclined',
  seated: 'refusal.statusSeated',
  no_show: 'refusal.statusNoShow',
  done: 'refusal.statusDone',
  cancelled: 'refusal.statusCancelled',
};

/** A booking's status as a refusal names it: "no show", « Absent ». */
const statusIn = (language: Language, status: BookingStatus) => translatorFor(language)(statusWords[status]);

/**
 * Whether the booker holds this booking: its diner's account, or for a guest's booking the key
 * from their link (`opens` checks it).
 */
export const owns = (booking: BookingRecord, booker: Booker, opens: (key: string) => boolean): boolean =>
  booker.userId !== null
    ? booking.userId === booker.userId
    : booking.userId === null && booker.key !== undefined && opens(booker.key);

/** Whether its diner may still cancel or change it online: pending or confirmed, before the cut-off. */
export const cancellable = (booking: BookingRecord, setup: BookingSetup, now: Date): boolean =>
  CHANGEABLE_STATUSES.includes(booking.status) &&
  now.getTime() <= booking.startsAt.getTime() - setup.cancelCutoffMinutes * MINUTE;

/** Requests waiting for staff made or changed before this no longer hold their tables (the set-up's requestHoldMinutes). */
export const requestsSince = (setup: BookingSetup, now: Date): Date =>
  new Date(now.getTime() - bookingLimitsOf(setup).requestHoldMinutes * MINUTE);

/** Until when a request waiting for staff holds its table; null for any other booking. */
export const holdsUntil = (booking: BookingRecord, setup: BookingSetup): Date | null =>
  booking.status === 'pending'
    ? new Date(booking.updatedAt.getTime() + bookingLimitsOf(setup).requestHoldMinutes * MINUTE)
    : null;

/**
 * Refuses (409) one more booking to a diner who holds `toCome` bookings still to come (by their
 * account or the email they book with) when that is as many as the set-up allows.
 */
export function refuseTooMany(setup: BookingSetup, toCome: number, phone: string | null): void {
  const { bookingsPerDiner } = bookingLimitsOf(setup);
  if (toCome < bookingsPerDiner) return;
  throw refused(
    'too_many',
    phone
      ? wordsOf('refusal.tooManyOrCall', { count: bookingsPerDiner, phone })
      : wordsOf('refusal.tooMany', { count: bookingsPerDiner }),
  );
}

/**
 * Refuses (409) to confirm a request that stopped holding its table (it waited longer than the
 * set-up's requestHoldMinutes) when another booking took one of its tables meanwhile (`holding`:
 * the other bookings over its stay).
 */
export function refuseTakenTable(booking: BookingRecord, holding: Holding[], setup: BookingSetup): void {
  if (!holding.some((other) => other.tableNames.some((name) => booking.tableNames.includes(name)))) return;
  throw refused('taken', wordsOf('refusal.requestTableTaken', { minutes: bookingLimitsOf(setup).requestHoldMinutes }));
}

/** Refuses (409) a party larger than the set-up takes online, pointing to the phone. */
export function refuseLargeParty(setup: BookingSetup, party: number, phone: string | null): void {
  if (party <= setup.largestParty) return;
  throw refused(
    'party_too_large',
    wordsOf('refusal.largeParty', (language) => ({ largest: setup.largestParty, call: callUs(phone)(language) })),
  );
}

/**
 * A status change the booker may make: staff along `STAFF_MOVES`; its diner only to cancelled,
 * before the cut-off (403 for another status, 409 past the cut-off or off the moves).
 */
export function checkStatusChange(
  booking: BookingRecord,
  change: UpdateBooking,
  { booker, setup, now, phone }: { booker: Booker; setup: BookingSetup; now: Date; phone: string | null },
): void {
  if (!isStaffRole(booker.role)) {
    if (change.status !== 'cancelled') throw new Problem(403, wordsOf('refusal.onlyRestaurantChanges'));
    if (!cancellable(booking, setup, now)) {
      throw conflict(wordsOf('refusal.noLongerCancel', (language) => ({ call: callUs(phone)(language) })));
    }
  } else if (!STAFF_MOVES[booking.status].includes(change.status)) {
    throw conflict(
      wordsOf('refusal.bookingCannotBecome', (language) => ({
        status: statusIn(language, booking.status),
        next: statusIn(language, change.status),
      })),
    );
  }
}

/**
 * A new time or party size the booker may ask for: only a pending or confirmed booking; its diner
 * until the cut-off, staff any time.
 */
export function checkVisitChange(
  booking: BookingRecord,
  { booker, setup, now, phone }: { booker: Booker; setup: BookingSetup; now: Date; phone: string | null },
): void {
  if (!CHANGEABLE_STATUSES.includes(booking.status)) {
    throw conflict(
      wordsOf('refusal.bookingCannotChange', (language) => ({ status: statusIn(language, booking.status) })),
    );
  }
  if (!isStaffRole(booker.role) && !cancellable(booking, setup, now)) {
    throw conflict(wordsOf('refusal.noLongerChange', (language) => ({ call: callUs(phone)(language) })));
  }
}

/** Whether a change of a confirmed booking goes back to pending: its diner's, where staff confirm bookings. */
export const confirmsAgain = (booking: BookingRecord, setup: BookingSetup, booker: Booker): boolean =>
  booking.status === 'confirmed' && setup.confirm === 'staff' && !isStaffRole(booker.role);

/** A seating of a day, with the tables it would get (undefined: none free, or too soon to book). */
export type DaySeating = Seating & { tables: BookingTable[] | undefined };

/** The span in which bookings may hold tables of the days from `first` to `last` (restaurant days): them, and a stay around them. */
export function aroundDays(first: string, last: string, timeZone: string): { from: Date; to: Date } {
  return {
    from: new Date(dayBounds(first, timeZone).start.getTime() - HALF_DAY),
    to: new Date(dayBounds(last, timeZone).end.getTime() + HALF_DAY),
  };
}

/**
 * Each seating with the tables it would get (one table, or a combination the set-up allows) if it
 * can be booked now, at least the set-up's lead time ahead; the tables in `held` are taken.
 */
export function withTables(
  seatings: Seating[],
  { party, setup, now, held }: { party: number; setup: BookingSetup; now: Date; held: Holding[] },
): DaySeating[] {
  const earliest = now.getTime() + setup.leadMinutes * MINUTE;
  return seatings.map((seating) => ({
    ...seating,
    tables:
      seating.start.getTime() >= earliest
        ? freeTable(setup.tables, party, seating, held, setup.combinations)
        : undefined,
  }));
}

/**
 * A day's seatings for the party, each with the tables it would get (one table, or a combination
 * the set-up allows) if it can be booked now: within the days the set-up takes bookings for, and
 * at least its lead time ahead. The tables `holding` answers for are taken.
 */
export async function seatingsFor(
  { schedule, holding }: { schedule: () => Promise<Schedule>; holding: (from: Date, to: Date) => Promise<Holding[]> },
  {
    date,
    party,
    setup,
    now,
    timeZone,
  }: { date: string; party: number; setup: BookingSetup; now: Date; timeZone: string },
): Promise<DaySeating[]> {
  const today = localDay(now, timeZone);
  const bookable = date >= today && date <= dayAfter(today, setup.daysAhead);
  const seatings = bookable ? seatingsOn(date, party, { schedule: await schedule(), setup, timeZone }) : [];
  const { from, to } = aroundDays(date, date, timeZone);
  const held = seatings.length ? await holding(from, to) : [];
  return withTables(seatings, { party, setup, now, held });
}

/** A day's seatings as the times offered, each available when it has tables. */
export const slotsOf = (day: DaySeating[]): Slot[] =>
  day.map((seating) => ({ time: seating.time, available: seating.tables !== undefined }));

/** The seating asked for and the tables it gets, or the 409 that says why not with the nearest free times. */
export function seatingAsked(day: DaySeating[], { date, time, party }: ChangeBooking, timeZone: string) {
  const wanted = day.find((seating) => seating.time === time);
  const tables = wanted?.tables;
  if (wanted && tables) return { ...wanted, tables };
  const asked = wanted?.start ?? momentOn(date, time, timeZone);
  const alternatives = nearestTimes(
    day.filter((seating) => seating.tables),
    asked,
  );
  const when = clockWords(timeZone).on(asked);
  throw wanted
    ? refused(
        'taken',
        wordsOf('refusal.tableTaken', (language) => ({ party, when: when(language) })),
        alternatives,
      )
    : refused(
        'not_offered',
        wordsOf('refusal.notOffered', (language) => ({ when: when(language) })),
        alternatives,
      );
}

/**
 * The tables a changed booking gets: its own first, one of them alone or all of them together as
 * they are now, when free for the new stay (its own holding does not count); else `otherwise`
 * (the smallest free ones).
 */
export function tablesForChange(
  booking: BookingRecord,
  {
    setup,
    party,
    stay,
    holding,
    otherwise,
  }: {
    setup: BookingSetup;
    party: number;
    stay: { start: Date; end: Date };
    holding: Holding[];
    otherwise: BookingTable[];
  },
): BookingTable[] {
  const ownTables = setup.tables.filter((table) => booking.tableNames.includes(table.name));
  return freeTable(ownTables, party, stay, holding, [booking.tableNames]) ?? otherwise;
}

/**
 * What a host may seat a party at: each table of the set-up, and each combination it allows, that
 * seats the party, in the set-up's order; each free when no other booking holds any of its tables
 * during the stay (`holding`: the other bookings).
 */
export function tableChoices(
  setup: BookingSetup,
  { party, stay, holding }: { party: number; stay: Pick<Seating, 'start' | 'end'>; holding: Holding[] },
): TableChoices {
  const held = heldDuring(stay, holding);
  const seats = (names: string[]) =>
    setup.tables.filter((table) => names.includes(table.name)).reduce((sum, table) => sum + table.seats, 0);
  return [...setup.tables.map((table) => [table.name]), ...(setup.combinations ?? [])]
    .map((names) => ({ tables: names, seats: seats(names), free: names.every((name) => !held.has(name)) }))
    .filter((choice) => choice.seats >= party);
}

/**
 * The tables a host chose for a booking, checked as a new booking's are: one table of the set-up
 * or one of its combinations (409 otherwise), that seats the party (409) and that no other booking
 * holds during its stay (409, naming the table); answered in the set-up's order.
 */
export function checkChosenTables(
  booking: BookingRecord,
  chosen: string[],
  { setup, holding }: { setup: BookingSetup; holding: Holding[] },
): string[] {
  if (!HOLDING_STATUSES.includes(booking.status)) {
    throw conflict(
      wordsOf('refusal.bookingHoldsNoTable', (language) => ({ status: statusIn(language, booking.status) })),
    );
  }
  const stay = { start: booking.startsAt, end: booking.endsAt };
  const sameTables = (names: string[]) =>
    names.length === chosen.length && names.every((name) => chosen.includes(name));
  const choice = tableChoices(setup, { party: 0, stay, holding }).find((each) => sameTables(each.tables));
  if (!choice) {
    throw refused('not_offered', wordsOf('refusal.notATableChoice', { tables: tablesLabel(chosen) }));
  }
  if (choice.seats < booking.party) {
    throw refused(
      'party_too_large',
      wordsOf('refusal.tablesSeatTooFew', {
        tables: tablesLabel(choice.tables),
        seats: choice.seats,
        party: booking.party,
      }),
    );
  }
  if (!choice.free) {
    const taken = choice.tables.filter((name) => heldDuring(stay, holding).has(name));
    throw refused('taken', wordsOf('refusal.tablesBookedDuringStay', { tables: tablesLabel(taken) }));
  }
  return choice.tables;
}
