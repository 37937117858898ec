import { z } from 'zod';
import { calendarDay } from './days.ts';
import { languageSchema } from './language-schemas.ts';
import { phoneSchema } from './phone.ts';
import { weeklyScheduleSchema } from './restaurant.ts';
import { lineOfText, multilineText, token } from './text.ts';

/**
 * Table bookings: the owner's set-up (`/api/bookings/setup`), the times a party can book
 * (`/api/bookings/slots`), a booking and its life (`/api/bookings`). Days and times are the
 * restaurant's (YYYY-MM-DD, HH:MM on its clock).
 */

const whole = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** The largest table or party the set-up takes. */
export const MOST_SEATS = 50;

export const bookingTableSchema = z.object({
  name: lineOfText({ label: 'Table name', min: 1, max: 40 }),
  seats: whole('Seats', 1, MOST_SEATS),
});
export type BookingTable = z.infer<typeof bookingTableSchema>;

/** Tables the owner may push together for one party, by their names in the set-up (e.g. ["T1", "T2"]). */
export const tableCombinationSchema = z
  .array(lineOfText({ label: 'A combined table’s name', max: 40 }), {
    message: 'A combination must be a list of table names',
  })
  .min(2, 'A combination needs at least two tables')
  .max(20, 'A combination can have at most 20 tables');
export type TableCombination = z.infer<typeof tableCombinationSchema>;

/** "T1 + T2": how a booking's tables are written for staff and diners. */
export const tablesLabel = (names: readonly string[]) => names.join(' + ');

/** Why a set-up's combinations do not hold, or undefined when they do. */
function combinationProblem(tables: BookingTable[], combinations: TableCombination[]): string | undefined {
  const names = new Set(tables.map((table) => table.name));
  const seen = new Set<string>();
  for (const combination of combinations) {
    const unknown = combination.find((name) => !names.has(name));
    if (unknown !== undefined) return `${tablesLabel(combination)}: ${unknown} is not a table of the set-up`;
    if (new Set(combination).size !== combination.length) {
      return `${tablesLabel(combination)}: a table cannot be combined with itself`;
    }
    const key = JSON.stringify([...combination].sort());
    if (seen.has(key)) return `${tablesLabel(combination)} is given twice`;
    seen.add(key);
  }
  return undefined;
}

/** How long a party keeps its table: parties of up to `upTo` people stay `minutes`. */
export const stayRuleSchema = z.object({
  upTo: whole('Party size', 1, MOST_SEATS),
  minutes: whole('Stay', 15, 12 * 60),
});
export type StayRule = z.infer<typeof stayRuleSchema>;

export const confirmModes = ['auto', 'staff'] as const;
export type ConfirmMode = (typeof confirmModes)[number];

/** PUT/GET /api/bookings/setup: the owner's rules for table bookings. */
export const bookingSetupSchema = z
  .object({
    tables: z.array(bookingTableSchema).max(200, 'At most 200 tables'),
    combinations: z
      .array(tableCombinationSchema)
      .max(100, 'At most 100 combinations')
      .optional()
      .describe(
        'Tables that may be pushed together for a party no single free table seats, e.g. [["T1","T2"],["T1","T2","T3"]]; absent: none',
      ),
    hours: weeklyScheduleSchema
      .optional()
      .describe(
        'When tables are booked, per weekday (a stay ends by their end), within the opening hours: closed days and dated exceptions still apply; absent: the opening hours',
      ),
    slotMinutes: whole('Slot interval', 5, 120).describe('A time is offered every this many minutes from opening'),
    stayMinutes: z
      .array(stayRuleSchema)
      .min(1, 'Give at least one stay time')
      .max(10, 'At most 10 stay times')
      .describe('Ascending by upTo; a party larger than the last upTo stays the last minutes'),
    leadMinutes: whole('Lead time', 0, 7 * 24 * 60).describe('How long before its time a table can still be booked'),
    daysAhead: whole('Days ahead', 0, 365).describe('How many days after today can be booked'),
    largestParty: whole('Largest party', 1, MOST_SEATS).describe('Larger parties are asked to call'),
    confirm: z.enum(confirmModes, { message: 'Confirm must be auto or staff' }),
    cancelCutoffMinutes: whole('Cancellation cut-off', 0, 7 * 24 * 60).describe(
      'A diner can cancel until this many minutes before the time',
    ),
    guests: z
      .boolean()
      .optional()
      .describe('Whether visitors may book without an account; absent: as the owner last chose, else GUEST_BOOKINGS'),
    bookingsPerDiner: whole('Bookings per diner', 1, MOST_SEATS)
      .optional()
      .describe(
        'How many bookings still to come (pending or confirmed) one account, or one email address, may hold at once; absent: 3',
      ),
    requestHoldMinutes: whole('Hold of a request', 5, 7 * 24 * 60)
      .optional()
      .describe(
        'With confirm: staff, how long a request waiting for staff holds its table (from when it was made or changed); after that the table may be booked by others, and confirming it checks the table is still free. Absent: 120',
      ),
  })
  .refine((setup) => new Set(setup.tables.map((table) => table.name.toLowerCase())).size === setup.tables.length, {
    message: 'Two tables have the same name',
    path: ['tables'],
  })
  .superRefine((setup, context) => {
    const problem = combinationProblem(setup.tables, setup.combinations ?? []);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['combinations'] });
  })
  .refine(
    (setup) => setup.stayMinutes.every((rule, index, all) => index === 0 || rule.upTo > (all[index - 1]?.upTo ?? 0)),
    {
      message: 'Stay times must go up by party size, each size once',
      path: ['stayMinutes'],
    },
  );
