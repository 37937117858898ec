/** A time zone and its wall-clock time at the moment it was chosen. */
export interface ZoneAtHour {
  name: string;
  /** HH:MM in that zone. */
  localTime: string;
}

const MINUTES_A_DAY = 24 * 60;

const minutesOf = (hhmm: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** How far apart two times of day are, around midnight too (23:50 and 00:10 are 20 minutes apart). */
const apart = (a: number, b: number) => {
  const gap = Math.abs(a - b) % MINUTES_A_DAY;
  return Math.min(gap, MINUTES_A_DAY - gap);
};

/** Each zone's clock, made once: a formatter costs far more to make than to use. */
const clocks = new Map<string, Intl.DateTimeFormat>();

/** HH:MM on a zone's clock at an instant. */
export function localTimeIn(name: string, at: Date): string {
  let clock = clocks.get(name);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', { timeZone: name, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(name, clock);
  }
  return clock.format(at);
}

/**
 * The time zone in which it is closest to `hhmm` at `at` (of those this Node knows): where a
 * restaurant would be at that hour now. Zones are offset by whole hours, with half and quarter
 * hours between some of them, so the one found is at most half an hour away from the hour asked for.
 */
export function zoneWhereItIs(hhmm: string, at: Date): ZoneAtHour {
  const wanted = minutesOf(hhmm);
  let best: ZoneAtHour & { gap: number } = { name: 'UTC', localTime: localTimeIn('UTC', at), gap: MINUTES_A_DAY };
  for (const name of Intl.supportedValuesOf('timeZone')) {
    const localTime = localTimeIn(name, at);
    const gap = apart(minutesOf(localTime), wanted);
    if (gap < best.gap) best = { name, localTime, gap };
  }
  return { name: best.name, localTime: best.localTime };
}
