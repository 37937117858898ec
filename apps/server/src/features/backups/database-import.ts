import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, DbOrTx } from '../../db/connect.ts';
import { migrateWithin } from '../../db/migrate.ts';
import { BackupError, LEFT_OUT_TABLES, type Manifest } from './archive.ts';
import { appTables, parentsFirst, quoted, resetSequences, rowCounts } from './database-tables.ts';

/** Rows sent per insert. */
const BATCH_ROWS = 1000;

async function loadTable(tx: DbOrTx, table: string, file: string): Promise<void> {
  const insert = (lines: string[]) =>
    tx.execute(
      sql`insert into ${sql.raw(quoted(table))} overriding system value
          select * from jsonb_populate_recordset(null::${sql.raw(quoted(table))}, ${`[${lines.join(',')}]`}::jsonb)`,
    );
  let batch: string[] = [];
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length === BATCH_ROWS) {
      await insert(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await insert(batch);
}

/**
 * Replaces the whole database with the archive's, in one transaction: the schema as the
 * archive's release left it (its migrations), the rows, the sequences past them, then this
 * release's later migrations. A failure anywhere leaves the database as it was. Answers the rows
 * per table as the database counted them once loaded, equal to the manifest's.
 */
export async function importDatabase(
  handle: DatabaseHandle,
  dir: string,
  manifest: Manifest,
): Promise<Record<string, number>> {
  return handle.db.transaction((tx) => loadArchive(tx, dir, manifest));
}

/** importDatabase's work, inside the caller's transaction. */
export async function loadArchive(tx: DbOrTx, dir: string, manifest: Manifest): Promise<Record<string, number>> {
  await tx.execute(sql`drop schema if exists drizzle cascade`);
  await tx.execute(sql`drop schema if exists public cascade`);
  await tx.execute(sql`create schema public`);
  await migrateWithin(tx, manifest.migration.tag);
  const tables = await appTables(tx);
  // Archives of earlier releases held sessions, verifications and sign-in attempts: never restored.
  const kept = tables.filter((table) => !LEFT_OUT_TABLES.includes(table));
  const archived = manifest.tables.map((table) => table.name).filter((table) => !LEFT_OUT_TABLES.includes(table));
  if (kept.length !== archived.length || archived.some((table) => !kept.includes(table))) {
    throw new BackupError(
      `The archive's tables do not match its release's schema (${manifest.migration.tag}): it was not written by Bistro Boss, or was changed.`,
    );
  }
  // Rows some migrations insert (the restaurant's default hours) give way to the archive's.
  await tx.execute(sql.raw(`truncate ${tables.map(quoted).join(', ')}`));
  for (const table of await parentsFirst(tx, kept)) {
    const entry = manifest.tables.find((archivedTable) => archivedTable.name === table);
    if (!entry) continue;
    await loadTable(tx, table, path.join(dir, entry.part)).catch((error: Error) => {
      // Said without the rows themselves: the driver's message carries the whole batch.
      const reason = error.cause instanceof Error ? error.cause.message : error.message.split('\n')[0];
      throw new BackupError(`The database refused the archive's ${table}, and nothing was restored: ${reason}`);
    });
  }
  // Counted by the database, before later migrations change them.
  const counts = await rowCounts(tx, kept);
  const wrong = manifest.tables.find((table) => kept.includes(table.name) && counts[table.name] !== table.rows);
  if (wrong) {
    throw new BackupError(
      `The archive's ${wrong.name} restored as ${counts[wrong.name]} rows, but its manifest lists ${wrong.rows}.`,
    );
  }
  await resetSequences(tx);
  await migrateWithin(tx);
  return counts;
}
