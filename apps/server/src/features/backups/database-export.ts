import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, type Db, type PostgresHandle, queryRows } from '../../db/connect.ts';
import { knownMigrations, lastAppliedMigration } from '../../db/migrate.ts';
import { BackupError, LEFT_OUT_TABLES, type Manifest, tablePart } from './archive.ts';
import { appTables, type KeyColumn, primaryKeys, quoted } from './database-tables.ts';
import { keyOf, type LoggedChange, startChangeLog } from './embedded-change-log.ts';

/** Rows read per round trip: small enough that a request waiting between two reads barely notices. */
const BATCH_ROWS = 2000;

type TablePart = Manifest['tables'][number];

/** Writes the rows (`to_jsonb` text) of `batches` into `file`, gzipped, one per line: how many. */
async function writeRows(file: string, batches: AsyncIterable<string[]>): Promise<number> {
  let rows = 0;
  await pipeline(
    async function* () {
      for await (const batch of batches) {
        rows += batch.length;
        if (batch.length > 0) yield `${batch.join('\n')}\n`;
      }
    },
    createGzip(),
    createWriteStream(file),
  );
  return rows;
}

async function writePart(dir: string, table: string, batches: AsyncIterable<string[]>): Promise<TablePart> {
  const part = tablePart(table);
  return { name: table, rows: await writeRows(path.join(dir, part), batches), part };
}

/** PostgreSQL: every table read through a cursor of one REPEATABLE READ snapshot, on a connection of its own. */
async function exportSnapshot(handle: PostgresHandle, tables: string[], dir: string): Promise<TablePart[]> {
  const prefix = `backup_${randomBytes(4).toString('hex')}`;
  const cursorOf = (index: number) => `${prefix}_${index}`;
  const cursors = Object.fromEntries(
    tables.map((table, index) => [cursorOf(index), `select to_jsonb(t)::text as row from ${quoted(table)} t`]),
  );
  return handle.readSnapshot(cursors, async (fetch) => {
    const written: TablePart[] = [];
    for (const [index, table] of tables.entries()) {
      written.push(
        await writePart(dir, table, {
          async *[Symbol.asyncIterator]() {
            for (;;) {
              const batch = await fetch(cursorOf(index), BATCH_ROWS);
              if (batch.length === 0) return;
              yield batch.map((row) => String(row.row));
            }
          },
        }),
      );
    }
    return written;
  });
}

/**
 * A table's rows in batches by primary key, each its own short statement, with the site's waiting
 * requests served between two: rows as they are when their batch is read.
 */
async function* keysetBatches(db: Db, table: string, key: KeyColumn[]): AsyncGenerator<string[]> {
  const columns = sql.raw(key.map((column) => `t.${pg.escapeIdentifier(column.name)}`).join(', '));
  const keyAsText = sql.raw(key.map((column) => `t.${pg.escapeIdentifier(column.name)}::text`).join(', '));
  const pastKey = (last: string[]): SQL =>
    sql`where (${columns}) > (${sql.join(
      key.map((column, index) => sql`cast(${last[index]} as ${sql.raw(column.type)})`),
      sql`, `,
    )})`;
  let after: string[] | null = null;
  for (;;) {
    await new Promise((resolve) => setImmediate(resolve));
    const rows: { row: string; key: string[] }[] = await queryRows(
      db,
      sql`select to_jsonb(t)::text as row, array[${keyAsText}] as key from ${sql.raw(quoted(table))} t
          ${after ? pastKey(after) : sql``} order by ${columns} limit ${BATCH_ROWS}`,
    );
    if (rows.length === 0) return;
    after = rows.at(-1)?.key ?? null;
    yield rows.map((row) => row.row);
  }
}

/**
 * Puts a table's part back as the table stood when the change log began: the rows read whose key
 * changed since are dropped, and each changed row's first image (where it existed) is added.
 */
async function undoChanges(dir: string, written: TablePart, key: KeyColumn[], changes: LoggedChange[]) {
  const file = path.join(dir, written.part);
  const draft = `${file}.draft`;
  const changed = new Set(changes.map((change) => change.key));
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  const rows = await writeRows(draft, {
    async *[Symbol.asyncIterator]() {
      let batch: string[] = [];
      for await (const line of lines) {
        if (line === '' || changed.has(keyOf(JSON.parse(line), key))) continue;
        batch.push(line);
        if (batch.length === BATCH_ROWS) {
          yield batch;
          batch = [];
        }
      }
      yield [...batch, ...changes.flatMap((change) => (change.before === null ? [] : [change.before]))];
    },
  });
  await rename(draft, file);
  return { ...written, rows };
}

/**
 * The embedded database has one connection, which every request shares: a transaction held open
 * for the whole read would hold them all. Instead a change log (embedded-change-log.ts) notes,
 * from one moment on, the first image of every row changed; the tables are then read in short
 * batches between requests, and the parts put back as they stood at that moment.
 */
async function exportWithChangeLog(db: Db, tables: string[], dir: string): Promise<TablePart[]> {
  const keys = await primaryKeys(db);
  const keyless = tables.filter((table) => !keys.has(table));
  if (keyless.length > 0) {
    throw new BackupError(`Cannot back up tables without a primary key: ${keyless.join(', ')}.`, 'refused');
  }
  const keyOfTable = (table: string) => keys.get(table) ?? [];
  const log = await startChangeLog(db, new Map(tables.map((table) => [table, keyOfTable(table)])));
  const written: TablePart[] = [];
  let changes: LoggedChange[];
  try {
    for (const table of tables) written.push(await writePart(dir, table, keysetBatches(db, table, keyOfTable(table))));
    changes = await log.changes();
  } finally {
    await log.stop();
  }
  const restored: TablePart[] = [];
  for (const part of written) {
    const ofTable = changes.filter((change) => change.table === part.name);
    restored.push(ofTable.length === 0 ? part : await undoChanges(dir, part, keyOfTable(part.name), ofTable));
  }
  return restored;
}

/**
 * Writes every table of the database but LEFT_OUT_TABLES into `dir` (database/<table>.jsonl.gz),
 * all as they stood at one moment, in batches between the requests the server goes on serving.
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
  const tables = (await appTables(handle.db)).filter((table) => !LEFT_OUT_TABLES.includes(table));
  await mkdir(path.join(dir, 'database'), { recursive: true });
  const written =
    handle.kind === 'postgres'
      ? await exportSnapshot(handle, tables, dir)
      : await exportWithChangeLog(handle.db, tables, dir);
  return { migration, tables: written };
}
