// Child processes that end with the process that starts them: the test harnesses' sites and
// emulator, and the benchmarks' servers. Each child starts in a process group of its own, so that
// it ends whole, with what it started in turn (npm's shell and server, firebase-tools' emulator).
// This process ends every group it started that is still running:
// - stop(): SIGTERM to the whole group, SIGKILL to whatever is left after a grace period;
// - on SIGTERM, SIGINT or SIGHUP: stops them all, then raises the signal again, so that this
//   process ends as it would have without this module (unless some other listener handles that
//   signal, which then decides);
// - on exit (the end of the program, process.exit, an uncaught exception): SIGKILL to each group
//   at once, as nothing asynchronous runs any more.
// Only SIGKILL to this process gets past it: nothing runs then.
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface Child {
  /** The process started: the leader of its own process group. */
  readonly process: ChildProcess;
  /** Whether the process started is still running. */
  running(): boolean;
  /**
   * Ends the child's whole process group: SIGTERM, then SIGKILL to whatever is left after the
   * grace period. Resolves once the child has exited and no process of its group runs (or, should
   * one outlive SIGKILL, say stuck in the kernel, a second later).
   */
  stop(): Promise<void>;
}

export interface ChildOptions extends Omit<SpawnOptions, 'detached'> {
  /** How long stop() waits after SIGTERM before it sends SIGKILL; 5 s unless told. */
  graceMs?: number;
}

interface Group {
  signal(name: NodeJS.Signals): void;
  stop(): Promise<void>;
}

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;
/** The groups started that may still have a process running. */
const groups = new Set<Group>();
let watching = false;
/** The signal this process is ending on, while it stops its children before raising it again. */
let endingOn: NodeJS.Signals | undefined;

/** Starts `command` in a process group of its own, which ends at the latest when this process does. */
export function startChild(command: string, args: readonly string[], options: ChildOptions = {}): Child {
  if (endingOn) throw new Error(`Not starting ${command}: this process is ending on ${endingOn}.`);
  const { graceMs = 5_000, ...spawnOptions } = options;
  const child = spawn(command, args, { ...spawnOptions, detached: true });
  const pgid = child.pid;
  // It did not start: spawn reports why through the child's 'error' event, as usual.
  if (pgid === undefined) return { process: child, running: () => false, stop: async () => {} };

  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
  });
  /** Whether the child, or anything it left in its group, still runs. */
  const runs = () => !exited || groupRuns(pgid);
  let stopping: Promise<void> | undefined;
  const group: Group = {
    signal(name) {
      try {
        process.kill(-pgid, name);
      } catch {
        // None of the group is left.
      }
    },
    stop() {
      stopping ??= (async () => {
        if (runs()) {
          group.signal('SIGTERM');
          const deadline = Date.now() + graceMs;
          while (runs() && Date.now() < deadline) await sleep(50);
          if (runs()) {
            group.signal('SIGKILL');
            const killed = Date.now();
            while (runs() && Date.now() < killed + 1_000) await sleep(50);
          }
        }
        await exit;
        groups.delete(group);
        unwatchWhenIdle();
      })();
      return stopping;
    },
  };
  groups.add(group);
  watch();
  // When the child ends, whatever it left running in its group is ended too.
  child.once('exit', () => void group.stop());
  return { process: child, running: () => !exited, stop: group.stop };
}

/** Marks this module's signal listener, in whichever copy of the module (a test runner may load several). */
const OURS = Symbol.for('bistro.child-processes');

const onSignal = Object.assign(
  (signal: NodeJS.Signals) => {
    if (endingOn) return; // Already ending: the stops under way send SIGKILL after their grace period.
    endingOn = signal;
    const othersListen = process.listeners(signal).some((listener) => !(OURS in listener));
    void Promise.all([...groups].map((group) => group.stop())).then(() => {
      if (othersListen) {
        endingOn = undefined;
        unwatchWhenIdle();
        return;
      }
      unwatch();
      process.kill(process.pid, signal);
    });
  },
  { [OURS]: true },
);

function onExit() {
  for (const group of groups) group.signal('SIGKILL');
}

function watch() {
  if (watching) return;
  watching = true;
  for (const signal of SIGNALS) process.on(signal, onSignal);
  process.on('exit', onExit);
}

function unwatch() {
  watching = false;
  for (const signal of SIGNALS) process.off(signal, onSignal);
  process.off('exit', onExit);
}

function unwatchWhenIdle() {
  // While ending on a signal, the handler stays until the signal is raised again.
  if (watching && groups.size === 0 && !endingOn) unwatch();
}

/**
 * Whether a process of the group `pgid` runs. A zombie (ended, not yet collected by its parent or
 * init, which may take a while) does not, once its last thread is gone: its files and ports are closed then.
 */
function groupRuns(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (process.platform !== 'linux') return true;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProc(`/proc/${entry}/stat`);
    // "pid (name) state ppid pgrp …", where the name may hold spaces and parentheses.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) !== pgid) continue;
    if (state !== 'Z' && state !== 'X') return true;
    if (Number(/^Threads:\s*(\d+)/m.exec(readProc(`/proc/${entry}/status`))?.[1] ?? 0) > 1) return true;
  }
  return false;
}

/** A file of /proc, or nothing if its process is gone meanwhile. */
function readProc(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
