import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';

/**
 * The moments a calendar day (YYYY-MM-DD) starts and ends in a time zone: [start, end). A day
 * across a daylight-saving change is 23 or 25 hours long.
 */
export function dayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const start = new TZDate(year, month - 1, date, timeZone);
  return { start: new Date(start.getTime()), end: new Date(addDays(start, 1).getTime()) };
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
