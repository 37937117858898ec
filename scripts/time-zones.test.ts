import { describe, expect, it } from 'vitest';
import { localTimeIn, zoneWhereItIs } from './time-zones.ts';

describe('the time zone where it is a given hour', () => {
  it('finds a zone within half an hour of the hour asked for (zones are at least that close together), around midnight too', () => {
    for (const at of ['2026-11-27T20:25:00Z', '2026-06-01T03:07:00Z', '2026-03-29T00:59:00Z']) {
      for (const wanted of ['23:45', '00:15', '06:00', '13:00']) {
        const zone = zoneWhereItIs(wanted, new Date(at));
        expect(zone.localTime).toBe(localTimeIn(zone.name, new Date(at)));
        const [h, m] = zone.localTime.split(':').map(Number);
        const [wh, wm] = wanted.split(':').map(Number);
        const gap = Math.abs((h ?? 0) * 60 + (m ?? 0) - ((wh ?? 0) * 60 + (wm ?? 0)));
        expect(Math.min(gap, 24 * 60 - gap), `${wanted} at ${at}: ${zone.name} ${zone.localTime}`).toBeLessThanOrEqual(
          30,
        );
      }
    }
  });

  it('reads a zone’s clock on the 24-hour dial', () => {
    expect(localTimeIn('Asia/Kolkata', new Date('2026-11-27T20:25:00Z'))).toBe('01:55');
    expect(localTimeIn('America/New_York', new Date('2026-11-27T04:00:00Z'))).toBe('23:00');
  });
});
