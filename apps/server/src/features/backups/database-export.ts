import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { DatabaseHandle } from '../../db/connect.ts';
import { knownMigrations, lastAppliedMigration } from '../../db/migrate.ts';
import { BackupError, type Manifest, tablePart } from './archive.ts';
import { appTables, quoted } from './database-tables.ts';

/** Rows read per round trip: small enough that a request waiting between two reads barely notices. */
const BATCH_ROWS = 2000;

/**
 * Writes every table of the database into `dir` (database/<table>.jsonl.gz), all from one
 * snapshot, in batches between the requests the server goes on serving.
 */
export async function exportDatabase(
  handle: DatabaseHandle,
  dir: string,
): Promise<Pick<Manifest, 'migration' | 'tables'>> {
  const appliedAt = await lastAppliedMigration(handle.db);
  const migration = knownMigrations().find((known) => known.when === appliedAt);
  if (!migration) {
    throw new BackupError(
      appliedAt === null
        ? 'The database has no tables yet: start the site once, then back it up.'
        : 'The database was migrated by a newer release than this one: back it up with that release.',
      'refused',
    );
  }
  const tables = await appTables(handle.db);
  const prefix = `backup_${randomBytes(4).toString('hex')}`;
  const cursorOf = (index: number) => `${prefix}_${index}`;
  const cursors = Object.fromEntries(
    tables.map((table, index) => [cursorOf(index), `select to_jsonb(t)::text as row from ${quoted(table)} t`]),
  );
  await mkdir(path.join(dir, 'database'), { recursive: true });
  const written = await handle.readSnapshot(cursors, async (fetch) => {
    const counted: Manifest['tables'] = [];
    for (const [index, table] of tables.entries()) {
      const part = tablePart(table);
      const gzip = createGzip();
      const done = finished(gzip.pipe(createWriteStream(path.join(dir, part))));
      let rows = 0;
      for (;;) {
        const batch = await fetch(cursorOf(index), BATCH_ROWS);
        if (batch.length === 0) break;
        rows += batch.length;
        if (!gzip.write(`${batch.map((row) => row.row).join('\n')}\n`)) {
          await new Promise((resolve) => gzip.once('drain', resolve));
        }
      }
      gzip.end();
      await done;
      counted.push({ name: table, rows, part });
    }
    return counted;
  });
  return { migration, tables: written };
}
