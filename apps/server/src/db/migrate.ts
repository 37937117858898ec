import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle, Db } from './connect.ts';

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** Applies the versioned migrations in ./drizzle that this database has not seen yet. */
export async function migrate(handle: DatabaseHandle, db: Db = handle.db): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
  }
}
