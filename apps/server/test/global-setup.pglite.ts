import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteHandle } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrate.ts';
import { dumpEmptyPglite } from './empty-pglite.ts';
import { openAroundTheClock } from './restaurant-hours.ts';

/** Migrates one PGlite database per run and dumps it; each test file loads a copy. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bistro-pglite-'));
  const client = await PGlite.create();
  const emptyPglitePath = await dumpEmptyPglite(client, dir);
  const handle = pgliteHandle(client);
  await migrate(handle);
  await openAroundTheClock(handle.db);
  const dump = await client.dumpDataDir('none');
  const templatePath = path.join(dir, 'template.tar');
  await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('testDatabase', { kind: 'pglite', templatePath, emptyPglitePath });
  return () => rm(dir, { recursive: true, force: true });
}