export type BookingSetup = z.infer<typeof bookingSetupSchema>;

/** The set-up's limits against floods, where the owner has not chosen them. */
export const DEFAULT_BOOKING_LIMITS = { bookingsPerDiner: 3, requestHoldMinutes: 120 } as const;

/** The set-up's limits: the owner's, else DEFAULT_BOOKING_LIMITS. */
export const bookingLimitsOf = (setup: Pick<BookingSetup, 'bookingsPerDiner' | 'requestHoldMinutes'>) => ({
  bookingsPerDiner: setup.bookingsPerDiner ?? DEFAULT_BOOKING_LIMITS.bookingsPerDiner,
  requestHoldMinutes: setup.requestHoldMinutes ?? DEFAULT_BOOKING_LIMITS.requestHoldMinutes,
});

/** The set-up of a restaurant whose owner has not set bookings up: no tables, so no times. */
export const DEFAULT_BOOKING_SETUP: BookingSetup = {
  tables: [],
  slotMinutes: 15,
  stayMinutes: [
    { upTo: 4, minutes: 90 },
    { upTo: MOST_SEATS, minutes: 120 },
  ],
  leadMinutes: 120,
  daysAhead: 60,
  largestParty: 8,
  confirm: 'staff',
  cancelCutoffMinutes: 120,
};

/** How long a party of `party` keeps its table under a set-up's stay rules. */
export function stayFor(party: number, rules: StayRule[]): number {
  return (rules.find((rule) => party <= rule.upTo) ?? rules.at(-1))?.minutes ?? 90;
}

const daySchema = calendarDay('Date must be a day as YYYY-MM-DD');
const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM');
const partySchema = z.coerce
  .number({ message: 'Party size must be a number' })
  .int('Party size must be a whole number')
  .min(1, 'Party size must be at least 1')
  .max(MOST_SEATS, `Party size must be at most ${MOST_SEATS}`);

/** GET /api/bookings/slots?date=&party= */
export const slotsQuerySchema = z.object({ date: daySchema, party: partySchema });

/** One time of a day, and whether a table fits the party for its whole stay. */
export const slotSchema = z.object({ time: timeSchema, available: z.boolean() });
export const slotsSchema = z.array(slotSchema);
export type Slot = z.infer<typeof slotSchema>;

/** GET /api/bookings/first-free-day?party= (public): the first day with a free time for the party, where the forms open. */
export const firstFreeDayQuerySchema = z.object({ party: partySchema });
export const firstFreeDaySchema = z.object({
  /** YYYY-MM-DD on the restaurant's clock, today at the earliest; null when no day it books ahead has a free time. */
  date: daySchema.nullable(),
});
export type FirstFreeDay = z.infer<typeof firstFreeDaySchema>;

/** GET /api/bookings/rules: what a diner's form needs before asking for times (public). */
export const bookingRulesSchema = z.object({
  largestParty: z.number().int(),
  daysAhead: z.number().int(),
  cancelCutoffMinutes: z.number().int(),
  /** The restaurant's phone, for larger parties; null when none is configured. */
  phone: z.string().nullable(),
  /** Whether visitors can book without an account (GUEST_BOOKINGS). */
  guests: z.boolean(),
  /** Whether any table is set up at all. */
  open: z.boolean(),
});
export type BookingRules = z.infer<typeof bookingRulesSchema>;

