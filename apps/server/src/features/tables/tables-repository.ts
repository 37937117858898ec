import { randomBytes } from 'node:crypto';
import { TABLE_TOPIC } from '@bistro/contract/tables';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { tableCodes, tableTabs, tabPaymentRefunds, tabPayments } from '../../db/schema.ts';
import type { LiveStream } from '../live/index.ts';

export type TabRecord = typeof tableTabs.$inferSelect;
export type TabPaymentRecord = typeof tabPayments.$inferSelect;
export type NewTabPaymentRecord = typeof tabPayments.$inferInsert;
export type TabPaymentRefundRecord = typeof tabPaymentRefunds.$inferSelect;

/** Whether the database refused a row for a unique index (PostgreSQL's 23505), as the driver or Drizzle wraps it. */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));

/** A new code for a table's card: 128 random bits, 22 characters of base64url (nobody guesses one). */
const newCode = () => randomBytes(16).toString('base64url');

/**
 * The tables' codes and tabs (migration tables_and_tabs); the tables themselves are the booking
 * set-up's. Each change of a tab or of its payments is announced on the live stream under its
 * table's name (TABLE_TOPIC), at commit: the diners' page reads the tab again.
 */
export function createTablesRepository(db: Db, live: Pick<LiveStream, 'publish'>) {
  const announce = (tableName: string, tx: DbOrTx) =>
    live.publish(tx, { topic: TABLE_TOPIC, subjectId: tableName, userId: null });
  async function announceTab(tabId: string, tx: DbOrTx) {
    const [tab] = await tx.select({ tableName: tableTabs.tableName }).from(tableTabs).where(eq(tableTabs.id, tabId));
    if (tab) await announce(tab.tableName, tx);
  }
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
      // The old card's page learns that its code is gone.
      await announce(tableName, tx);
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
    async openTab(
      tableName: string,
      by: string | null,
      now: Date,
      tx: DbOrTx,
      { id, byRound = false }: { id?: string; byRound?: boolean } = {},
    ): Promise<TabRecord | undefined> {
      const [row] = await tx
        .insert(tableTabs)
        .values({ ...(id ? { id } : {}), tableName, openedBy: by, openedAt: now, openedByRound: byRound })
        .onConflictDoNothing({ target: tableTabs.tableName, where: eq(tableTabs.status, 'open') })
        .returning();
      if (row) await announce(tableName, tx);
      return row;
    },

    /** The table's tab closed last, if any. */
    async lastClosedTabOf(tableName: string): Promise<TabRecord | undefined> {
      const [row] = await db
        .select()
        .from(tableTabs)
        .where(and(eq(tableTabs.tableName, tableName), eq(tableTabs.status, 'closed')))
        .orderBy(desc(tableTabs.closedAt))
        .limit(1);
      return row;
    },

    async tab(id: string): Promise<TabRecord | undefined> {
      const [row] = await db.select().from(tableTabs).where(eq(tableTabs.id, id));
      return row;
    },

    /** The tab, its row locked until the transaction ends, whether open or closed. */
    async lockTab(id: string, tx: DbOrTx): Promise<TabRecord | undefined> {
      const [row] = await tx.select().from(tableTabs).where(eq(tableTabs.id, id)).for('update');
      return row;
    },

    /** The open tab moves to another table: undefined when that table has an open tab (one per table). */
    async moveTab(id: string, tableName: string, tx: DbOrTx): Promise<TabRecord | undefined> {
      const [taken] = await tx
        .select({ id: tableTabs.id })
        .from(tableTabs)
        .where(and(eq(tableTabs.tableName, tableName), eq(tableTabs.status, 'open')))
        .for('update');
      if (taken) return undefined;
      const [from] = await tx.select({ tableName: tableTabs.tableName }).from(tableTabs).where(eq(tableTabs.id, id));
      try {
        const [row] = await tx
          .update(tableTabs)
          .set({ tableName })
          .where(and(eq(tableTabs.id, id), eq(tableTabs.status, 'open')))
          .returning();
        if (row && from) for (const name of [from.tableName, tableName]) await announce(name, tx);
        return row;
      } catch (error) {
        // Opened meanwhile (one open tab per table, held by the unique index).
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    /** Closes the tab (its last payment was made): the table is free. */
    async closeTab(id: string, now: Date, tx: DbOrTx): Promise<void> {
      const [closed] = await tx
        .update(tableTabs)
        .set({ status: 'closed', closedAt: now })
        .where(and(eq(tableTabs.id, id), eq(tableTabs.status, 'open')))
        .returning();
      if (closed) await announce(closed.tableName, tx);
    },

    /** These tabs' payments made, by tab, oldest first. */
    async paidPaymentsOf(tabIds: string[], tx: DbOrTx = db): Promise<Map<string, TabPaymentRecord[]>> {
      const paid = await tx
        .select()
        .from(tabPayments)
        .where(and(inArray(tabPayments.tabId, tabIds), eq(tabPayments.status, 'paid')))
        .orderBy(asc(tabPayments.createdAt));
      const byTab = new Map<string, TabPaymentRecord[]>(tabIds.map((tabId) => [tabId, []]));
      for (const payment of paid) byTab.get(payment.tabId)?.push(payment);
      return byTab;
    },

    /** The tab's payments, oldest first, whatever their status. */
    async paymentsOf(tabId: string, tx: DbOrTx = db): Promise<TabPaymentRecord[]> {
      return tx.select().from(tabPayments).where(eq(tabPayments.tabId, tabId)).orderBy(asc(tabPayments.createdAt));
    },

    /** The payments of these tabs, by tab. */
    async paymentsOfTabs(tabIds: readonly string[]): Promise<Map<string, TabPaymentRecord[]>> {
      const byTab = new Map<string, TabPaymentRecord[]>(tabIds.map((id) => [id, []]));
      if (tabIds.length === 0) return byTab;
      const rows = await db
        .select()
        .from(tabPayments)
        .where(inArray(tabPayments.tabId, [...tabIds]))
        .orderBy(asc(tabPayments.createdAt));
      for (const row of rows) byTab.get(row.tabId)?.push(row);
      return byTab;
    },

    async payment(id: string, tx: DbOrTx = db): Promise<TabPaymentRecord | undefined> {
      const [row] = await tx.select().from(tabPayments).where(eq(tabPayments.id, id));
      return row;
    },

    /** The payment a card intent was made for, if it is a tab's. */
    async paymentOfIntent(intentId: string): Promise<TabPaymentRecord | undefined> {
      const [row] = await db.select().from(tabPayments).where(eq(tabPayments.intentId, intentId));
      return row;
    },

    async addPayment(payment: NewTabPaymentRecord, tx: DbOrTx): Promise<TabPaymentRecord> {
      const [row] = await tx.insert(tabPayments).values(payment).returning();
      if (!row) throw new Error(`payment of tab ${payment.tabId} was not recorded`);
      await announceTab(row.tabId, tx);
      return row;
    },

    /** Keeps the card intent made for a held payment. */
    async attachIntent(id: string, intent: { id: string; clientSecret: string }): Promise<void> {
      await db
        .update(tabPayments)
        .set({ intentId: intent.id, clientSecret: intent.clientSecret })
        .where(eq(tabPayments.id, id));
    },

    /** A held payment becomes paid, with its part of the tax; undefined when it was not held (paid already). */
    async markPaymentPaid(
      id: string,
      { at, taxCents }: { at: Date; taxCents: number },
      tx: DbOrTx,
    ): Promise<TabPaymentRecord | undefined> {
      const [row] = await tx
        .update(tabPayments)
        .set({ status: 'paid', paidAt: at, taxCents })
        .where(and(eq(tabPayments.id, id), eq(tabPayments.status, 'held')))
        .returning();
      if (row) await announceTab(row.tabId, tx);
      return row;
    },

    /** A held payment no longer holds its share (its card was not charged, or its charge went back). */
    async releasePayment(id: string, tx: DbOrTx = db): Promise<void> {
      const [released] = await tx
        .update(tabPayments)
        .set({ status: 'released' })
        .where(and(eq(tabPayments.id, id), eq(tabPayments.status, 'held')))
        .returning();
      if (released) await announceTab(released.tabId, tx);
    },

    /**
     * Gives back `amountCents` (with `taxCents` of its tax) of a paid payment for a refund of a
     * round: the piece kept, the payment's refunded parts grown. Answers the payment as it now is.
     */
    async refundFromPayment(
      piece: Omit<typeof tabPaymentRefunds.$inferInsert, 'id'>,
      tx: DbOrTx,
    ): Promise<{ piece: TabPaymentRefundRecord; payment: TabPaymentRecord }> {
      const [kept] = await tx.insert(tabPaymentRefunds).values(piece).returning();
      const [payment] = await tx
        .update(tabPayments)
        .set({
          refundedCents: sql`${tabPayments.refundedCents} + ${piece.amountCents}`,
          refundedTaxCents: sql`${tabPayments.refundedTaxCents} + ${piece.taxCents ?? 0}`,
        })
        .where(and(eq(tabPayments.id, piece.paymentId), eq(tabPayments.status, 'paid')))
        .returning();
      if (!kept || !payment) throw new Error(`refund from payment ${piece.paymentId} was not recorded`);
      return { piece: kept, payment };
    },

    /** The pieces of an order's refund, oldest first, each with its payment and its tab's table. */
    async piecesOf(
      orderRefundId: string,
    ): Promise<{ piece: TabPaymentRefundRecord; payment: TabPaymentRecord; table: string }[]> {
      return db
        .select({ piece: tabPaymentRefunds, payment: tabPayments, table: tableTabs.tableName })
        .from(tabPaymentRefunds)
        .innerJoin(tabPayments, eq(tabPayments.id, tabPaymentRefunds.paymentId))
        .innerJoin(tableTabs, eq(tableTabs.id, tabPayments.tabId))
        .where(eq(tabPaymentRefunds.orderRefundId, orderRefundId))
        .orderBy(asc(tabPaymentRefunds.createdAt));
    },

    async markPieceSettled(id: string, providerRefundId: string | null, at: Date): Promise<void> {
      await db
        .update(tabPaymentRefunds)
        .set({ providerRefundId, refundedAt: at })
        .where(and(eq(tabPaymentRefunds.id, id), isNull(tabPaymentRefunds.refundedAt)));
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
