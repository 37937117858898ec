import { describe, expect, it } from 'vitest';
import { hourOfDay, orderOnlineLine, weekHours } from './opening-hours.ts';
import type { WeeklySchedule } from './restaurant.ts';
import { weekdays } from './restaurant.ts';

const everyDay = (opens: string, closes: string) =>
  Object.fromEntries(weekdays.map((day) => [day, [{ opens, closes }]])) as WeeklySchedule;

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
    const week = { ...everyDay('11:00', '22:00'), saturday: [{ opens: '10:00', closes: '23:00' }], sunday: [] };
    expect(weekHours(week)).toEqual(['Mon–Fri: 11:00am to 10:00pm', 'Sat: 10:00am to 11:00pm', 'Sun: closed']);
  });
});