/** What the diner or the host tells the kitchen about a party. */
const bookingNoteSchema = multilineText({ label: 'Note', max: 500 })
  .optional()
  .describe('Allergies, a high chair, the occasion');

/** POST /api/bookings (and /api/guest/bookings) */
export const createBookingSchema = z.object({
  date: daySchema,
  time: timeSchema,
  party: partySchema,
  name: lineOfText({ label: 'Name', min: 1, max: 100 }),
  phone: phoneSchema,
  email: z.email({ message: 'Give an email address' }).max(254).toLowerCase(),
  note: bookingNoteSchema,
  language: languageSchema
    .optional()
    .describe(
      'The language of the page it is requested from: its mails are written in it (one not offered: the default)',
    ),
});
export type CreateBooking = z.infer<typeof createBookingSchema>;

export const bookingStatuses = ['pending', 'confirmed', 'declined', 'seated', 'no_show', 'done', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** The statuses in which a booking holds its table. */
export const HOLDING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'seated'];

/** The statuses in which a booking may still get a new day, time or party size (and its diner cancel it). */
export const CHANGEABLE_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed'];

/** Which status a booking may go to from each, by staff. */
export const STAFF_MOVES: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'declined', 'cancelled'],
  confirmed: ['seated', 'no_show', 'cancelled'],
  seated: ['done'],
  declined: [],
  no_show: [],
  done: [],
  cancelled: [],
};

/** 201 of POST /api/bookings (and /api/guest/bookings, with the key that opens a guest's booking) */
export const bookingCreatedSchema = z.object({
  id: z.uuid(),
  status: z.enum(bookingStatuses),
  key: z.string().optional().describe('A guest’s booking: the signed key of its page, /guest-booking/:id?key='),
});
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

/**
 * 409 of POST /api/bookings: why not (`details.reason`), and the nearest free times that day;
 * `too_many`: the diner (their account or email) holds as many bookings to come as the set-up allows.
 */
export const bookingRefusals = ['taken', 'not_offered', 'party_too_large', 'too_many'] as const;
export type BookingRefusal = (typeof bookingRefusals)[number];
export interface BookingRefusalDetails {
  reason: BookingRefusal;
  alternatives: string[];
}

/** PATCH /api/bookings/:id */
export const updateBookingSchema = z
  .object({
    status: z.enum(['confirmed', 'declined', 'seated', 'no_show', 'done', 'cancelled'], {
      message: 'Status must be confirmed, declined, seated, no_show, done or cancelled',
    }),
    reason: lineOfText({ label: 'Reason', max: 300 }).optional(),
  })
  .refine((update) => update.status !== 'declined' || Boolean(update.reason), {
    message: 'Say why the booking is declined',
    path: ['reason'],
  });
export type UpdateBooking = z.infer<typeof updateBookingSchema>;

export const bookingIdSchema = z.uuid({ message: 'Booking id must be a UUID' });

/**
 * GET /api/bookings?mine=true (a diner's own), ?date=YYYY-MM-DD (staff: that day's), or
 * ?status=pending (staff: the requests waiting for them, of every day, soonest first).
 */
export const bookingsQuerySchema = z
  .object({
    mine: z.enum(['true']).optional(),
    date: daySchema.optional(),
    status: z.enum(['pending'], { message: 'status must be pending' }).optional(),
  })
  .refine((query) => [query.mine, query.date, query.status].filter((asked) => asked !== undefined).length === 1, {
    message: 'Ask for one of mine=true, a date or status=pending',
    path: ['mine'],
  });

/** PUT /api/bookings/:id/tables (staff): the table, or the tables pushed together, a booking gets. */
export const chooseTablesSchema = z.object({
  tables: z
    .array(lineOfText({ label: 'Table name', min: 1, max: 40 }), { message: 'tables must be a list of table names' })
    .min(1, 'Give a table')
    .max(20, 'At most 20 tables')
    .describe('One table of the set-up, or one of its combinations, e.g. ["T1"] or ["T1","T2"]'),
});
export type ChooseTables = z.infer<typeof chooseTablesSchema>;

/** GET /api/bookings/:id/tables (staff): each table and combination of the set-up that seats the booking's party. */
export const tableChoicesSchema = z.array(
  z.object({
    tables: z.array(z.string()).min(1),
    seats: z.number().int(),
    free: z
      .boolean()
      .describe('No other booking holds any of them during this booking’s stay (its own tables count as free)'),
  }),
);
export type TableChoices = z.infer<typeof tableChoicesSchema>;

