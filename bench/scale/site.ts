// One site as a deployment runs it (docs/deploy.md), on this machine: two app processes, each
// with a DATA_DIR of its own, on one PostgreSQL and one S3-compatible object store, behind HAProxy
// with the configuration in deploy/haproxy.cfg. For the rolling-restart and failover tests.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startObjectStoreServer } from '../../apps/server/test/object-store-server.ts';
import { freePort, startPostgresServer } from '../../apps/server/test/postgres-server.ts';
import { type Child, startChild } from '../../scripts/child-processes.ts';

const root = path.resolve(import.meta.dirname, '../..');
const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((file) => existsSync(file));

export interface AppProcess {
  name: string;
  port: number;
  /** Starts it (again) and waits until it answers its health check. */
  start(): Promise<void>;
  /** SIGTERM, as a deploy stops it; resolves when it has exited. */
  terminate(): Promise<void>;
  /** SIGKILL: the process is gone at once, mid-request. */
  kill(): void;
}

export interface ScaleSite {
  /** The load balancer's address, where the diners go. */
  url: string;
  processes: AppProcess[];
  databaseUrl: string;
  /** The environment every app process has (its own DATA_DIR and PORT aside). */
  env: Record<string, string>;
  /** What HAProxy says of a process: `UP`, `DOWN`, `UP 1/2` (going down)… */
  stateOf(name: string): Promise<string>;
  /** How many requests HAProxy sent again (`wretr`) or to the other process (`wredis`) after one failed. */
  resent(): Promise<{ retries: number; redispatches: number }>;
  /** Waits until HAProxy says `state` of the process. */
  untilState(name: string, state: 'UP' | 'DOWN', ms?: number): Promise<void>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  );
}

/** Asks HAProxy's admin socket; answers its reply. */
function askHaproxy(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let reply = '';
    const connection = net.connect(socket, () => connection.end(`${command}\n`));
    connection.setEncoding('utf8').on('data', (chunk: string) => {
      reply += chunk;
    });
    connection.on('end', () => resolve(reply)).on('error', reject);
  });
}

/**
 * Starts the site. `prepare` runs once the database is migrated and seeded, before the app
 * processes start: the test's restaurant settings.
 */
export async function startScaleSite({
  env: extra = {},
  prepare,
}: {
  env?: Record<string, string>;
  prepare: (env: Record<string, string>) => Promise<void>;
}): Promise<ScaleSite> {
  if (!HAPROXY) throw new Error('These tests run HAProxy: apt-get install -y haproxy (bash .ci/run does).');
  const work = await mkdtemp(path.join(os.tmpdir(), 'bistro-scale-'));
  const stops: (() => Promise<void>)[] = [];
  try {
    const [postgres, store] = await Promise.all([startPostgresServer(), startObjectStoreServer()]);
    stops.push(postgres.stop, store.stop);
    const [balancerPort, ...appPorts] = await Promise.all([freePort(), freePort(), freePort()]);
    const url = `http://127.0.0.1:${balancerPort}`;
    const databaseUrl = await postgres.createDatabase('bistro');
    const env: Record<string, string> = {
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: 'scale-test-auth-secret-of-every-process',
      JWT_SECRET: 'scale-test-jwt-secret-of-every-process!',
      INSTANCES: '2',
      TRUST_PROXY: '127.0.0.1',
      ...(await store.bucket('bistro')),
      BACKUP_DIR: 's3://bistro/backups',
      BACKUP_EVERY: 'off',
      WEB_DIST_DIR: '',
      LOG_LEVEL: 'warn',
      LOGIN_CAPTCHA: 'false',
      AUTH_RATE_LIMIT: '1000',
      // Each simulated diner books a table with each order.
      BOOKINGS_PER_HOUR: '1000',
      ...extra,
    };
    await prepare({ ...env, DATA_DIR: path.join(work, 'prepare') });

    const socket = path.join(work, 'haproxy.sock');
    const config = (await readFile(path.join(root, 'deploy/haproxy.cfg'), 'utf8'))
      .replaceAll('/run/haproxy/admin.sock', socket)
      .replaceAll('127.0.0.1:8080', `127.0.0.1:${balancerPort}`)
      .replaceAll('127.0.0.1:5001', `127.0.0.1:${appPorts[0]}`)
      .replaceAll('127.0.0.1:5002', `127.0.0.1:${appPorts[1]}`);
    await writeFile(path.join(work, 'haproxy.cfg'), config);
    execFileSync(HAPROXY, ['-c', '-q', '-f', path.join(work, 'haproxy.cfg')]);

    const processes = appPorts.map((port, index): AppProcess => {
      const name = `app${index + 1}`;
      let child: Child | undefined;
      return {
        name,
        port,
        async start() {
          child = startChild(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
            cwd: root,
            env: { ...process.env, ...env, PORT: String(port), DATA_DIR: path.join(work, name) },
            stdio: ['ignore', 'ignore', 'inherit'],
            graceMs: 60_000,
          });
          const deadline = Date.now() + 60_000;
          while (!(await answers(`http://127.0.0.1:${port}/api/health`))) {
            if (!child.running()) throw new Error(`${name} stopped before it answered`);
            if (Date.now() > deadline) throw new Error(`${name} did not answer within 60 s`);
            await sleep(100);
          }
        },
        terminate: async () => child?.stop(),
        kill() {
          if (child?.running() && child.process.pid) process.kill(child.process.pid, 'SIGKILL');
        },
      };
    });
    stops.unshift(async () => {
      await Promise.all(
        processes.map(async (app) => {
          app.kill();
          await app.terminate();
        }),
      );
    });
    await Promise.all(processes.map((app) => app.start()));
    const balancer = startChild(HAPROXY, ['-db', '-f', path.join(work, 'haproxy.cfg')], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    stops.unshift(balancer.stop);

    const statOf = async (name: string) => {
      const csv = await askHaproxy(socket, 'show stat');
      return (
        csv
          .split('\n')
          .find((line) => line.startsWith(`app,${name},`))
          ?.split(',') ?? []
      );
    };
    const stateOf = async (name: string) => (await statOf(name))[17] ?? 'unknown';
    const untilState = async (name: string, state: 'UP' | 'DOWN', ms = 30_000) => {
      const deadline = Date.now() + ms;
      for (let seen = ''; seen !== state; seen = await stateOf(name).catch((error: Error) => error.message)) {
        if (Date.now() > deadline) {
          throw new Error(`HAProxy did not see ${name} ${state} within ${ms / 1000} s (it says: ${seen})`);
        }
        await sleep(100);
      }
    };
    for (const app of processes) await untilState(app.name, 'UP');
    return {
      url,
      processes,
      databaseUrl,
      env,
      stateOf,
      untilState,
      async resent() {
        const backend = await statOf('BACKEND');
        return { retries: Number(backend[15] ?? 0), redispatches: Number(backend[16] ?? 0) };
      },
      async stop() {
        for (const stop of stops) await stop();
        await rm(work, { recursive: true, force: true });
      },
    };
  } catch (error) {
    for (const stop of stops) await stop().catch(() => {});
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}
