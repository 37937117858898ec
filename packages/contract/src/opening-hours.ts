// Zod-free on purpose: the browser's first load words the opening hours with this.

import type { OpeningWindow, WeeklySchedule } from './restaurant.ts';
import { dayAfter, localDay, momentOn } from './restaurant-clock.ts';
import { type Weekday, weekdays } from './weekdays.ts';

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

/**
 * Hours that are not every day's, in a few words with the closed days left out: a section's
 * "Mon–Fri: 11:00am to 3:00pm", or "every day, 11:00am to 3:00pm".
 */
export function servedHours(weekly: WeeklySchedule): string {
  const lines = weekHours(weekly);
  const every = lines.length === 1 ? /^Open every day, (.*)$/.exec(lines[0] ?? '') : null;
  if (every) return `every day, ${every[1]}`;
  return lines.filter((line) => !line.endsWith(': closed')).join('; ') || 'on no day';
}

/** The weekday of a date (YYYY-MM-DD). */
export function weekdayOf(day: string): Weekday {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // getUTCDay: 0 is Sunday; our week starts on Monday.
  return weekdays[(new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7] as Weekday;
}

/**
 * Whether an instant falls in a week's hours on a time zone's clock: in a window of its day, or
 * of the day before that runs past midnight (18:00–02:00); 00:00–00:00 is the whole day.
 */
export function withinHours(weekly: WeeklySchedule, instant: Date, timeZone: string): boolean {
  const today = localDay(instant, timeZone);
  return [dayAfter(today, -1), today].some((day) =>
    weekly[weekdayOf(day)].some((window) => {
      const start = momentOn(day, window.opens, timeZone);
      const end = momentOn(window.closes > window.opens ? day : dayAfter(day), window.closes, timeZone);
      return start <= instant && instant < end;
    }),
  );
}
