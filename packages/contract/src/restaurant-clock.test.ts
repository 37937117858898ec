import { describe, expect, it } from 'vitest';
import {
  dayAfter,
  dayBounds,
  isoInZone,
  isTimeZone,
  localDay,
  momentOn,
  restaurantClock,
  wallTime,
} from './restaurant-clock.ts';

const hoursBetween = ({ start, end }: { start: Date; end: Date }) => (end.getTime() - start.getTime()) / 3_600_000;

describe('calendar days on the restaurant’s clock', () => {
  it('counts days by the calendar, across months and years', () => {
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(dayAfter('2026-03-01', -1)).toBe('2026-02-28');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
  });

  it('gives the date of an instant in the restaurant’s zone, not the server’s', () => {
    expect(localDay(new Date('2026-11-22T23:30:00Z'), 'UTC')).toBe('2026-11-22');
    expect(localDay(new Date('2026-11-22T23:30:00Z'), 'Europe/Paris')).toBe('2026-11-23');
    expect(localDay(new Date('2026-11-22T03:00:00Z'), 'America/New_York')).toBe('2026-11-21');
  });

  it('starts a day at local midnight', () => {
    expect(dayBounds('2026-11-22', 'UTC')).toEqual({
      start: new Date('2026-11-22T00:00:00Z'),
      end: new Date('2026-11-23T00:00:00Z'),
    });
    expect(dayBounds('2026-11-22', 'America/New_York').start).toEqual(new Date('2026-11-22T05:00:00Z'));
  });

  describe.each([
    // [zone, spring-forward day, the hour that does not exist, fall-back day, the hour that happens twice]
    ['Europe/Paris', '2026-03-29', '02:30', '2026-10-25', '02:30'],
    ['America/New_York', '2026-03-08', '02:30', '2026-11-01', '01:30'],
  ])('through daylight-saving changes in %s', (zone, spring, missing, autumn, twice) => {
    it('makes the day clocks go forward 23 hours long and the day they go back 25', () => {
      expect(hoursBetween(dayBounds(spring, zone))).toBe(23);
      expect(hoursBetween(dayBounds(autumn, zone))).toBe(25);
      expect(hoursBetween(dayBounds(dayAfter(spring), zone))).toBe(24);
    });

    it('moves a time that does not exist an hour forward, and takes the first of a time that happens twice', () => {
      const clock = restaurantClock(zone);
      const skipped = momentOn(spring, missing, zone);
      expect([clock.dateOf(skipped), clock.time(skipped)]).toEqual([
        spring,
        clock.time(momentOn(spring, '03:30', zone)),
      ]);
      const ambiguous = momentOn(autumn, twice, zone);
      // An hour later the clock shows the same time again: the one taken was the first.
      const anHourLater = new Date(ambiguous.getTime() + 3_600_000);
      expect(clock.time(anHourLater)).toBe(clock.time(ambiguous));
      expect(momentOn(autumn, twice, zone).getTime()).toBeLessThan(anHourLater.getTime());
    });

    it('words times around the change as the clock on the wall shows them', () => {
      const clock = restaurantClock(zone);
      const eveBefore = momentOn(dayAfter(spring, -1), '20:00', zone);
      expect(clock.when(momentOn(spring, '12:00', zone), eveBefore)).toBe('tomorrow at 12:00 PM');
      expect(clock.when(momentOn(autumn, '23:30', zone), momentOn(autumn, '00:15', zone))).toBe('today at 11:30 PM');
    });
  });

  it('finds the exact instants around the changes', () => {
    expect(momentOn('2026-03-29', '02:30', 'Europe/Paris')).toEqual(new Date('2026-03-29T01:30:00Z')); // 3:30 CEST
    expect(momentOn('2026-10-25', '02:30', 'Europe/Paris')).toEqual(new Date('2026-10-25T00:30:00Z')); // CEST, first
    expect(momentOn('2026-03-08', '02:30', 'America/New_York')).toEqual(new Date('2026-03-08T07:30:00Z')); // 3:30 EDT
    expect(momentOn('2026-11-01', '01:30', 'America/New_York')).toEqual(new Date('2026-11-01T05:30:00Z')); // EDT, first
    expect(momentOn('2026-07-01', '23:59', 'Asia/Kolkata')).toEqual(new Date('2026-07-01T18:29:00Z'));
  });

  it('knows IANA zone names and refuses others', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('moments in words', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('tells times and days on the restaurant’s clock, whatever the device’s zone', () => {
    const paris = restaurantClock('Europe/Paris');
    expect(paris.time('2026-11-23T11:00:00Z')).toBe('12:00 PM');
    expect(paris.when('2026-11-23T11:00:00Z', now)).toBe('today at 12:00 PM');
    // 23:30 UTC is already tomorrow in Paris.
    expect(paris.day('2026-11-23T23:30:00Z', now)).toBe('Tomorrow');
    expect(paris.when('2026-11-25T10:00:00Z', now)).toBe('Wed, Nov 25 at 11:00 AM');
    expect(paris.on('2026-11-23T11:00:00Z')).toBe('Mon, Nov 23 at 12:00 PM');
    expect(paris.date('2026-11-23T23:30:00Z')).toBe('November 24, 2026');
    expect(paris.stamp('2026-11-23T23:30:00Z')).toBe('Nov 24, 2026, 12:30 AM');
  });

  it('turns the day at the restaurant’s midnight', () => {
    const newYork = restaurantClock('America/New_York');
    const lateEvening = new Date('2026-11-24T04:59:00Z'); // 11:59 PM on the 23rd in New York
    expect(newYork.when('2026-11-24T05:01:00Z', lateEvening)).toBe('tomorrow at 12:01 AM');
    expect(newYork.when('2026-11-24T04:00:00Z', lateEvening)).toBe('today at 11:00 PM');
    expect(newYork.when('2026-11-25T05:00:00Z', lateEvening)).toBe('Wed, Nov 25 at 12:00 AM');
  });

  it('is one clock per time zone, shared by every caller', () => {
    expect(restaurantClock('Asia/Tokyo')).toBe(restaurantClock('Asia/Tokyo'));
    expect(restaurantClock('Asia/Tokyo')).not.toBe(restaurantClock('Europe/Paris'));
  });

  it('writes an instant as ISO 8601 on the zone’s clock with its offset', () => {
    expect(isoInZone('2026-11-26T02:35:07.900Z', 'Asia/Kolkata')).toBe('2026-11-26T08:05:07+05:30');
    expect(isoInZone('2026-07-01T12:00:00Z', 'America/New_York')).toBe('2026-07-01T08:00:00-04:00');
    expect(isoInZone('2026-01-01T12:00:00Z', 'America/New_York')).toBe('2026-01-01T07:00:00-05:00');
    expect(isoInZone('2026-01-01T00:00:00Z', 'UTC')).toBe('2026-01-01T00:00:00+00:00');
    expect(isoInZone('2026-11-26T02:35:00Z', 'Asia/Kathmandu')).toBe('2026-11-26T08:20:00+05:45');
  });
});

describe('wallTime', () => {
  it('words a time of day as the clock does', () => {
    expect(['00:00', '09:05', '12:30', '19:45'].map(wallTime)).toEqual(['12:00 AM', '9:05 AM', '12:30 PM', '7:45 PM']);
  });
});
