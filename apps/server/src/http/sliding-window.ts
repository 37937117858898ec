import type { Clock } from '../plugins/app/clock.ts';

/**
 * Counts per key over the last `windowMs`, in this process's memory as the rate limits are: how
 * many booking mails an address was sent this hour, how many unknown codes an account tried.
 * Keys with nothing left in the window are forgotten, so it stays as small as the traffic.
 */
export function slidingWindow({ max, windowMs, clock }: { max: number; windowMs: number; clock: Clock }) {
  const counted = new Map<string, number[]>();
  const recent = (key: string, now: number) => (counted.get(key) ?? []).filter((at) => at > now - windowMs);
  return {
    /** Whether `key` has been counted `max` times in the window. */
    full(key: string): boolean {
      return recent(key, clock.now().getTime()).length >= max;
    },
    /** Counts `key` once, now. */
    add(key: string): void {
      const now = clock.now().getTime();
      for (const [other, times] of counted) if (times.every((at) => at <= now - windowMs)) counted.delete(other);
      counted.set(key, [...recent(key, now), now]);
    },
    /** Seconds until `key` may be counted again (0 when it may now). */
    secondsUntilFree(key: string): number {
      const now = clock.now().getTime();
      const times = recent(key, now);
      const oldest = times.length >= max ? times[times.length - max] : undefined;
      return oldest === undefined ? 0 : Math.ceil((oldest + windowMs - now) / 1000);
    },
  };
}
export type SlidingWindow = ReturnType<typeof slidingWindow>;
