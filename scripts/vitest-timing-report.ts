import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { closestToTimeout, slowest, type Timing } from './timing-table.ts';

/**
 * Prints, after the unit and API tests, the ten slowest test files (what to make cheaper first
 * when the suite grows slow) and the tests that came closest to their own timeout.
 */
export default class VitestTimingReport implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const files: Timing[] = [];
    const tests: Timing[] = [];
    for (const module of modules) {
      const file = `${module.project.name}  ${path.relative(process.cwd(), module.moduleId)}`;
      files.push({ name: file, duration: module.diagnostic().duration, timeout: 0 });
      for (const test of module.children.allTests()) {
        const duration = test.diagnostic()?.duration;
        if (duration === undefined) continue;
        tests.push({ name: `${file} › ${test.fullName}`, duration, timeout: test.options.timeout ?? 0 });
      }
    }
    if (files.length === 0) return;
    console.log(['', ...slowest('The ten slowest test files', files), '', ...closestToTimeout(tests), ''].join('\n'));
  }
}
