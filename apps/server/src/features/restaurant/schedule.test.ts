import type { RestaurantSettings, WeeklySchedule } from '@bistro/contract/restaurant';
import { describe, expect, it } from 'vitest';
import type { Schedule } from './schedule.ts';
import { endOfLocalDay, nextOpening, openingAt, openingsOn, pickupTimes, weekdayOf, windowsOn } from './schedule.ts';

const isOpenAt = (instant: Date, schedule: Schedule, timeZone: string) =>
  openingAt(instant, schedule, timeZone) !== null;

const everyDay = (opens: string, closes: string): WeeklySchedule => ({
  monday: [{ opens, closes }],
  tuesday: [{ opens, closes }],
  wednesday: [{ opens, closes }],
  thursday: [{ opens, closes }],
  friday: [{ opens, closes }],
  saturday: [{ opens, closes }],
  sunday: [{ opens, closes }],
});

const settings = (changes: Partial<RestaurantSettings> = {}): RestaurantSettings => ({
  weekly: everyDay('11:00', '22:00'),
  exceptions: [],
  preparationMinutes: 20,
  slotMinutes: 15,
  daysAhead: 1,
  lastOrderMinutes: 30,
  maxOrdersPerSlot: 0,
  ...changes,
});

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('calendar days', () => {
  it('knows the weekday of a date', () => {
    expect(weekdayOf('2026-11-22')).toBe('sunday');
    expect(weekdayOf('2026-11-23')).toBe('monday');
  });
});

describe('opening hours', () => {
  it('has one or more windows a day, and days closed', () => {
    const weekly = {
      ...everyDay('11:00', '22:00'),
      monday: [],
      tuesday: [
        { opens: '11:30', closes: '14:30' },
        { opens: '18:00', closes: '23:00' },
      ],
    };
    const schedule = { weekly, exceptions: [] };
    expect(openingsOn('2026-11-23', schedule, 'UTC')).toEqual([]);
    expect(openingsOn('2026-11-24', schedule, 'UTC')).toEqual([
      { start: new Date('2026-11-24T11:30:00Z'), end: new Date('2026-11-24T14:30:00Z') },
      { start: new Date('2026-11-24T18:00:00Z'), end: new Date('2026-11-24T23:00:00Z') },
    ]);
    expect(isOpenAt(new Date('2026-11-24T15:00:00Z'), schedule, 'UTC')).toBe(false);
    expect(isOpenAt(new Date('2026-11-24T18:00:00Z'), schedule, 'UTC')).toBe(true);
    expect(isOpenAt(new Date('2026-11-24T23:00:00Z'), schedule, 'UTC')).toBe(false);
  });

  it('lets a dated exception close a day or give it other hours', () => {
    const schedule = {
      weekly: everyDay('11:00', '22:00'),
      exceptions: [
        { date: '2026-12-25', windows: [] },
        { date: '2026-12-31', windows: [{ opens: '18:00', closes: '23:59' }] },
      ],
    };
    expect(windowsOn('2026-12-25', schedule)).toEqual([]);
    expect(isOpenAt(new Date('2026-12-25T12:00:00Z'), schedule, 'UTC')).toBe(false);
    expect(nextOpening(new Date('2026-12-25T12:00:00Z'), schedule, 'UTC')).toEqual(new Date('2026-12-26T11:00:00Z'));
    expect(isOpenAt(new Date('2026-12-31T12:00:00Z'), schedule, 'UTC')).toBe(false);
    expect(isOpenAt(new Date('2026-12-31T19:00:00Z'), schedule, 'UTC')).toBe(true);
  });

  it('runs a window that closes before it opens past midnight, into the next day', () => {
    const schedule = { weekly: { ...everyDay('18:00', '02:00'), sunday: [] }, exceptions: [] };
    expect(openingsOn('2026-11-27', schedule, 'UTC')).toEqual([
      { start: new Date('2026-11-27T18:00:00Z'), end: new Date('2026-11-28T02:00:00Z') },
    ]);
    // Saturday night's window is still open on Sunday at 01:00, though Sunday itself is closed.
    expect(isOpenAt(new Date('2026-11-29T01:00:00Z'), schedule, 'UTC')).toBe(true);
    expect(isOpenAt(new Date('2026-11-29T03:00:00Z'), schedule, 'UTC')).toBe(false);
    expect(nextOpening(new Date('2026-11-29T03:00:00Z'), schedule, 'UTC')).toEqual(new Date('2026-11-30T18:00:00Z'));
  });

  it('follows the restaurant’s clock across a daylight-saving change', () => {
    const schedule = { weekly: everyDay('11:00', '22:00'), exceptions: [] };
    // Paris moves from UTC+1 to UTC+2 on 29 March 2026, and back on 25 October.
    expect(openingsOn('2026-03-28', schedule, 'Europe/Paris')[0]?.start).toEqual(new Date('2026-03-28T10:00:00Z'));
    expect(openingsOn('2026-03-29', schedule, 'Europe/Paris')[0]?.start).toEqual(new Date('2026-03-29T09:00:00Z'));
    expect(openingsOn('2026-10-25', schedule, 'Europe/Paris')[0]?.start).toEqual(new Date('2026-10-25T10:00:00Z'));
    // A night window across the spring change is an hour shorter: 01:00 to 04:00 local is two hours.
    const night = { weekly: everyDay('01:00', '04:00'), exceptions: [] };
    const [short] = openingsOn('2026-03-29', night, 'Europe/Paris');
    expect(((short?.end.getTime() ?? 0) - (short?.start.getTime() ?? 0)) / 3_600_000).toBe(2);
  });

  it('ends "sold out for today" at the restaurant’s next midnight', () => {
    expect(endOfLocalDay(new Date('2026-11-22T15:00:00Z'), 'UTC')).toEqual(new Date('2026-11-23T00:00:00Z'));
    expect(endOfLocalDay(new Date('2026-11-22T23:30:00Z'), 'Europe/Paris')).toEqual(new Date('2026-11-23T23:00:00Z'));
  });
});

