import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { menuItems, optionChoices, optionGroups, stockHolds } from '../../db/schema.ts';

/** What is counted: a dish (menu_items) or a choice (option_choices). */
export type Counted = 'dish' | 'choice';

const tableOf = (kind: Counted) => (kind === 'dish' ? menuItems : optionChoices);

/** A count's columns of its table (a choice's name plain: without its group). */
const countColumns = (table: ReturnType<typeof tableOf>) => ({
  id: table.id,
  name: table.name,
  stock: table.stock,
  parLevel: table.parLevel,
  stockSetAt: table.stockSetAt,
});

export type StockHold = typeof stockHolds.$inferSelect;

/** A dish's or a choice's count as it stands: its name (a choice's with its group), count and par level. */
export interface CountRow {
  id: string;
  name: string;
  stock: number | null;
  parLevel: number | null;
  stockSetAt: Date | null;
}

/**
 * The stock counts of dishes and choices and the orders' holds on them (docs/counter.md). A hold
 * takes from a count in one conditional update (`stock >= wanted`), so of any number of orders
 * racing for the last portions exactly that many get them, on PGlite and PostgreSQL alike.
 */
export function createStockRepository(db: Db) {
  const choiceName = sql<string>`${optionChoices.name} || ' (' || ${optionGroups.name} || ')'`;

  return {
    /** The counted ones of these dishes or choices (those not counted are left out). */
    async counted(kind: Counted, ids: readonly string[], tx: DbOrTx = db): Promise<CountRow[]> {
      if (ids.length === 0) return [];
      if (kind === 'dish') {
        return tx
          .select(countColumns(menuItems))
          .from(menuItems)
          .where(and(inArray(menuItems.id, [...ids]), isNotNull(menuItems.stock)));
      }
      return tx
        .select({ ...countColumns(optionChoices), name: choiceName })
        .from(optionChoices)
        .innerJoin(optionGroups, eq(optionGroups.id, optionChoices.groupId))
        .where(and(inArray(optionChoices.id, [...ids]), isNotNull(optionChoices.stock)));
    },

    /** A dish's or choice's count, its row locked until the transaction ends; undefined when there is none. */
    async lock(kind: Counted, id: string, tx: DbOrTx): Promise<CountRow | undefined> {
      const table = tableOf(kind);
      const [row] = await tx.select(countColumns(table)).from(table).where(eq(table.id, id)).for('update');
      return row;
    },

    /** Sets a count and par level (as `countOf` makes them). */
    async set(
      kind: Counted,
      id: string,
      values: { stock?: number | null; stockSetAt?: Date; parLevel?: number | null; parRestoredOn?: string },
      tx: DbOrTx,
    ): Promise<void> {
      const table = tableOf(kind);
      await tx.update(table).set(values).where(eq(table.id, id));
    },

    /** Takes `quantity` from the count if that many are left; answers whether it did. */
    async take(kind: Counted, id: string, quantity: number, tx: DbOrTx): Promise<boolean> {
      const table = tableOf(kind);
      const taken = await tx
        .update(table)
        .set({ stock: sql`${table.stock} - ${quantity}` })
        .where(and(eq(table.id, id), sql`${table.stock} >= ${quantity}`))
        .returning({ id: table.id });
      return taken.length > 0;
    },

    /**
     * Gives `quantity` back to a count still kept; with `setBefore`, only if the count was last set
     * before that moment (a count set since replaced the hold). Answers whether it did.
     */
    async giveBack(kind: Counted, id: string, quantity: number, setBefore: Date | null, tx: DbOrTx): Promise<boolean> {
      const table = tableOf(kind);
      const given = await tx
        .update(table)
        .set({ stock: sql`${table.stock} + ${quantity}` })
        .where(
          and(
            eq(table.id, id),
            isNotNull(table.stock),
            setBefore ? or(isNull(table.stockSetAt), sql`${table.stockSetAt} <= ${setBefore}`) : undefined,
          ),
        )
        .returning({ id: table.id });
      return given.length > 0;
    },

    async insertHolds(holds: (typeof stockHolds.$inferInsert)[], tx: DbOrTx): Promise<void> {
      if (holds.length > 0) await tx.insert(stockHolds).values(holds);
    },

    /** An order's holds (or one of its lines') not yet given back, locked until the transaction ends. */
    async holdsOf(which: { orderId: string } | { lineId: string }, tx: DbOrTx): Promise<StockHold[]> {
      return tx
        .select()
        .from(stockHolds)
        .where(
          and(
            'orderId' in which ? eq(stockHolds.orderId, which.orderId) : eq(stockHolds.orderLineId, which.lineId),
            ne(stockHolds.state, 'released'),
            gt(stockHolds.quantity, 0),
          ),
        )
        .orderBy(asc(stockHolds.id))
        .for('update');
    },

    /** The order's held stock counts (it is paid). */
    async markCounted(orderId: string, at: Date, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(stockHolds)
        .set({ state: 'counted', countedAt: at })
        .where(and(eq(stockHolds.orderId, orderId), eq(stockHolds.state, 'held')));
    },

    /** A hold now holds this many (none: it is released). */
    async setHeld(id: string, quantity: number, at: Date, tx: DbOrTx): Promise<void> {
      await tx
        .update(stockHolds)
        .set(quantity === 0 ? { quantity, state: 'released', releasedAt: at } : { quantity })
        .where(eq(stockHolds.id, id));
    },

    /** Whether a dish or a choice has a par level not restored yet on this restaurant day. */
    async parDue(today: string, tx: DbOrTx = db): Promise<boolean> {
      const due = (kind: Counted) => {
        const table = tableOf(kind);
        return tx
          .select({ id: table.id })
          .from(table)
          .where(and(isNotNull(table.parLevel), or(isNull(table.parRestoredOn), lt(table.parRestoredOn, today))))
          .limit(1);
      };
      const [dishes, choices] = await Promise.all([due('dish'), due('choice')]);
      return dishes.length + choices.length > 0;
    },

    /** The dishes and choices whose par level was not restored yet on this restaurant day, locked. */
    async dueForPar(kind: Counted, today: string, tx: DbOrTx): Promise<CountRow[]> {
      const table = tableOf(kind);
      return tx
        .select(countColumns(table))
        .from(table)
        .where(and(isNotNull(table.parLevel), or(isNull(table.parRestoredOn), lt(table.parRestoredOn, today))))
        .orderBy(asc(table.id))
        .for('update');
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
