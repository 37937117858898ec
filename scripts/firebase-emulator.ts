// The Firebase Authentication emulator for the Firebase-mode tests. firebase-tools is large and
// only the tests need it, so it is pinned in tools/firebase-emulator (its own lockfile) and
// installed on first use instead of by `npm install`. Run directly, it serves until stopped
// (Ctrl-C, SIGTERM), and ends with this script:
//   tsx scripts/firebase-emulator.ts [--port 9099]
// or, with --install, only installs it (`npm test` does this first, outside any test's time limit).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startChild } from './child-processes.ts';

/** A `demo-` project: the emulator then never tries to reach a real Firebase project. */
export const EMULATOR_PROJECT_ID = 'demo-bistro';

const toolDir = path.resolve(import.meta.dirname, '../tools/firebase-emulator');
const stampFile = path.join(toolDir, 'node_modules/.lock-hash');
const firebaseBin = path.join(toolDir, 'node_modules/firebase-tools/lib/bin/firebase.js');
const READY_TIMEOUT_MS = 90_000;

/** Installs the pinned firebase-tools unless the installed copy matches the lockfile. */
export function ensureFirebaseEmulatorInstalled(): void {
  const lockHash = createHash('sha256')
    .update(readFileSync(path.join(toolDir, 'package-lock.json')))
    .digest('hex');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === lockHash) return;
  console.log('Installing the Firebase Authentication emulator (firebase-tools, first use only)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: toolDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Installing firebase-tools failed; see the output above.');
  writeFileSync(stampFile, lockHash);
}

export interface RunningEmulator {
  /** `host:port`, as FIREBASE_AUTH_EMULATOR_HOST takes it. */
  host: string;
  stop(): Promise<void>;
}

/**
 * Starts the Auth emulator on 127.0.0.1:`port` (its hub and logging on the next two ports) and
 * resolves once it answers. It runs in a process group of its own (child-processes.ts), which
 * `stop` ends whole, and which ends at the latest with this process: on exit, SIGTERM, SIGINT or SIGHUP.
 */
export async function startFirebaseEmulator({ port }: { port: number }): Promise<RunningEmulator> {
  ensureFirebaseEmulatorInstalled();
  const workDir = path.join(os.tmpdir(), `bistro-firebase-emulator-${port}`);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const host = '127.0.0.1';
  writeFileSync(
    path.join(workDir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host, port },
        hub: { host, port: port + 1 },
        logging: { host, port: port + 2 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const emulator = startChild(
    process.execPath,
    [firebaseBin, 'emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT_ID, '--config', 'firebase.json'],
    // CI=1 skips the update check and any prompt.
    { cwd: workDir, env: { ...process.env, CI: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  emulator.process.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  emulator.process.stderr?.on('data', (chunk) => {
    output += chunk;
  });

  const stop = async () => {
    await emulator.stop();
    rmSync(workDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answers(`http://${host}:${port}/`))) {
    if (!emulator.running() || Date.now() > deadline) {
      await stop();
      throw new Error(`The Firebase Auth emulator did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { host: `${host}:${port}`, stop };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { port: { type: 'string', default: '9099' }, install: { type: 'boolean', default: false } },
  });
  if (values.install) {
    ensureFirebaseEmulatorInstalled();
    process.exit(0);
  }
  const emulator = await startFirebaseEmulator({ port: Number(values.port) });
  console.log(`Firebase Auth emulator at http://${emulator.host} (project ${EMULATOR_PROJECT_ID})`);
}
