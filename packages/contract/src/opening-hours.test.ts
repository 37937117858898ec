import { describe, expect, it } from 'vitest';
import {
  englishHours,
  type HoursWords,
  hourOfDay,
  orderOnlineLine,
  servedHours,
  weekHours,
  weekRuns,
} from './opening-hours.ts';
import type { OpeningWindow, WeeklySchedule } from './restaurant.ts';
import { weekdays } from './restaurant.ts';

const everyDay = (opens: string, closes: string) =>
  Object.fromEntries(weekdays.map((day) => [day, [{ opens, closes }]])) as WeeklySchedule;
const week = { ...everyDay('11:00', '22:00'), saturday: [{ opens: '10:00', closes: '23:00' }], sunday: [] };
const lunches = { ...everyDay('11:00', '15:00'), saturday: [], sunday: [] };
const closedWeek = Object.fromEntries(weekdays.map((day) => [day, [] as OpeningWindow[]])) as WeeklySchedule;

describe('opening hours in words', () => {
  it('writes the seeded hours as the spec does', () => {
    expect(orderOnlineLine([{ opens: '11:00', closes: '22:00' }])).toBe('----From 11:00am to 10.00Pm----');
    expect(weekHours(everyDay('11:00', '22:00'))).toEqual(['Open every day, 11:00am to 10:00pm']);
  });

  it('writes other hours, several windows, closed days and days open around the clock', () => {
    expect(hourOfDay('00:00')).toBe('12:00am');
    expect(hourOfDay('12:30')).toBe('12:30pm');
    expect(
      orderOnlineLine([
        { opens: '11:30', closes: '14:30' },
        { opens: '18:00', closes: '23:00' },
      ]),
    ).toBe('----From 11:30am to 2.30Pm and 6:00pm to 11.00Pm----');
    expect(orderOnlineLine([])).toBe('----Closed today----');
    expect(orderOnlineLine([{ opens: '00:00', closes: '00:00' }])).toBe('----Open all day----');
    expect(weekHours(week)).toEqual(['Mon–Fri: 11:00am to 10:00pm', 'Sat: 10:00am to 11:00pm', 'Sun: closed']);
    expect(weekHours({ ...week, sunday: [{ opens: '12:00', closes: '12:00' }] })).toContain('Sun: open all day');
  });

  it('writes when a section serves, its closed days left out', () => {
    expect(servedHours(everyDay('11:00', '15:00'))).toBe('every day, 11:00am to 3:00pm');
    expect(servedHours(lunches)).toBe('Mon–Fri: 11:00am to 3:00pm');
    expect(servedHours({ ...lunches, saturday: [{ opens: '12:00', closes: '16:00' }] })).toBe(
      'Mon–Fri: 11:00am to 3:00pm; Sat: 12:00pm to 4:00pm',
    );
    expect(servedHours(closedWeek)).toBe('on no day');
  });

  it('puts the days with the same hours together, a 24-hour window however it is written', () => {
    expect(weekRuns(week)).toEqual([
      { first: 'monday', last: 'friday', windows: [{ opens: '11:00', closes: '22:00' }] },
      { first: 'saturday', last: 'saturday', windows: [{ opens: '10:00', closes: '23:00' }] },
      { first: 'sunday', last: 'sunday', windows: [] },
    ]);
    const aroundTheClock = { ...everyDay('00:00', '00:00'), sunday: [{ opens: '06:00', closes: '06:00' }] };
    expect(weekRuns(aroundTheClock)).toMatchObject([{ first: 'monday', last: 'sunday' }]);
  });

  it('are said in the words given, the same days together in any language', () => {
    const words: HoursWords = {
      ...englishHours,
      day: (day) => day.slice(0, 2),
      dayRange: (first, last) => `${first} to ${last}`,
      window: ({ opens, closes }) => `${opens}–${closes}`,
      closed: 'shut',
      dayHours: (days, hours) => `${days} = ${hours}`,
      today: {
        ...englishHours.today,
        window: ({ opens, closes }) => `${opens}–${closes}`,
        from: (all) => all.join(' / '),
      },
    };
    expect(weekHours(week, words)).toEqual(['mo to fr = 11:00–22:00', 'sa = 10:00–23:00', 'su = shut']);
    expect(servedHours(lunches, words)).toBe('mo to fr = 11:00–15:00');
    expect(
      orderOnlineLine(
        [
          { opens: '11:30', closes: '14:30' },
          { opens: '18:00', closes: '23:00' },
        ],
        words,
      ),
    ).toBe('11:30–14:30 / 18:00–23:00');
  });
});
