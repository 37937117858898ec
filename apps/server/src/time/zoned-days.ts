import { TZDate } from '@date-fns/tz';

/** Calendar days and times of day on a clock of some time zone (the restaurant's). */

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];

/** The date (YYYY-MM-DD) at an instant on the clock of a time zone. */
export function localDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** A time of day as people read it ("2:05 PM") on the clock of a time zone. */
export function clockTimeIn(timeZone: string): (instant: Date) => string {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  return (instant) => format.format(instant);
}

/** The date `count` days after `day` (YYYY-MM-DD, calendar arithmetic; negative goes back). */
export function dayAfter(day: string, count = 1): string {
  const [year, month, date] = parts(day);
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

/**
 * The moment a time of day ("HH:MM") happens on a date in a time zone. Through a daylight-saving
 * change a time that does not exist moves forward an hour, and one that happens twice is the first.
 */
export function momentOn(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = parts(day);
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, date, hours, minutes, timeZone).getTime());
}

/**
 * The moments a calendar day (YYYY-MM-DD) starts and ends in a time zone: [start, end). A day
 * across a daylight-saving change is 23 or 25 hours long.
 */
export function dayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  return { start: momentOn(day, '00:00', timeZone), end: momentOn(dayAfter(day), '00:00', timeZone) };
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