describe('pickup times', () => {
  it('offers a time every slot from opening until the last order before closing, from now plus preparation', () => {
    const now = new Date('2026-11-22T21:00:00Z');
    const times = iso(pickupTimes(now, settings({ daysAhead: 0 }), 'UTC'));
    // 21:00 + 20 min of preparation → 21:30 is the first slot; 22:00 − 30 min is the last.
    expect(times).toEqual(['2026-11-22T21:30:00.000Z']);
  });

  it('offers the next days up to the limit, and nothing before opening', () => {
    const now = new Date('2026-11-22T08:00:00Z');
    const times = pickupTimes(now, settings({ daysAhead: 1, slotMinutes: 60, lastOrderMinutes: 0 }), 'UTC');
    expect(times[0]?.toISOString()).toBe('2026-11-22T11:00:00.000Z');
    expect(times.at(-1)?.toISOString()).toBe('2026-11-23T22:00:00.000Z');
    expect(times).toHaveLength(24);
  });

  it('offers the next opening’s times when the restaurant is closed, and none past the last day', () => {
    const now = new Date('2026-11-22T23:00:00Z');
    expect(pickupTimes(now, settings(), 'UTC')[0]?.toISOString()).toBe('2026-11-23T11:00:00.000Z');
    expect(pickupTimes(now, settings({ daysAhead: 0 }), 'UTC')).toEqual([]);
  });

  it('is open without a break on 00:00–00:00 every day, with times across midnight', () => {
    const allDay = settings({ weekly: everyDay('00:00', '00:00'), daysAhead: 1, preparationMinutes: 10 });
    const now = new Date('2026-11-22T23:50:00Z');
    expect(openingAt(now, allDay, 'UTC')?.end.getTime()).toBeGreaterThan(new Date('2026-11-23T23:00:00Z').getTime());
    const times = iso(pickupTimes(now, allDay, 'UTC'));
    expect(times[0]).toBe('2026-11-23T00:00:00.000Z');
    // Tomorrow is the last day: its last time is 23:45.
    expect(times.at(-1)).toBe('2026-11-23T23:45:00.000Z');
  });

  it('steps by real minutes across a daylight-saving change', () => {
    const night = settings({
      weekly: everyDay('01:00', '04:00'),
      slotMinutes: 30,
      lastOrderMinutes: 0,
      daysAhead: 0,
      preparationMinutes: 0,
    });
    const times = pickupTimes(new Date('2026-03-29T00:00:00Z'), night, 'Europe/Paris');
    // 01:00, 01:30, then 03:00 (02:00 does not exist that night), 03:30 and 04:00 local.
    expect(iso(times)).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:30:00.000Z',
      '2026-03-29T02:00:00.000Z',
    ]);
  });
});
