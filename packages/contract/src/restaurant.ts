import { z } from 'zod';
import { billSettingsSchema } from './bill-settings.ts';
import { calendarDay } from './days.ts';
import { orderAcceptanceSchema } from './orders.ts';
import { multilineText } from './text.ts';
import { type Weekday, weekdays } from './weekdays.ts';

export { type Weekday, weekdays };

/** A time of day on the restaurant's clock, 24-hour "HH:MM". */
export const timeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time of day as HH:MM, from 00:00 to 23:59');

/**
 * One opening window of a day: it opens and closes on the restaurant's clock. A window that
 * closes before it opens runs past midnight into the next day (18:00–02:00); one that opens and
 * closes at the same time lasts 24 hours (00:00–00:00: open all day).
 */
export const openingWindowSchema = z.object({ opens: timeOfDaySchema, closes: timeOfDaySchema });
export type OpeningWindow = z.infer<typeof openingWindowSchema>;

const dayWindows = z.array(openingWindowSchema).max(4, 'At most four opening windows a day');

/** The opening hours of each day of the week (an empty list: closed that day). */
export const weeklyScheduleSchema = z.object(
  Object.fromEntries(weekdays.map((day) => [day, dayWindows])) as Record<Weekday, typeof dayWindows>,
);
export type WeeklySchedule = z.infer<typeof weeklyScheduleSchema>;

/** A dated exception to the week: closed all day, or other hours that day. */
export const scheduleExceptionSchema = z.object({
  date: calendarDay('An exception is for a day, YYYY-MM-DD'),
  /** No windows: closed all day. */
  windows: dayWindows,
  /** What diners are told, e.g. "Closed for a private party". */
  note: multilineText({ label: 'Note', max: 120 }).optional(),
});
export type ScheduleException = z.infer<typeof scheduleExceptionSchema>;

/** What an administrator sets on the settings page (GET and PUT /api/restaurant/settings). */
export const restaurantSettingsSchema = z.object({
  weekly: weeklyScheduleSchema,
  exceptions: z
    .array(scheduleExceptionSchema)
    .max(366)
    .refine((list) => new Set(list.map((exception) => exception.date)).size === list.length, 'One exception per day'),
  /** Minutes the kitchen needs: "as soon as possible" is now plus this, at the earliest. */
  preparationMinutes: z.number().int().min(0).max(240),
  /** Pickup times are offered every this many minutes. */
  slotMinutes: z.number().int().min(5).max(120),
  /** How many days after today a diner may order for (0: today only). */
  daysAhead: z.number().int().min(0).max(14),
  /** The last pickup is this many minutes before closing. */
  lastOrderMinutes: z.number().int().min(0).max(240),
  /** The most orders for one pickup time; 0 for no limit. */
  maxOrdersPerSlot: z.number().int().min(0).max(1000),
  /**
   * Whether diners may order without an account (name, email, phone and card). GET answers it as
   * it stands (GUEST_CHECKOUT until an admin chooses); PUT without it leaves it as it is.
   */
  guestCheckout: z.boolean().optional(),
  /**
   * How the bill is made: tax and tips. GET answers it as it stands (the environment's TAX_* and
   * TIP_PRESETS until an admin chooses); PUT without it leaves it as it is.
   */
  bill: billSettingsSchema.optional(),
  /**
   * The shop says "Only 3 left" of a counted dish or choice with this many left or fewer (0:
   * never). GET answers it as it stands (5 until an admin chooses); PUT without it leaves it.
   */
  lowStockThreshold: z.number().int().min(0).max(1000).optional(),
  /**
   * How paid orders reach the kitchen: `accept` (see orderAcceptanceSchema). GET answers it as it
   * stands (`{ mode: "auto" }` until an admin chooses); PUT without it leaves it as it is.
   */
  orders: z.object({ accept: orderAcceptanceSchema }).optional(),
  /**
   * At the table (docs/tables.md): `firstRoundOpens`, whether a round sent from the card of a table
   * staff have not opened opens it, the round waiting for the kitchen's confirmation. GET answers it
   * as it stands (off until an admin chooses); PUT without it leaves it as it is.
   */
  tables: z.object({ firstRoundOpens: z.boolean() }).optional(),
});
export type RestaurantSettings = z.infer<typeof restaurantSettingsSchema>;

/**
 * PUT /api/restaurant/pause (staff, admins): for some minutes, or (no minutes) until resumed.
 * Pickup times after the pause (for a pause until resumed, from the restaurant's next day) can
 * still be ordered for, within the owner's days ahead.
 */
export const pauseRequestSchema = z.object({
  minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .optional(),
  message: multilineText({ label: 'Message', max: 200 }).optional(),
});

/** PUT /api/menu/:id/availability (staff, admins): sold out for the rest of the day, until further notice, or back. */
export const availabilitySchema = z.object({ soldOut: z.enum(['today', 'indefinitely', 'no']) });

/** One day's hours as they stand (after exceptions). */
export const openingDaySchema = z.object({
  date: z.string().describe('YYYY-MM-DD on the restaurant’s clock'),
  weekday: z.enum(weekdays),
  windows: z.array(openingWindowSchema),
  /** The note of the day's exception, if any ("Closed for a private party"). */
  note: z.string().nullable(),
});
export type OpeningDay = z.infer<typeof openingDaySchema>;

/** GET /api/restaurant: what a diner needs to know before ordering (public). */
export const restaurantStatusSchema = z.object({
  /** The restaurant's time zone: every time is shown on its clock. */
  timeZone: z.string(),
  /** The server's time (ISO), which the rules were read at. */
  now: z.string(),
  openNow: z.boolean(),
  /** When it next opens (ISO), or null when no opening is set in the next two weeks. */
  nextOpening: z.string().nullable(),
  /** Online ordering paused by the kitchen: until when (null: until resumed), and its message. */
  paused: z.object({ until: z.string().nullable(), message: z.string().nullable() }).nullable(),
  /** The usual week, and the next seven days from today as they stand. */
  weekly: weeklyScheduleSchema,
  days: z.array(openingDaySchema),
  /** The pickup time "as soon as possible" gives now (ISO), or null when it is not on offer. */
  asap: z.string().nullable(),
  /** The pickup times a diner can choose now (ISO), those already full left out. */
  pickupTimes: z.array(z.string()),
  /** Whether a diner may order without signing in (checkout asks name, email and phone). */
  guestCheckout: z.boolean(),
  /** What the payment page offers and says: the tips (percent; none: no tips) and whether prices include tax. */
  tipPresets: z.array(z.number()),
  taxIncluded: z.boolean(),
  /** The restaurant's tax (VAT) number, printed on receipts; null when none is set. */
  taxNumber: z.string().nullable(),
  /** The shop says "Only 3 left" of a counted dish with this many left or fewer (0: never). */
  lowStockThreshold: z.number().int(),
});
export type RestaurantStatus = z.infer<typeof restaurantStatusSchema>;
