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
 * The time zone in which it is closest to `hhmm` at `at` (of those this Node knows), on the same
 * hour of the clock: where a restaurant would be at that hour now. The same hour keeps the side of
 * midnight asked for (00:15 is after it, 23:45 before it); zones are offset by whole hours, so
 * some zone always shows that hour, at most an hour from the minutes asked for.
 */
export function zoneWhereItIs(hhmm: string, at: Date): ZoneAtHour {
  const wanted = minutesOf(hhmm);
  const hour = hhmm.slice(0, 2);
  let best: (ZoneAtHour & { gap: number }) | undefined;
  for (const name of Intl.supportedValuesOf('timeZone')) {
    const localTime = localTimeIn(name, at);
    if (!localTime.startsWith(hour)) continue;
    const gap = apart(minutesOf(localTime), wanted);
    if (!best || gap < best.gap) best = { name, localTime, gap };
  }
  if (!best) throw new Error(`No time zone shows ${hour}h at ${at.toISOString()}.`);
  return { name: best.name, localTime: best.localTime };
}
