import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** A test that takes more than this share of its timeout has no margin left for a slower machine. */
const MARGIN = 0.5;
const SHOWN = 10;

interface Timing {
  name: string;
  duration: number;
  timeout: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Prints, after the run, the tests that came closest to their own timeout: how long each took,
 * its timeout and the share of it used. A test drifting toward its limit shows here long before
 * it fails on a slower or busier machine.
 */
export default class TimingReport implements Reporter {
  private readonly timings: Timing[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped' || test.timeout === 0) return;
    const project = test.parent.project()?.name ?? '';
    const where = `${path.basename(test.location.file)}:${test.location.line}`;
    this.timings.push({
      name: `[${project}] ${where} ${test.title}`,
      duration: result.duration,
      timeout: test.timeout,
    });
  }

  onEnd() {
    if (this.timings.length === 0) return;
    const share = ({ duration, timeout }: Timing) => duration / timeout;
    const closest = [...this.timings].sort((a, b) => share(b) - share(a));
    const over = closest.filter((timing) => share(timing) > MARGIN);
    const lines = closest.slice(0, SHOWN).map((timing) => {
      const percent = `${Math.round(share(timing) * 100)}%`.padStart(4);
      const flag = share(timing) > MARGIN ? '!' : ' ';
      return `${flag} ${percent}  ${seconds(timing.duration).padStart(7)} of ${seconds(timing.timeout).padStart(7)}  ${timing.name}`;
    });
    console.log(
      [
        '',
        `Closest to their timeout (${this.timings.length} tests; "!" = over ${MARGIN * 100}%, no margin for a slower machine):`,
        ...lines,
        over.length > 0
          ? `${over.length} test(s) over ${MARGIN * 100}% of their timeout.`
          : `Every test within ${MARGIN * 100}% of its timeout.`,
        '',
      ].join('\n'),
    );
  }

  printsToStdio() {
    return false;
  }
}
