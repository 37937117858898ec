import { type BookingSetup, type BookingTable, stayFor, type TableCombination } from '@bistro/contract/bookings';
import { isoInZone } from '@bistro/contract/restaurant-clock';
import { type Interval, openingsOn, type Schedule } from '../restaurant/index.ts';
import type { Holding } from './bookings-repository.ts';

const MINUTE = 60_000;

/** A time a party could sit down, and when its stay would end. */
export interface Seating {
  /** HH:MM on the restaurant's clock. */
  time: string;
  start: Date;
  end: Date;
}

/** "19:30": an instant's time of day on the restaurant's clock. */
export const clockTimeOf = (instant: Date, timeZone: string) => isoInZone(instant, timeZone).slice(11, 16);

/** What the times of a day are worked out from. */
interface BookingDay {
  schedule: Schedule;
  setup: BookingSetup;
  timeZone: string;
}

/**
 * When tables are booked on a day: the openings that start that day, within the set-up's own
 * booking hours where it has them (so closed days and dated exceptions apply to both).
 */
export function bookingHoursOn(day: string, { schedule, setup, timeZone }: BookingDay): Interval[] {
  const openings = openingsOn(day, schedule, timeZone);
  if (!setup.hours) return openings;
  const own = openingsOn(day, { weekly: setup.hours, exceptions: [] }, timeZone);
  return openings
    .flatMap((opening) =>
      own.map((hours) => ({
        start: new Date(Math.max(opening.start.getTime(), hours.start.getTime())),
        end: new Date(Math.min(opening.end.getTime(), hours.end.getTime())),
      })),
    )
    .filter((hours) => hours.start < hours.end)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * The times of a day a party of `party` could sit down: every `slotMinutes` from the start of
 * each span of booking hours that day, as long as the whole stay ends by its end, on the
 * restaurant's clock.
 */
export function seatingsOn(day: string, party: number, bookingDay: BookingDay): Seating[] {
  const { setup, timeZone } = bookingDay;
  const stay = stayFor(party, setup.stayMinutes) * MINUTE;
  const seatings: Seating[] = [];
  for (const opening of bookingHoursOn(day, bookingDay)) {
    for (let at = opening.start.getTime(); at + stay <= opening.end.getTime(); at += setup.slotMinutes * MINUTE) {
      const start = new Date(at);
      const time = clockTimeOf(start, timeZone);
      if (!seatings.some((seating) => seating.time === time)) seatings.push({ time, start, end: new Date(at + stay) });
    }
  }
  return seatings.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The names of the tables some booking holds, alone or combined, at some moment of [start, end). */
export function heldDuring({ start, end }: Pick<Seating, 'start' | 'end'>, holding: Holding[]): Set<string> {
  return new Set(
    holding
      .filter((booking) => booking.startsAt < end && booking.endsAt > start)
      .flatMap((booking) => booking.tableNames),
  );
}

/**
 * The tables a party would get for [start, end), or undefined when none are free: the smallest
 * table that seats it (of equal tables, the first in the set-up); when no single free table does,
 * the free combination with the fewest spare seats, then the fewest tables, then the first in the
 * set-up. A table is free when no booking holds it, alone or combined, during the span. The tables
 * of a combination come in the set-up's order.
 */
export function freeTable(
  tables: BookingTable[],
  party: number,
  { start, end }: Pick<Seating, 'start' | 'end'>,
  holding: Holding[],
  combinations: TableCombination[] = [],
): BookingTable[] | undefined {
  const held = heldDuring({ start, end }, holding);
  const single = tables
    .filter((table) => table.seats >= party && !held.has(table.name))
    .sort((a, b) => a.seats - b.seats)[0];
  if (single) return [single];
  const seats = (combined: BookingTable[]) => combined.reduce((sum, table) => sum + table.seats, 0);
  return combinations
    .map((names) => tables.filter((table) => names.includes(table.name)))
    .filter((combined) => seats(combined) >= party && combined.every((table) => !held.has(table.name)))
    .sort((a, b) => seats(a) - seats(b) || a.length - b.length)[0];
}

/** The free times nearest to `wanted` (earlier first when two are as near), at most `count`. */
export function nearestTimes(free: Seating[], wanted: Date, count = 3): string[] {
  const distance = (seating: Seating) => Math.abs(seating.start.getTime() - wanted.getTime());
  return [...free]
    .sort((a, b) => distance(a) - distance(b) || a.start.getTime() - b.start.getTime())
    .slice(0, count)
    .map((seating) => seating.time);
}
