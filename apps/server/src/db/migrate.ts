import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type DatabaseHandle, type Db, type DbOrTx, queryRows } from './connect.ts';

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** Applies the versioned migrations in ./drizzle that this database has not seen yet. */
export async function migrate(handle: DatabaseHandle, db: Db = handle.db): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
  }
}

export interface Migration {
  tag: string;
  /** When it was generated: the order drizzle applies migrations in, and what it records. */
  when: number;
}

/** The migrations this release knows, oldest first. */
export function knownMigrations(): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: Migration[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * When the last migration this database applied was generated (drizzle records that time), or
 * null for a database no migration has touched.
 */
export async function lastAppliedMigration(db: DbOrTx): Promise<number | null> {
  const [table] = await queryRows<{ found: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as found`,
  );
  if (!table?.found) return null;
  const [last] = await queryRows<{ created_at: string | number | null }>(
    db,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  return last?.created_at == null ? null : Number(last.created_at);
}

/**
 * Applies the migrations up to and including `upTo` (all of them without it) inside the caller's
 * transaction, with drizzle's own migrator: a restore that fails later undoes them too.
 */
export async function migrateWithin(tx: DbOrTx, upTo?: string): Promise<void> {
  const all = readMigrationFiles({ migrationsFolder });
  const known = knownMigrations();
  const last = upTo === undefined ? known.length - 1 : known.findIndex((migration) => migration.tag === upTo);
  if (last < 0) throw new Error(`unknown migration ${upTo}`);
  const session = {
    execute: (statement: SQL) => tx.execute(statement),
    all: (statement: SQL) => queryRows(tx, statement),
    transaction: (work: (inner: DbOrTx) => Promise<void>) => work(tx),
  };
  await new PgDialect().migrate(all.slice(0, last + 1), session as never, { migrationsFolder });
}
