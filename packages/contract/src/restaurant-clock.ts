// Zod-free on purpose: the browser's first load words the opening hours with this.

/**
 * Days and times on the restaurant's clock (its time zone), whatever zone the server or the
 * device is in: a diner abroad sees the pickup time the kitchen sees. The one place that does
 * calendar arithmetic and words moments for people, on the server and in the browser.
 */

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];

/** The date `count` days after `day` (YYYY-MM-DD, calendar arithmetic; negative goes back). */
export function dayAfter(day: string, count = 1): string {
  const [year, month, date] = parts(day);
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

const wallTimes = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
);

/** A time of day on the restaurant's clock (HH:MM, as the bookings' times are given) as the clock words it: "7:45 PM". */
export function wallTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return wallTimes().format(Date.UTC(2000, 0, 1, hours, minutes));
}

const HOUR = 3_600_000;
export type Moment = string | Date;
const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** How far a zone's clocks are ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  let wallClock = wallClocks.get(timeZone);
  if (!wallClock) {
    wallClock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(timeZone, wallClock);
  }
  const parts = wallClock.formatToParts(instant);
  const shown = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const asIfUtc = Date.UTC(
    shown('year'),
    shown('month') - 1,
    shown('day'),
    shown('hour'),
    shown('minute'),
    shown('second'),
  );
  return asIfUtc - (instant - (instant % 1000));
}

/**
 * The moment a time of day ("HH:MM") happens on a date in a time zone. Through a daylight-saving
 * change a time that does not exist moves forward an hour, and one that happens twice is the first.
 */
export function momentOn(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = parts(day);
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, date, hours, minutes);
  // The zone's offset before and after any change near that day: the moment is one of these two.
  const before = wall - offsetAt(wall - 24 * HOUR, timeZone);
  const after = wall - offsetAt(wall + 24 * HOUR, timeZone);
  const shows = (instant: number) => instant + offsetAt(instant, timeZone) === wall;
  const candidates = [before, after].filter(shows).sort((a, b) => a - b);
  // None shows it: the clocks jumped over it, and the offset from before the jump moves it forward.
  return new Date(candidates[0] ?? before);
}

/**
 * The moments a calendar day (YYYY-MM-DD) starts and ends in a time zone: [start, end). A day
 * across a daylight-saving change is 23 or 25 hours long.
 */
export function dayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  return { start: momentOn(day, '00:00', timeZone), end: momentOn(dayAfter(day), '00:00', timeZone) };
}

/**
 * An instant as ISO 8601 on a zone's clock, to the second, with that clock's offset:
 * "2026-11-26T08:05:00+05:30" (for files read by other programs, such as the orders CSV).
 */
export function isoInZone(instant: Moment, timeZone: string): string {
  const at = new Date(instant).getTime();
  const offsetMinutes = Math.round(offsetAt(at, timeZone) / 60_000);
  const wall = new Date(at - (at % 1000) + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.trunc(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${wall}${sign}${hours}:${minutes}`;
}

/** Whether a time zone name is one the platform knows (IANA, e.g. Europe/Paris). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A value made on first use: a formatter costs milliseconds to make, and a page uses few of them. */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

function makeClock(timeZone: string, locale: string) {
  const format = (options: Intl.DateTimeFormatOptions) =>
    onFirstUse(() => new Intl.DateTimeFormat(locale, { timeZone, ...options }));
  const relativeDay = onFirstUse(() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const clockTime = format({ hour: 'numeric', minute: '2-digit' });
  const hourMark = format({ hour: 'numeric' });
  const dayName = format({ weekday: 'short', month: 'short', day: 'numeric' });
  const weekdayName = format({ weekday: 'long', month: 'short', day: 'numeric' });
  const longDate = format({ dateStyle: 'long' });
  const dateAndTime = format({ dateStyle: 'medium', timeStyle: 'short' });
  const dateKey = onFirstUse(
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );

  /** The restaurant's date of a moment, YYYY-MM-DD. */
  const dateOf = (moment: Moment) => dateKey().format(new Date(moment));
  /** "12:30 PM" */
  const time = (moment: Moment) => clockTime().format(new Date(moment));
  /** "today", "tomorrow" (in the clock's language) or "Wed, Nov 25", seen from `now`: as a sentence says it. */
  function dayInSentence(moment: Moment, now: Date): string {
    const date = dateOf(moment);
    const today = dateOf(now);
    if (date === today) return relativeDay().format(0, 'day');
    if (date === dayAfter(today)) return relativeDay().format(1, 'day');
    return dayName().format(new Date(moment));
  }
  /** "Today", "Tomorrow" or "Wed, Nov 25", seen from `now`: as a heading or a list says it. */
  const day = (moment: Moment, now: Date): string => {
    const named = dayInSentence(moment, now);
    return named.charAt(0).toLocaleUpperCase(locale) + named.slice(1);
  };

  return {
    timeZone,
    dateOf,
    day,
    dayInSentence,
    time,
    /** "7 PM": an hour's mark on a timeline. */
    hour: (moment: Moment) => hourMark().format(new Date(moment)),
    /** "Friday, Nov 27": a day named in a sentence. */
    weekday: (moment: Moment) => weekdayName().format(new Date(moment)),
    /** "November 23, 2026" */
    date: (moment: Moment) => longDate().format(new Date(moment)),
    /** "today at 12:30 PM", "tomorrow at 11:00 AM", "Wed, Nov 25 at 11:00 AM", seen from `now`. */
    when: (moment: Moment, now: Date): string => `${dayInSentence(moment, now)} at ${time(moment)}`,
    /** "Nov 25, 2026, 7:30 PM": a moment in a list of past ones (payments). */
    stamp: (moment: Moment) => dateAndTime().format(new Date(moment)),
    /** "Wed, Nov 25": a day named in words read later (mail), where "today" would mislead. */
    shortDay: (moment: Moment) => dayName().format(new Date(moment)),
    /** "Wed, Nov 25 at 7:30 PM": for words read later (mail), where "today" would mislead. */
    on: (moment: Moment) => `${dayName().format(new Date(moment))} at ${time(moment)}`,
  };
}

export type RestaurantClock = ReturnType<typeof makeClock>;
const clocks = new Map<string, RestaurantClock>();

/**
 * The clock of a time zone, its dates and times written for a locale (`fr`, `ar`; the spec's
 * `en-US` unless told), made once and shared by every caller. `when` and `on` join a day and a
 * time in English words: a page in another language joins `dayInSentence` and `time` in its own.
 */
export function restaurantClock(timeZone: string, locale = 'en-US'): RestaurantClock {
  const key = `${timeZone} ${locale}`;
  let clock = clocks.get(key);
  if (!clock) {
    clock = makeClock(timeZone, locale);
    clocks.set(key, clock);
  }
  return clock;
}

/** The date (YYYY-MM-DD) at an instant on the clock of a time zone. */
export function localDay(instant: Moment, timeZone: string): string {
  return restaurantClock(timeZone).dateOf(instant);
}
