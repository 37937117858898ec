import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';

/**
 * Creating an embedded database runs initdb (about two seconds); loading one dumped takes a
 * quarter of that. The run's global set-up dumps a fresh one into `dir` once, and each test that
 * needs a database no migration has touched (an older release's, a scratch one) loads a copy.
 */
export async function dumpEmptyPglite(client: PGlite, dir: string): Promise<string> {
  const file = path.join(dir, 'empty.tar');
  await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  return file;
}

/** A new embedded database, in memory, with no tables: a copy of the run's empty one. */
export async function createEmptyPglite(): Promise<PGlite> {
  const dump = await readFile(inject('testDatabase').emptyPglitePath);
  return PGlite.create({ loadDataDir: new Blob([dump]) });
}
