import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';

// A runner (child-processes.fixture.ts) starts two children with startChild; each listens on a
// port and has started a grandchild that listens on one too. However the runner ends, none of
// the four may survive it, nor any of their ports stay open.
const runnerFile = path.join(import.meta.dirname, 'child-processes.fixture.ts');
// Node runs TypeScript itself from 22.18 on, faster than through tsx.
const typeScript = 'typescript' in process.features && process.features.typescript ? [] : ['--import', 'tsx'];

interface Started {
  pid: number;
  port: number;
}

/** Every process a test started, killed after it in case it failed. */
const leftovers: number[] = [];
afterEach(() => {
  for (const pid of leftovers.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone, as it should be.
    }
  }
});

/** Starts the runner, checks its children and grandchildren listen, then lets it go on. */
async function startRunner(mode: string, options: string[] = []) {
  const runner = spawn(process.execPath, [...typeScript, runnerFile, mode, ...options], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  if (runner.pid) leftovers.push(runner.pid);
  let stderr = '';
  runner.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    runner.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const started = JSON.parse(await firstLine(runner.stdout, () => stderr)) as Started[];
  leftovers.push(...started.map(({ pid }) => pid));
  expect(started).toHaveLength(4);
  // The check below means something: all four run and listen.
  expect(started.filter(({ pid }) => running(pid))).toHaveLength(4);
  for (const { port } of started) expect(await accepts(port)).toBe(true);
  runner.stdin.write('go\n');
  return { runner, started, exit, stderr: () => stderr };
}

function firstLine(stream: Readable, stderr: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('\n')) resolve(output.slice(0, output.indexOf('\n')));
    });
    stream.once('end', () => reject(new Error(`The runner ended before its children listened:\n${stderr()}`)));
  });
}

/** Whether `pid` runs: a zombie (ended, waiting to be collected by its parent or init) does not. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return process.platform !== 'linux';
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Expects every process gone and every port closed, within a moment: a process killed takes a
 * little while to exit, longer to close its files when it has several threads (node has).
 */
async function expectAllEnded(started: Started[]) {
  const openPorts = async () => {
    const accepting = await Promise.all(started.map(({ port }) => accepts(port)));
    return started.filter((_, index) => accepting[index]).map(({ port }) => port);
  };
  const deadline = Date.now() + 5_000;
  while ((started.some(({ pid }) => running(pid)) || (await openPorts()).length > 0) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect(started.filter(({ pid }) => running(pid))).toEqual([]);
  expect(await openPorts()).toEqual([]);
}

// About a second a test alone; the time limit leaves room for a machine busy with the whole suite.
describe('startChild: children end with the process that started them', { timeout: 20_000 }, () => {
  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)(
    'a runner ended by %s ends its children and grandchildren, then ends by that signal',
    async (signal) => {
      const { runner, started, exit } = await startRunner('wait');
      runner.kill(signal);
      expect(await exit).toEqual({ code: null, signal });
      await expectAllEnded(started);
    },
  );

  it('a runner that throws ends them too, and fails', async () => {
    const { started, exit, stderr } = await startRunner('throw');
    expect(await exit).toEqual({ code: 1, signal: null });
    expect(stderr()).toContain('The runner failed.');
    await expectAllEnded(started);
  });

  it('a runner that calls process.exit ends them too, with its exit code', async () => {
    const { started, exit } = await startRunner('exit');
    expect(await exit).toEqual({ code: 3, signal: null });
    await expectAllEnded(started);
  });

  it('stop() ends a child with what it started, and the runner then ends by itself', async () => {
    const { started, exit } = await startRunner('stop');
    expect(await exit).toEqual({ code: 0, signal: null });
    await expectAllEnded(started);
  });

  it('what ignores SIGTERM gets SIGKILL after the grace period', async () => {
    const { runner, started, exit } = await startRunner('wait', ['--stubborn', '--grace', '300']);
    const signalled = Date.now();
    runner.kill('SIGTERM');
    expect(await exit).toEqual({ code: null, signal: 'SIGTERM' });
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(300);
    await expectAllEnded(started);
  });
});
