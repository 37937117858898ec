import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { closestToTimeout, slowest, type Timing } from '../../scripts/timing-table.ts';

/**
 * Prints, after the run, the ten slowest browser tests and the tests that came closest to their
 * own timeout: how long each took, its timeout and the share of it used. A test drifting toward
 * its limit shows here long before it fails on a slower or busier machine.
 */
export default class TimingReport implements Reporter {
  private readonly timings: Timing[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped') return;
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
    console.log(
      ['', ...slowest('The ten slowest browser tests', this.timings), '', ...closestToTimeout(this.timings), ''].join(
        '\n',
      ),
    );
  }

  printsToStdio() {
    return false;
  }
}
