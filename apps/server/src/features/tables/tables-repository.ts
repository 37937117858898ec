import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { tableCodes, tableTabs } from '../../db/schema.ts';

export type TabRecord = typeof tableTabs.$inferSelect;

/** A new code for a table's card: 128 random bits, 22 characters of base64url (nobody guesses one). */
const newCode = () => randomBytes(16).toString('base64url');

/** The tables' codes and tabs (migration tables_and_tabs); the tables themselves are the booking set-up's. */
export function createTablesRepository(db: Db) {
  return {
    /** Each named table's code, a table that has none yet given one. */
    async codesOf(names: readonly string[]): Promise<Map<string, string>> {
      if (names.length === 0) return new Map();
      await db
        .insert(tableCodes)
        .values(names.map((tableName) => ({ tableName, code: newCode() })))
        .onConflictDoNothing({ target: tableCodes.tableName });
      const rows = await db
        .select()
        .from(tableCodes)
        .where(inArray(tableCodes.tableName, [...names]));
      return new Map(rows.map((row) => [row.tableName, row.code]));
    },

    /** Gives the table a new code (the old one stops working); answers it. */
    async renewCode(tableName: string, now: Date, tx: DbOrTx): Promise<string> {
      const code = newCode();
      await tx
        .insert(tableCodes)
        .values({ tableName, code, createdAt: now })
        .onConflictDoUpdate({ target: tableCodes.tableName, set: { code, createdAt: now } });
      return code;
    },

    /** The table whose card carries this code, if any. */
    async tableOfCode(code: string): Promise<string | undefined> {
      const [row] = await db
        .select({ tableName: tableCodes.tableName })
        .from(tableCodes)
        .where(eq(tableCodes.code, code));
      return row?.tableName;
    },

    /** The open tabs of these tables, by table name. */
    async openTabsOf(names: readonly string[]): Promise<Map<string, TabRecord>> {
      if (names.length === 0) return new Map();
      const rows = await db
        .select()
        .from(tableTabs)
        .where(and(inArray(tableTabs.tableName, [...names]), eq(tableTabs.status, 'open')));
      return new Map(rows.map((row) => [row.tableName, row]));
    },

    /**
     * Opens a tab for the table, unless one is open already (answers undefined then: of two staff
     * opening one table at once, one opens it).
     */
    async openTab(tableName: string, by: string, now: Date, tx: DbOrTx): Promise<TabRecord | undefined> {
      const [row] = await tx
        .insert(tableTabs)
        .values({ tableName, openedBy: by, openedAt: now })
        .onConflictDoNothing({ target: tableTabs.tableName, where: eq(tableTabs.status, 'open') })
        .returning();
      return row;
    },

    /** The tab, its row locked until the transaction ends, if it is still open. */
    async lockOpenTab(id: string, tx: DbOrTx): Promise<TabRecord | undefined> {
      const [row] = await tx
        .select()
        .from(tableTabs)
        .where(and(eq(tableTabs.id, id), eq(tableTabs.status, 'open')))
        .for('update');
      return row;
    },
  };
}

export type TablesRepository = ReturnType<typeof createTablesRepository>;
