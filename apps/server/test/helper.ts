import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config/env.ts';
import { type DatabaseHandle, pgliteHandle, postgresHandle } from '../src/db/connect.ts';

export type TestDatabase =
  | { kind: 'pglite'; templatePath: string }
  | { kind: 'postgres'; serverUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabase;
  }
}

/** A fresh, migrated database for one test file: a PGlite copy or a PostgreSQL database cloned from the template. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    const dump = await readFile(target.templatePath);
    return pgliteHandle(await PGlite.create({ loadDataDir: new Blob([dump]) }));
  }
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: `${target.serverUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${target.template}`);
  } finally {
    await admin.end();
  }
  return postgresHandle(`${target.serverUrl}/${name}`);
}

/** Test configuration: quiet, a throwaway data dir, no web build unless a test gives one. */
export async function testConfig(env: Record<string, string> = {}): Promise<AppConfig> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bistro-data-'));
  return loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST_DIR: '', ...env });
}

/**
 * The real app on a fresh database, ready for `app.inject`. Close it after the tests
 * (`afterAll(() => app.close())`); that also drops the database handle.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const database = await createTestDatabase();
  const app = await buildApp({ config: await testConfig(env), database, logger: false });
  app.addHook('onClose', () => database.close());
  await app.ready();
  return app;
}
