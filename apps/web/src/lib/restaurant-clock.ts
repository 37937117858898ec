import type { OpeningWindow, WeeklySchedule } from '@bistro/contract/restaurant';
import { weekdays } from '@bistro/contract/weekdays';

/** The date after a date (YYYY-MM-DD), by the calendar. */
function nextDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** A value made on first use: a formatter costs milliseconds to make, and a page uses few of them. */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

function makeClock(timeZone: string) {
  const format = (options: Intl.DateTimeFormatOptions) =>
    onFirstUse(() => new Intl.DateTimeFormat('en-US', { timeZone, ...options }));
  const clockTime = format({ hour: 'numeric', minute: '2-digit' });
  const dayName = format({ weekday: 'short', month: 'short', day: 'numeric' });
  const longDate = format({ dateStyle: 'long' });
  const dateKey = onFirstUse(
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );

  /** The restaurant's date of a moment, YYYY-MM-DD. */
  const dateOf = (moment: string | Date) => dateKey().format(new Date(moment));
  /** "Today", "Tomorrow" or "Wed, Nov 25". */
  function day(moment: string | Date, now: Date): string {
    const date = dateOf(moment);
    const today = dateOf(now);
    if (date === today) return 'Today';
    if (date === nextDate(today)) return 'Tomorrow';
    return dayName().format(new Date(moment));
  }

  return {
    timeZone,
    dateOf,
    day,
    /** "November 23, 2026" */
    date: (moment: string | Date) => longDate().format(new Date(moment)),
    /** "12:30 PM" */
    time: (moment: string | Date) => clockTime().format(new Date(moment)),
    /** "today at 12:30 PM", "tomorrow at 11:00 AM", "Wed, Nov 25 at 11:00 AM" */
    when(moment: string | Date, now: Date): string {
      const named = day(moment, now);
      const lead = named === 'Today' || named === 'Tomorrow' ? named.toLowerCase() : named;
      return `${lead} at ${clockTime().format(new Date(moment))}`;
    },
  };
}

const clocks = new Map<string, ReturnType<typeof makeClock>>();

/**
 * Moments on the restaurant's clock (its time zone), whatever zone the device is in: a diner
 * abroad sees the pickup time the kitchen sees. One clock per time zone, shared by every caller.
 */
export function restaurantClock(timeZone: string) {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = makeClock(timeZone);
    clocks.set(timeZone, clock);
  }
  return clock;
}
export type RestaurantClock = ReturnType<typeof restaurantClock>;

/** "11:00" → "11:00am", "22:30" → "10:30pm": hours as the site writes them. */
export function hourOfDay(time: string, separator = ':'): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}${separator}${String(minutes).padStart(2, '0')}${hours < 12 ? 'am' : 'pm'}`;
}

const isAllDay = (window: OpeningWindow) => window.opens === window.closes;

/** "11:00am to 10:00pm", or "open all day" for a 24-hour window. */
export function windowText(window: OpeningWindow): string {
  return isAllDay(window) ? 'open all day' : `${hourOfDay(window.opens)} to ${hourOfDay(window.closes)}`;
}

/**
 * The sub-heading of ORDER ONLINE on the home page, written as the spec writes the seeded hours:
 * '----From 11:00am to 10.00Pm----'.
 */
export function orderOnlineLine(windows: OpeningWindow[]): string {
  if (windows.length === 0) return '----Closed today----';
  if (windows.some(isAllDay)) return '----Open all day----';
  const spans = windows.map((window) => {
    const closes = hourOfDay(window.closes, '.');
    return `${hourOfDay(window.opens)} to ${closes.slice(0, -2)}${closes.at(-2)?.toUpperCase()}${closes.at(-1)}`;
  });
  return `----From ${spans.join(' and ')}----`;
}

const shortDays: Record<(typeof weekdays)[number], string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

/**
 * The usual week in a few lines, days with the same hours together: "Open every day, 11:00am to
 * 10:00pm", or "Mon–Fri: 11:00am to 10:00pm", "Sat: 10:00am to 11:00pm", "Sun: closed".
 */
export function weekHours(weekly: WeeklySchedule): string[] {
  const hoursOf = (day: (typeof weekdays)[number]) => weekly[day].map(windowText).join(', ') || 'closed';
  const groups: { first: string; last: string; hours: string }[] = [];
  for (const day of weekdays) {
    const hours = hoursOf(day);
    const previous = groups.at(-1);
    if (previous && previous.hours === hours) previous.last = shortDays[day];
    else groups.push({ first: shortDays[day], last: shortDays[day], hours });
  }
  if (groups.length === 1 && groups[0]) return [`Open every day, ${groups[0].hours}`];
  return groups.map(({ first, last, hours }) => `${first === last ? first : `${first}–${last}`}: ${hours}`);
}
