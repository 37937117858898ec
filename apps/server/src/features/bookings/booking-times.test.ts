import { type BookingTable, DEFAULT_BOOKING_SETUP, type TableCombination } from '@bistro/contract/bookings';
import type { WeeklySchedule } from '@bistro/contract/restaurant';
import { describe, expect, it } from 'vitest';
import type { Schedule } from '../restaurant/index.ts';
import { bookingHoursOn, freeTable, seatingsOn } from './booking-times.ts';
import type { Holding } from './bookings-repository.ts';

const at = (time: string) => new Date(`2026-11-23T${time}:00Z`);
/** The span asked for: 19:30 to 21:00. */
const evening = { start: at('19:30'), end: at('21:00') };
const held = (tableNames: string[], from: string, to: string): Holding => ({
  tableNames,
  startsAt: at(from),
  endsAt: at(to),
});

const tables: BookingTable[] = [
  { name: 'T1', seats: 2 },
  { name: 'T2', seats: 2 },
  { name: 'T3', seats: 4 },
  { name: 'T4', seats: 2 },
  { name: 'Bar', seats: 6 },
];
const combinations: TableCombination[] = [
  ['T1', 'T2', 'T3'],
  ['T2', 'T1'],
  ['T1', 'T2', 'T4'],
  ['T3', 'T4'],
  ['T1', 'T4'],
];

const cases: { what: string; party: number; holding: Holding[]; gets: string[] | undefined }[] = [
  { what: 'the smallest single table that seats the party', party: 3, holding: [], gets: ['T3'] },
  { what: 'the first of equal tables in the set-up', party: 2, holding: [], gets: ['T1'] },
  {
    what: 'a single table over a combination with fewer spare seats',
    party: 5,
    holding: [],
    gets: ['Bar'],
  },
  {
    what: 'the combination with the fewest spare seats when no single table fits',
    party: 4,
    holding: [held(['T3'], '19:00', '20:30'), held(['Bar'], '18:00', '23:00')],
    gets: ['T1', 'T2'],
  },
  {
    what: 'of combinations as large, the one with fewer tables',
    party: 6,
    holding: [held(['Bar'], '19:00', '20:00')],
    gets: ['T3', 'T4'],
  },
  {
    what: 'of combinations as large and as many tables, the first in the set-up',
    party: 3,
    holding: [held(['T3'], '20:00', '22:00'), held(['Bar'], '19:00', '20:00')],
    gets: ['T1', 'T2'],
  },
  {
    what: 'no combination partly held during the stay',
    party: 4,
    holding: [held(['T2'], '20:45', '22:15'), held(['T3'], '18:00', '19:45'), held(['Bar'], '19:00', '20:00')],
    gets: ['T1', 'T4'],
  },
  {
    what: 'no table held within another booking’s combination',
    party: 2,
    holding: [held(['T1', 'T2'], '19:00', '20:30'), held(['T4'], '19:30', '21:00')],
    gets: ['T3'],
  },
  {
    what: 'tables whose bookings end as the stay starts or start as it ends',
    party: 8,
    holding: [held(['T1', 'T2', 'T3'], '18:00', '19:30'), held(['Bar'], '21:00', '22:30')],
    gets: ['T1', 'T2', 'T3'],
  },
  {
    what: 'nothing when every fitting combination is partly held',
    party: 6,
    holding: [held(['Bar'], '19:00', '20:00'), held(['T1'], '20:59', '22:00'), held(['T4'], '19:00', '19:31')],
    gets: undefined,
  },
  { what: 'nothing for a party larger than any combination', party: 9, holding: [], gets: undefined },
];

describe('freeTable', () => {
  it.each(cases)('gives $what', ({ party, holding, gets }) => {
    expect(freeTable(tables, party, evening, holding, combinations)?.map((table) => table.name)).toEqual(gets);
  });

  it('combines no tables when the set-up allows no combination', () => {
    expect(freeTable(tables, 7, evening, [])).toBeUndefined();
    expect(freeTable(tables, 6, evening, [])?.map((table) => table.name)).toEqual(['Bar']);
  });
});

describe('booking hours', () => {
  // Monday, November 23, 2026, in UTC. Open 12:00–15:00 and 18:00–02:00 (past midnight) every day.
  const MONDAY = '2026-11-23';
  const every = (windows: WeeklySchedule['monday']): WeeklySchedule => ({
    monday: windows,
    tuesday: windows,
    wednesday: windows,
    thursday: windows,
    friday: windows,
    saturday: windows,
    sunday: windows,
  });
  const schedule: Schedule = {
    weekly: every([
      { opens: '12:00', closes: '15:00' },
      { opens: '18:00', closes: '02:00' },
    ]),
    exceptions: [{ date: '2026-11-24', windows: [] }],
  };
  const day = (hours?: WeeklySchedule) => ({
    schedule,
    setup: { ...DEFAULT_BOOKING_SETUP, slotMinutes: 30, stayMinutes: [{ upTo: 50, minutes: 90 }], hours },
    timeZone: 'UTC',
  });
  const spans = (date: string, hours?: WeeklySchedule) =>
    bookingHoursOn(date, day(hours)).map(({ start, end }) => `${start.toISOString()}–${end.toISOString()}`);

  it('are the opening hours while the set-up has none of its own', () => {
    expect(spans(MONDAY)).toEqual([
      '2026-11-23T12:00:00.000Z–2026-11-23T15:00:00.000Z',
      '2026-11-23T18:00:00.000Z–2026-11-24T02:00:00.000Z',
    ]);
  });

  it('are the set-up’s own within the opening hours: dinner only, seated by 22:00, and none on a closed day', () => {
    const dinner = every([{ opens: '17:00', closes: '22:00' }]);
    expect(spans(MONDAY, dinner)).toEqual(['2026-11-23T18:00:00.000Z–2026-11-23T22:00:00.000Z']);
    expect(spans('2026-11-24', dinner)).toEqual([]);
    // A stay of 90 minutes ends by 22:00: the last table sits down at 20:30.
    const times = seatingsOn(MONDAY, 2, day(dinner)).map((seating) => seating.time);
    expect(times).toEqual(['18:00', '18:30', '19:00', '19:30', '20:00', '20:30']);
  });

  it('reach past midnight with the opening they fall in', () => {
    const late = every([{ opens: '21:00', closes: '01:00' }]);
    expect(spans(MONDAY, late)).toEqual(['2026-11-23T21:00:00.000Z–2026-11-24T01:00:00.000Z']);
  });
});
