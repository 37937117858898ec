import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DbOrTx, queryRows } from '../../db/connect.ts';

export const quoted = (table: string) => `public.${pg.escapeIdentifier(table)}`;

/**
 * The tables of the app's schema, read from the database itself rather than from schema.ts: a
 * database made by an older release is backed up as it is.
 */
export async function appTables(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** One column of a table's primary key, with its SQL type (`uuid`, `text`, `bigint`…). */
export interface KeyColumn {
  name: string;
  type: string;
}

/** Each table's primary key: its columns in the key's order. A table without one is not in the map. */
export async function primaryKeys(db: DbOrTx): Promise<Map<string, KeyColumn[]>> {
  const rows = await queryRows<{ table_name: string; name: string; type: string }>(
    db,
    sql`select c.relname as table_name, a.attname as name, format_type(a.atttypid, a.atttypmod) as type
        from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
        cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, position)
        join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where i.indisprimary and n.nspname = 'public' order by c.relname, k.position`,
  );
  const keys = new Map<string, KeyColumn[]>();
  for (const { table_name: table, name, type } of rows) keys.set(table, [...(keys.get(table) ?? []), { name, type }]);
  return keys;
}

/** The tables ordered so that each comes after every table its foreign keys point to. */
export async function parentsFirst(db: DbOrTx, tables: string[]): Promise<string[]> {
  const links = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent from pg_constraint c
        join pg_class child on child.oid = c.conrelid join pg_class parent on parent.oid = c.confrelid
        join pg_namespace n on n.oid = c.connamespace where c.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const link of links) if (link.child === table && link.parent !== table) visit(link.parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered.filter((table) => tables.includes(table));
}

/**
 * Moves every sequence behind a column (serial or identity) past the largest value loaded, so
 * the next row inserted gets a new number (Gitea #4407: sequences left behind after a move).
 */
export async function resetSequences(db: DbOrTx): Promise<void> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public'
        and (is_identity = 'YES' or column_default like 'nextval(%')`,
  );
  for (const { table_name: table, column_name: column } of columns) {
    const name = pg.escapeIdentifier(column);
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${quoted(table).replaceAll("'", "''")}', '${column.replaceAll("'", "''")}'), max(${name})) from ${quoted(table)} having max(${name}) is not null`,
      ),
    );
  }
}

/** Rows per table, as the database counts them. */
export async function rowCounts(db: DbOrTx, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await queryRows<{ count: string | number }>(
      db,
      sql.raw(`select count(*) as count from ${quoted(table)}`),
    );
    counts[table] = Number(row?.count ?? 0);
  }
  return counts;
}

/** Whether the database holds a restaurant's data: anyone signed up, a dish, an order. */
export async function holdsAShop(db: DbOrTx): Promise<boolean> {
  const tables = new Set(await appTables(db));
  const present = ['users', 'auth_user', 'menu_items', 'orders'].filter((table) => tables.has(table));
  const counts = await rowCounts(db, present);
  return Object.values(counts).some((count) => count > 0);
}
