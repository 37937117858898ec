// The timing tables both test runners print after a run (Vitest's and Playwright's reporters):
// the slowest files or tests, and the tests that came closest to their own timeout. A test that
// uses more than a third of its timeout has no room left for a machine three times as slow or busy.

/** The share of its timeout a test may take and still pass on a machine three times as slow. */
export const MARGIN = 1 / 3;
const SHOWN = 10;

export interface Timing {
  name: string;
  /** Milliseconds. */
  duration: number;
  /** Milliseconds; 0 for none. */
  timeout: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The `SHOWN` longest of the timings, longest first: "  99.4 s  server:pglite  backups.api.test.ts". */
export function slowest(title: string, timings: Timing[]): string[] {
  const longest = [...timings].sort((a, b) => b.duration - a.duration).slice(0, SHOWN);
  return [`${title}:`, ...longest.map((timing) => `  ${seconds(timing.duration).padStart(8)}  ${timing.name}`)];
}

/** The tests closest to their own timeout, flagged "!" over the margin, and a last line that counts those. */
export function closestToTimeout(timings: Timing[]): string[] {
  const timed = timings.filter((timing) => timing.timeout > 0);
  const share = ({ duration, timeout }: Timing) => duration / timeout;
  const closest = [...timed].sort((a, b) => share(b) - share(a));
  const over = closest.filter((timing) => share(timing) > MARGIN);
  return [
    `Closest to their timeout (${timed.length} tests; "!" = over ${percent(MARGIN)}, no margin for a machine three times as slow):`,
    ...closest.slice(0, SHOWN).map((timing) => {
      const flag = share(timing) > MARGIN ? '!' : ' ';
      return `${flag} ${percent(share(timing)).padStart(4)}  ${seconds(timing.duration).padStart(7)} of ${seconds(timing.timeout).padStart(7)}  ${timing.name}`;
    }),
    over.length > 0
      ? `${over.length} test(s) over ${percent(MARGIN)} of their timeout.`
      : `Every test within ${percent(MARGIN)} of its timeout.`,
  ];
}
