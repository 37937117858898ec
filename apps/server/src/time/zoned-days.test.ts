import { describe, expect, it } from 'vitest';
import { dayBounds, isTimeZone } from './zoned-days.ts';

describe('dayBounds', () => {
  it('gives a day in UTC as 24 hours from midnight', () => {
    expect(dayBounds('2026-11-22', 'UTC')).toEqual({
      start: new Date('2026-11-22T00:00:00Z'),
      end: new Date('2026-11-23T00:00:00Z'),
    });
  });

  it('starts the day at local midnight in another zone', () => {
    expect(dayBounds('2026-11-22', 'America/New_York').start).toEqual(new Date('2026-11-22T05:00:00Z'));
  });

  it('makes a day across a daylight-saving change 23 or 25 hours long', () => {
    const spring = dayBounds('2026-03-29', 'Europe/Paris');
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
    const autumn = dayBounds('2026-10-25', 'Europe/Paris');
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(25);
  });
});

describe('isTimeZone', () => {
  it('knows IANA names and refuses others', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
