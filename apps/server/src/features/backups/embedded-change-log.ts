import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, type DbOrTx, queryRows } from '../../db/connect.ts';
import { type KeyColumn, quoted } from './database-tables.ts';

/** Each change log lives in a schema of its own, named so: a crash can leave one behind. */
const SCHEMA_PREFIX = 'bistro_backup_';
const LOG_BATCH_ROWS = 2000;

/** A row's key as the change log spells it: the JSON array of its key columns' values, in order. */
export const keyOf = (row: Record<string, unknown>, key: KeyColumn[]) =>
  JSON.stringify(key.map((column) => row[column.name]));

export interface LoggedChange {
  table: string;
  /** As `keyOf` spells it. */
  key: string;
  /** The row as it stood when the log began (`to_jsonb` text), or null: no row had this key then. */
  before: string | null;
}

export interface ChangeLog {
  /** Every row changed since the log began, with what it was then (its first change only). */
  changes(): Promise<LoggedChange[]>;
  /** Drops the log and its triggers: writes are as they were before it. */
  stop(): Promise<void>;
}

/**
 * Starts logging, for every row of `tables` (name → primary key) that changes from now on, what
 * it was now: a copy-on-write log, so that rows read later can be put back as they stood at this
 * moment. One short transaction: its commit is the moment. The trigger only inserts into the log
 * (the first change of a key wins), so it cannot refuse a write the app makes.
 */
export async function startChangeLog(db: Db, tables: Map<string, KeyColumn[]>): Promise<ChangeLog> {
  const schema = pg.escapeIdentifier(`${SCHEMA_PREFIX}${randomBytes(4).toString('hex')}`);
  await db.transaction(async (tx) => {
    const run = (statement: string) => tx.execute(sql.raw(statement));
    await run(`create schema ${schema}`);
    await run(
      `create table ${schema}.changes (id bigint generated always as identity primary key, table_name text not null, key text not null, before jsonb, unique (table_name, key))`,
    );
    await run(
      `create function ${schema}.key_of(image jsonb, columns text[]) returns text language sql immutable
       as $$ select jsonb_agg(image -> c order by n)::text from unnest(columns) with ordinality as u(c, n) $$`,
    );
    await run(
      `create function ${schema}.log_change() returns trigger language plpgsql as $$
       begin
         if tg_op <> 'INSERT' then
           insert into ${schema}.changes (table_name, key, before)
           values (tg_table_name, ${schema}.key_of(to_jsonb(old), tg_argv), to_jsonb(old)) on conflict do nothing;
         end if;
         if tg_op <> 'DELETE' then
           insert into ${schema}.changes (table_name, key, before)
           values (tg_table_name, ${schema}.key_of(to_jsonb(new), tg_argv), null) on conflict do nothing;
         end if;
         return null;
       end $$`,
    );
    for (const [table, key] of tables) {
      await run(
        `create trigger ${schema} after insert or update or delete on ${quoted(table)} for each row execute function ${schema}.log_change(${key.map((column) => pg.escapeLiteral(column.name)).join(', ')})`,
      );
    }
  });
  return {
    async changes() {
      const changes: LoggedChange[] = [];
      for (let after = 0; ; ) {
        const rows = await queryRows<{ id: string | number; table_name: string; key: string; before: string | null }>(
          db,
          sql`select id, table_name, key, before::text as before from ${sql.raw(schema)}.changes
              where id > ${after} order by id limit ${LOG_BATCH_ROWS}`,
        );
        if (rows.length === 0) return changes;
        for (const row of rows) {
          changes.push({ table: row.table_name, key: JSON.stringify(JSON.parse(row.key)), before: row.before });
        }
        after = Number(rows.at(-1)?.id);
      }
    },
    async stop() {
      // The triggers depend on the schema's function: they go with it.
      await db.execute(sql.raw(`drop schema ${schema} cascade`));
    },
  };
}

/** Drops the change logs (and their triggers) a backup cut short by a crash left behind. */
export async function removeLeftoverChangeLogs(db: DbOrTx): Promise<void> {
  const leftovers = await queryRows<{ name: string }>(
    db,
    sql`select nspname as name from pg_namespace where starts_with(nspname, ${SCHEMA_PREFIX})`,
  );
  for (const { name } of leftovers) await db.execute(sql.raw(`drop schema ${pg.escapeIdentifier(name)} cascade`));
}
