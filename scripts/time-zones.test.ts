import { describe, expect, it } from 'vitest';
import { localTimeIn, zoneWhereItIs } from './time-zones.ts';

describe('the time zone where it is a given hour', () => {
  it('finds a zone showing the hour asked for, on the same side of midnight, nearest its minutes', () => {
    for (const at of ['2026-11-27T20:25:00Z', '2026-11-27T22:54:00Z', '2026-06-01T03:07:00Z', '2026-03-29T00:59:00Z']) {
      for (const wanted of ['23:45', '00:15', '06:00', '13:00']) {
        const zone = zoneWhereItIs(wanted, new Date(at));
        const where = `${wanted} at ${at}: ${zone.name} ${zone.localTime}`;
        expect(zone.localTime, where).toBe(localTimeIn(zone.name, new Date(at)));
        expect(zone.localTime.slice(0, 2), where).toBe(wanted.slice(0, 2));
      }
    }
    // Half-hour zones come closer than whole-hour ones where they can: 01:55 in India.
    expect(zoneWhereItIs('01:45', new Date('2026-11-27T20:25:00Z')).localTime).toBe('01:55');
  });

  it('reads a zone’s clock on the 24-hour dial', () => {
    expect(localTimeIn('Asia/Kolkata', new Date('2026-11-27T20:25:00Z'))).toBe('01:55');
    expect(localTimeIn('America/New_York', new Date('2026-11-27T04:00:00Z'))).toBe('23:00');
  });
});
