// `npm test`: everything CI checks, in the least time two cores allow. First, side by side, what
// does not depend on anything else: the typecheck, the linter, the Firebase emulator's install
// (mostly waiting on the network) and the web build the browser tests serve (`scripts/web-build.ts`,
// skipped when fresh). Then the unit and API tests (Vitest), the browser tests (Playwright), and the
// scale tests (two processes behind HAProxy restarted and killed under simulated diners).
// It stops at the first phase that fails, and prints how long each took.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

interface Step {
  title: string;
  command: string;
  args: string[];
}

interface Outcome {
  ok: boolean;
  seconds: number;
}

const seconds = (since: number) => (performance.now() - since) / 1000;

/** Runs a step; its output is kept and printed whole once it ends, so that steps side by side do not interleave. */
function quietly(step: Step): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const outcome = { ok: code === 0, seconds: seconds(started) };
      console.log(`\n::: ${step.title}: ${outcome.ok ? 'passed' : 'FAILED'} in ${outcome.seconds.toFixed(1)} s`);
      process.stdout.write(Buffer.concat(output));
      resolve(outcome);
    });
  });
}

/** Runs a step with its output as it comes (the test runners print their own progress). */
function aloud(step: Step): Promise<Outcome> {
  const started = performance.now();
  console.log(`\n::: ${step.title}`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: root, stdio: 'inherit' });
    child.on('close', (code) => resolve({ ok: code === 0, seconds: seconds(started) }));
  });
}

const npm = (title: string, script: string): Step => ({ title, command: 'npm', args: ['run', '--silent', script] });

const phases: { title: string; run: () => Promise<Outcome[]> }[] = [
  {
    title: 'typecheck, lint, emulator install and web build, side by side',
    run: () =>
      Promise.all(
        [
          npm('typecheck', 'typecheck'),
          npm('lint', 'lint'),
          npm('Firebase emulator install', 'test:setup'),
          { title: 'web build', command: 'npx', args: ['tsx', 'scripts/web-build.ts'] },
        ].map(quietly),
      ),
  },
  { title: 'unit and API tests', run: async () => [await aloud(npm('unit and API tests (Vitest)', 'test:unit'))] },
  { title: 'browser tests', run: async () => [await aloud(npm('browser tests (Playwright)', 'test:e2e'))] },
  {
    title: 'scale tests',
    run: async () => [await aloud(npm('scale tests: restarts and a killed process behind HAProxy', 'test:scale'))],
  },
];

const started = performance.now();
const took: string[] = [];
for (const phase of phases) {
  const phaseStarted = performance.now();
  const outcomes = await phase.run();
  took.push(`  ${seconds(phaseStarted).toFixed(0).padStart(5)} s  ${phase.title}`);
  if (outcomes.some((outcome) => !outcome.ok)) {
    console.error(`\n::: npm test failed in: ${phase.title}`);
    process.exit(1);
  }
}
console.log(
  ['', '::: npm test passed. Time per phase:', ...took, `  ${seconds(started).toFixed(0).padStart(5)} s  in all`].join(
    '\n',
  ),
);
