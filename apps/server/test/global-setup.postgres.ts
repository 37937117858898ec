import type { TestProject } from 'vitest/node';
import { postgresHandle } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrate.ts';
import { startPostgresServer } from './postgres-server.ts';
import { openAroundTheClock } from './restaurant-hours.ts';

const TEMPLATE = 'bistro_template';

/** Starts a throwaway PostgreSQL server and migrates a template database that each test file copies. */
export default async function setup(project: TestProject) {
  const server = await startPostgresServer();
  const template = postgresHandle(await server.createDatabase(TEMPLATE));
  await migrate(template);
  await openAroundTheClock(template.db);
  await template.close();
  project.provide('testDatabase', { kind: 'postgres', serverUrl: server.serverUrl, template: TEMPLATE });
  return () => server.stop();
}
