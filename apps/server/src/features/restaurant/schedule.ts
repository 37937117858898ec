import type { OpeningWindow, RestaurantSettings, Weekday } from '@bistro/contract/restaurant';
import { weekdays } from '@bistro/contract/restaurant';
import { dayAfter, dayBounds, localDay, momentOn } from '@bistro/contract/restaurant-clock';

/** A span of time, [start, end). */
export interface Interval {
  start: Date;
  end: Date;
}

/** The opening hours part of the settings. */
export type Schedule = Pick<RestaurantSettings, 'weekly' | 'exceptions'>;

const MINUTE = 60_000;
/** How far ahead to look for the next opening. */
const HORIZON_DAYS = 14;

/** The weekday of a date (YYYY-MM-DD). */
export function weekdayOf(day: string): Weekday {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // getUTCDay: 0 is Sunday; our week starts on Monday.
  return weekdays[(new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7] as Weekday;
}

/** The windows of a date: its exception's, or its weekday's. */
export function windowsOn(day: string, schedule: Schedule): OpeningWindow[] {
  const exception = schedule.exceptions.find((candidate) => candidate.date === day);
  return exception ? exception.windows : schedule.weekly[weekdayOf(day)];
}

/**
 * When the restaurant is open on a date: its windows as moments. A window that closes before it
 * opens ends the next day; one that opens and closes at the same time lasts 24 hours.
 */
export function openingsOn(day: string, schedule: Schedule, timeZone: string): Interval[] {
  return windowsOn(day, schedule).map((window) => ({
    start: momentOn(day, window.opens, timeZone),
    end: momentOn(window.closes > window.opens ? day : dayAfter(day), window.closes, timeZone),
  }));
}

/**
 * The openings of the days around `from`: the day before (for a window past midnight), its day,
 * the next `days` and one more (for where the last one ends), in order, those that overlap or
 * touch made one: open 00:00–00:00 every day is open without a break.
 */
function openingsAround(from: Date, days: number, schedule: Schedule, timeZone: string): Interval[] {
  const first = dayAfter(localDay(from, timeZone), -1);
  const sorted = Array.from({ length: days + 3 }, (_, index) => openingsOn(dayAfter(first, index), schedule, timeZone))
    .flat()
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: Interval[] = [];
  for (const opening of sorted) {
    const last = merged.at(-1);
    if (last && opening.start <= last.end) last.end = opening.end > last.end ? opening.end : last.end;
    else merged.push({ ...opening });
  }
  return merged;
}

/** The opening the restaurant is in at an instant, or null when it is closed. */
export function openingAt(instant: Date, schedule: Schedule, timeZone: string): Interval | null {
  return (
    openingsAround(instant, 1, schedule, timeZone).find(
      (opening) => opening.start <= instant && instant < opening.end,
    ) ?? null
  );
}

/** When the restaurant next opens after `from` (null when nothing is open in the next two weeks). */
export function nextOpening(from: Date, schedule: Schedule, timeZone: string): Date | null {
  return openingsAround(from, HORIZON_DAYS, schedule, timeZone).find((opening) => opening.start > from)?.start ?? null;
}

/**
 * The pickup times a diner may choose at `now`: every `slotMinutes` from each opening until
 * `lastOrderMinutes` before it closes, today and the next `daysAhead` days, from `now` plus the
 * kitchen's preparation time.
 */
export function pickupTimes(now: Date, settings: RestaurantSettings, timeZone: string): Date[] {
  const earliest = now.getTime() + settings.preparationMinutes * MINUTE;
  const end = dayBounds(dayAfter(localDay(now, timeZone), settings.daysAhead), timeZone).end.getTime();
  const times: Date[] = [];
  for (const opening of openingsAround(now, settings.daysAhead, settings, timeZone)) {
    const last = Math.min(opening.end.getTime() - settings.lastOrderMinutes * MINUTE, end - 1);
    for (let time = opening.start.getTime(); time <= last; time += settings.slotMinutes * MINUTE) {
      if (time >= earliest) times.push(new Date(time));
    }
  }
  return times;
}

/** The start of the restaurant's next day after `instant` (when "sold out for today" ends). */
export function endOfLocalDay(instant: Date, timeZone: string): Date {
  return dayBounds(localDay(instant, timeZone), timeZone).end;
}
