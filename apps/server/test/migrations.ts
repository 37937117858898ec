import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { pgliteHandle } from '../src/db/connect.ts';
import { migrationsFolder } from '../src/db/migrate.ts';
import { createEmptyPglite } from './empty-pglite.ts';

/** The migrations up to (not including) `tag`, in a folder of their own: the database as an older release left it. */
export async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'bistro-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

/** A fresh embedded database as an older release left it: migrated up to (not including) `tag`. */
export async function databaseBefore(tag: string) {
  const client = await createEmptyPglite();
  const handle = pgliteHandle(client);
  const db = handle.db as unknown as PgliteDatabase;
  await migratePglite(db, { migrationsFolder: await migrationsBefore(tag) });
  return { client, handle, db };
}
