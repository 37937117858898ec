// Zod-free on purpose: the browser's first load words the opening hours with this.

import type { OpeningWindow, WeeklySchedule } from './restaurant.ts';
import { dayAfter, localDay, momentOn } from './restaurant-clock.ts';
import { type Weekday, weekdays } from './weekdays.ts';

/** "11:00" → "11:00am", "22:30" → "10:30pm": hours as the site writes them in English. */
export function hourOfDay(time: string, separator = ':'): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}${separator}${String(minutes).padStart(2, '0')}${hours < 12 ? 'am' : 'pm'}`;
}

/**
 * The words the opening hours are said in, in one language: the site's English (`englishHours`),
 * or those the web app makes from its catalogs and Intl for a page in another. What is said (which
 * days go together, what a closed day or a 24-hour window is) is the functions' below, the same in
 * every language.
 */
export interface HoursWords {
  /** A day's short name: "Mon". */
  day: (day: Weekday) => string;
  /** Days in a row, by their names: "Mon–Fri". */
  dayRange: (first: string, last: string) => string;
  /** A window of a day (not a 24-hour one): "11:00am to 10:00pm". */
  window: (window: OpeningWindow) => string;
  /** A 24-hour window: "open all day". */
  allDay: string;
  /** A day without a window: "closed". */
  closed: string;
  /** Days and their hours: "Mon–Fri: 11:00am to 10:00pm". */
  dayHours: (days: string, hours: string) => string;
  /** A week of the same hours every day: "Open every day, 11:00am to 10:00pm". */
  openEveryDay: (hours: string) => string;
  /** When something is served every day: "every day, 11:00am to 3:00pm". */
  servedEveryDay: (hours: string) => string;
  /** When a week without hours serves: "on no day". */
  noDay: string;
  /** A menu section's hours, named: "Mon–Fri: 11:00am to 3:00pm (Lunch)". */
  ofSection: (hours: string, section: string) => string;
  /** ORDER ONLINE's sub-heading on the home page: today's hours. */
  today: {
    /** "11:00am to 10.00Pm" */
    window: (window: OpeningWindow) => string;
    /** Today's windows together: "----From 11:00am to 2.30Pm and 6:00pm to 11.00Pm----". */
    from: (windows: string[]) => string;
    /** "----Closed today----" */
    closed: string;
    /** "----Open all day----" */
    allDay: string;
  };
}

const shortDays: Record<Weekday, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

/** A closing time as ORDER ONLINE's line writes it, the spec's way: "22:00" → "10.00Pm". */
function closingOfToday(time: string): string {
  const closes = hourOfDay(time, '.');
  return `${closes.slice(0, -2)}${closes.at(-2)?.toUpperCase()}${closes.at(-1)}`;
}

/** The site's English words for its hours, as the spec writes them (and the server's English). */
export const englishHours: HoursWords = {
  day: (day) => shortDays[day],
  dayRange: (first, last) => `${first}–${last}`,
  window: ({ opens, closes }) => `${hourOfDay(opens)} to ${hourOfDay(closes)}`,
  allDay: 'open all day',
  closed: 'closed',
  dayHours: (days, hours) => `${days}: ${hours}`,
  openEveryDay: (hours) => `Open every day, ${hours}`,
  servedEveryDay: (hours) => `every day, ${hours}`,
  noDay: 'on no day',
  ofSection: (hours, section) => `${hours} (${section})`,
  today: {
    window: ({ opens, closes }) => `${hourOfDay(opens)} to ${closingOfToday(closes)}`,
    from: (windows) => `----From ${windows.join(' and ')}----`,
    closed: '----Closed today----',
    allDay: '----Open all day----',
  },
};

const isAllDay = (window: OpeningWindow) => window.opens === window.closes;

/** A day's windows in words: "11:00am to 3:00pm, 6:00pm to 10:00pm", "open all day" or "closed". */
const windowsText = (windows: readonly OpeningWindow[], words: HoursWords) =>
  windows.map((window) => (isAllDay(window) ? words.allDay : words.window(window))).join(', ') || words.closed;

/**
 * The sub-heading of ORDER ONLINE on the home page, today's hours: in English as the spec writes
 * the seeded hours, '----From 11:00am to 10.00Pm----'.
 */
export function orderOnlineLine(windows: readonly OpeningWindow[], words = englishHours): string {
  if (windows.length === 0) return words.today.closed;
  if (windows.some(isAllDay)) return words.today.allDay;
  return words.today.from(windows.map(words.today.window));
}

/** Days of the week in a row with the same hours (no windows: closed). */
export interface DayRun {
  first: Weekday;
  last: Weekday;
  windows: readonly OpeningWindow[];
}

/** The same hours, whichever way a 24-hour window is written (00:00–00:00, 12:00–12:00). */
const hoursKey = (windows: readonly OpeningWindow[]) =>
  windows.map((window) => (isAllDay(window) ? 'all day' : `${window.opens}–${window.closes}`)).join(', ');

/** The week from Monday, days in a row with the same hours together: Mon–Fri, Sat, Sun. */
export function weekRuns(weekly: WeeklySchedule): DayRun[] {
  const runs: DayRun[] = [];
  for (const day of weekdays) {
    const previous = runs.at(-1);
    if (previous && hoursKey(previous.windows) === hoursKey(weekly[day])) previous.last = day;
    else runs.push({ first: day, last: day, windows: weekly[day] });
  }
  return runs;
}

/** A run's days and hours in words: "Mon–Fri: 11:00am to 10:00pm", "Sun: closed". */
function runText({ first, last, windows }: DayRun, words: HoursWords): string {
  const days = first === last ? words.day(first) : words.dayRange(words.day(first), words.day(last));
  return words.dayHours(days, windowsText(windows, words));
}

/**
 * The usual week in a few lines, days with the same hours together: "Open every day, 11:00am to
 * 10:00pm", or "Mon–Fri: 11:00am to 10:00pm", "Sat: 10:00am to 11:00pm", "Sun: closed".
 */
export function weekHours(weekly: WeeklySchedule, words = englishHours): string[] {
  const runs = weekRuns(weekly);
  const [every] = runs;
  if (runs.length === 1 && every) return [words.openEveryDay(windowsText(every.windows, words))];
  return runs.map((run) => runText(run, words));
}

/**
 * Hours that are not every day's, in a few words with the closed days left out: a section's
 * "Mon–Fri: 11:00am to 3:00pm", "every day, 11:00am to 3:00pm", or "on no day".
 */
export function servedHours(weekly: WeeklySchedule, words = englishHours): string {
  const runs = weekRuns(weekly).filter((run) => run.windows.length > 0);
  const [every] = runs;
  if (every && every.first === 'monday' && every.last === 'sunday') {
    return words.servedEveryDay(windowsText(every.windows, words));
  }
  return runs.map((run) => runText(run, words)).join('; ') || words.noDay;
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