/** GET /api/bookings/floor?date=YYYY-MM-DD (staff): what the board's timeline is drawn on. */
export const floorQuerySchema = z.object({ date: daySchema });
export const bookingFloorSchema = z.object({
  tables: z.array(bookingTableSchema).describe('Every table of the set-up, in its order'),
  openings: z
    .array(z.object({ start: z.iso.datetime(), end: z.iso.datetime() }))
    .describe(
      'The day’s booking hours (the opening hours that start that day, within the set-up’s own hours), in order; none when closed',
    ),
});
export type BookingFloor = z.infer<typeof bookingFloorSchema>;

export const bookingViewSchema = z.object({
  id: z.uuid(),
  date: z.string().describe('YYYY-MM-DD, restaurant time'),
  time: z.string().describe('HH:MM, restaurant time'),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  party: z.number().int(),
  table: z.string().describe('The table, or the tables pushed together written "T1 + T2"'),
  tables: z.array(z.string()).min(1).describe('The names of the tables the booking holds'),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  note: z.string().nullable(),
  status: z.enum(bookingStatuses),
  reason: z.string().nullable().describe('Why it was declined'),
  /** Whether the diner can still cancel it (before the cut-off). */
  cancellable: z.boolean(),
  holdsUntil: z.iso
    .datetime()
    .nullable()
    .describe(
      'A request waiting for staff: until when it holds its table (the set-up’s requestHoldMinutes); null for any other booking',
    ),
  createdAt: z.iso.datetime(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;
export const bookingListSchema = z.array(bookingViewSchema);

/**
 * What a `booking` message of the live stream tells: a booking (or walk-in) just made; a confirmed
 * booking its diner changed, which waits for staff to confirm it again; any other change.
 */
export const bookingChanges = ['made', 'reconfirm', 'changed'] as const;
export type BookingChange = (typeof bookingChanges)[number];

/**
 * One `booking` message of the live stream (GET /api/events): a booking as it is now,
 * just made or after a change. Staff and admins get every booking's, a diner their own bookings' only.
 */
export const bookingStreamEventSchema = z.object({
  type: z.literal('booking'),
  change: z
    .enum(bookingChanges)
    .describe(
      'made: a new booking or walk-in; reconfirm: a confirmed booking its diner changed, to be confirmed again; changed: any other change',
    ),
  booking: bookingViewSchema,
});
export type BookingStreamEvent = z.infer<typeof bookingStreamEventSchema>;

/** POST /api/bookings/walk-ins (staff): a party seated now without a booking; no account, no mail. */
export const walkInSchema = z.object({
  party: partySchema,
  name: lineOfText({ label: 'Name', max: 100 }).optional().describe('Who the table is for; "Walk-in" when left out'),
  note: bookingNoteSchema,
});
export type WalkIn = z.infer<typeof walkInSchema>;

/** PUT /api/bookings/:id/visit: a pending or confirmed booking's new day, time and party size. */
export const changeBookingSchema = z.object({ date: daySchema, time: timeSchema, party: partySchema });
export type ChangeBooking = z.infer<typeof changeBookingSchema>;

/** 200 of PUT /api/bookings/:id/visit: the booking as changed. */
export const bookingChangedSchema = bookingViewSchema.extend({
  confirmAgain: z
    .boolean()
    .describe('The change took a confirmed booking back to pending: the restaurant confirms it again'),
});
export type BookingChanged = z.infer<typeof bookingChangedSchema>;

/**
 * POST /api/bookings/:id/decline-all (staff): declines every request still waiting for staff made
 * from this booking's email address, or from the client address it was made from (a flood of
 * requests), this one included, each with the reason.
 */
export const declineAllSchema = z.object({
  from: z.enum(['email', 'address'], { message: 'From must be email or address' }),
  reason: lineOfText({ label: 'Reason', min: 1, max: 300 }),
});
export type DeclineAll = z.infer<typeof declineAllSchema>;
export const declinedAllSchema = z.object({
  declined: z.array(bookingViewSchema).describe('The requests declined, by time'),
});
export type DeclinedAll = z.infer<typeof declinedAllSchema>;

/** ?key= of /api/guest/bookings/:id: the signed key from a guest's mail or confirmation. */
export const guestBookingQuerySchema = z.object({ key: token({ label: 'Booking key', max: 200 }) });

/** PATCH /api/guest/bookings/:id: a guest cancels their booking, until the cut-off. */
export const guestCancelSchema = z.object({
  status: z.literal('cancelled', { message: 'A guest can only cancel: status must be cancelled' }),
});
