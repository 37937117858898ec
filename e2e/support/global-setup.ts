// Starts what the browser tests run against, all at once: the web build, the local OpenID
// provider, Firebase's Auth emulator, a PostgreSQL server and the sites (sites.ts), each site a
// real `npm start`. Everything it starts ends with the run: after the last test, when the run is
// interrupted (Ctrl-C) or terminated (SIGTERM, SIGHUP), and, as a last resort, when this process exits.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { startPostgresServer } from '../../apps/server/test/postgres-server.ts';
import { startFirebaseEmulator } from '../../scripts/firebase-emulator.ts';
import { ensureWebBuild } from '../../scripts/web-build.ts';
import { headlessShell } from './chromium.ts';
import { startOidcProvider } from './oidc-provider.ts';
import { ports, type Site, sites } from './sites.ts';

const root = path.resolve(import.meta.dirname, '../..');
const READY_TIMEOUT_MS = 240_000;

/** The sites' process groups (npm, its shell and the server), each ended whole. */
const groups = new Set<ChildProcess>();

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

async function stopGroup(child: ChildProcess) {
  if (running(child)) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    signalGroup(child, 'SIGTERM');
    const killer = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  }
  groups.delete(child);
}

/** Passes a child's output on, each line named by where it comes from. */
function relayOutput(child: ChildProcess, name: string) {
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) console.log(`[${name}] ${line}`);
    });
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Starts a site as a person does (`npm start`), in a process group of its own, and waits until it answers. */
async function startSite(site: Site): Promise<void> {
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, ...site.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  groups.add(child);
  relayOutput(child, site.name);
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answers(`${site.url}/api/health`))) {
    if (!running(child))
      throw new Error(`${site.name} (${site.url}) stopped before it answered; see its output above.`);
    if (Date.now() > deadline)
      throw new Error(`${site.name} (${site.url}) did not answer within ${READY_TIMEOUT_MS / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function endEverythingAtExit() {
  // A last resort: whatever is still running when this process exits is killed.
  process.once('exit', () => {
    for (const child of groups) signalGroup(child, 'SIGKILL');
  });
  for (const signal of ['SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      for (const child of groups) signalGroup(child, 'SIGTERM');
      process.exit(128 + (signal === 'SIGTERM' ? 15 : 1));
    });
  }
}

export default async function globalSetup() {
  endEverythingAtExit();
  const started = performance.now();
  // Before any site starts: each `npm start` would otherwise build it too.
  ensureWebBuild();
  // The workers, started after this, launch it.
  process.env.E2E_CHROMIUM = (await headlessShell()) ?? '';
  const stops: (() => Promise<void>)[] = [];
  const teardown = async () => {
    await Promise.all([...groups].map(stopGroup));
    await Promise.all(stops.map((stop) => stop()));
  };
  try {
    const oidc = await startOidcProvider({ port: ports.oidc, appUrls: [sites.main.url, sites.rules.url] });
    stops.push(oidc.stop);
    await Promise.all([
      startSite(sites.main),
      startSite(sites.rules),
      startFirebaseEmulator({ port: ports.emulator, ownGroup: true }).then(async (emulator) => {
        stops.push(emulator.stop);
        await startSite(sites.firebase);
      }),
      startPostgresServer({ port: ports.postgres }).then(async (postgres) => {
        stops.push(postgres.stop);
        await postgres.createDatabase('bistro');
        await Promise.all([startSite(sites.firstProcess), startSite(sites.secondProcess)]);
      }),
    ]);
  } catch (error) {
    await teardown();
    throw error;
  }
  console.log(`Sites ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return teardown;
}
