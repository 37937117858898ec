import { ERASED_DINER } from '@bistro/contract/privacy';
import type { PromoCodeUseState } from '@bistro/contract/promo-codes';
import { and, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { orders, promoCodes, promoCodeUses } from '../../db/schema.ts';

export type PromoCodeRecord = typeof promoCodes.$inferSelect;
export type NewPromoCode = typeof promoCodes.$inferInsert;

/**
 * Who uses a code: their account (null for a guest), the order's email in lower case, and their
 * proven identity (a hash of the address their account confirmed; null when none is proven).
 */
export interface DinerRecord {
  userId: string | null;
  email: string;
  identity: string | null;
}

/** The states in which a use counts against a code's limits. */
const ACTIVE: PromoCodeUseState[] = ['held', 'counted'];

/**
 * The uses of a diner: by their account, their email (a guest, or the same person signed out), or
 * their proven identity (the same address, kept after an account is deleted).
 */
const byDiner = ({ userId, email, identity }: DinerRecord) =>
  or(
    userId ? eq(promoCodeUses.userId, userId) : undefined,
    eq(promoCodeUses.email, email),
    identity ? eq(promoCodeUses.identity, identity) : undefined,
  );

/** Promo codes and their uses. */
export function createPromoCodesRepository(db: Db) {
  return {
    /** A new code; undefined when one with the same code exists already. */
    async insert(code: NewPromoCode, tx: DbOrTx = db): Promise<PromoCodeRecord | undefined> {
      const [row] = await tx.insert(promoCodes).values(code).onConflictDoNothing().returning();
      return row;
    },

    async findByCode(code: string, tx: DbOrTx = db): Promise<PromoCodeRecord | undefined> {
      const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code));
      return row;
    },

    /**
     * The code, its row locked until the transaction ends: every hold on one code takes this lock
     * first, so the uses counted after it are all there are (no two holds count the same last use).
     */
    async lockById(id: string, tx: DbOrTx): Promise<PromoCodeRecord | undefined> {
      const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
      return row;
    },

    /** Every code (or the one with this id), newest first, with its held and counted uses. */
    async list({ id }: { id?: string } = {}, tx: DbOrTx = db) {
      const held = sql<number>`count(${promoCodeUses.id}) filter (where ${promoCodeUses.state} = 'held')::int`;
      const counted = sql<number>`count(${promoCodeUses.id}) filter (where ${promoCodeUses.state} = 'counted')::int`;
      return tx
        .select({ code: promoCodes, held, counted })
        .from(promoCodes)
        .leftJoin(promoCodeUses, eq(promoCodeUses.codeId, promoCodes.id))
        .where(id ? eq(promoCodes.id, id) : undefined)
        .groupBy(promoCodes.id)
        .orderBy(desc(promoCodes.createdAt), promoCodes.code);
    },

    /** Answers whether there was such a code. */
    async setPausedAt(id: string, pausedAt: Date | null, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(promoCodes)
        .set({ pausedAt })
        .where(eq(promoCodes.id, id))
        .returning({ id: promoCodes.id });
      return rows.length > 0;
    },

    /** A code's uses, newest first, with their order's number (null once a discarded order is gone). */
    async usesOf(codeId: string, tx: DbOrTx = db) {
      return tx
        .select({ use: promoCodeUses, orderNumber: orders.number })
        .from(promoCodeUses)
        .leftJoin(orders, eq(orders.id, promoCodeUses.orderId))
        .where(eq(promoCodeUses.codeId, codeId))
        .orderBy(desc(promoCodeUses.heldAt), desc(promoCodeUses.id));
    },

    /** How many held and counted uses the code has: in all, and the diner's. */
    async activeUses(codeId: string, diner: DinerRecord, tx: DbOrTx = db): Promise<{ all: number; diner: number }> {
      const [row] = await tx
        .select({
          all: sql<number>`count(*)::int`,
          diner: sql<number>`(count(*) filter (where ${byDiner(diner)}))::int`,
        })
        .from(promoCodeUses)
        .where(and(eq(promoCodeUses.codeId, codeId), inArray(promoCodeUses.state, ACTIVE)));
      return row ?? { all: 0, diner: 0 };
    },

    /** Whether the diner has ever had a use of this code, in any state. */
    async usedBy(codeId: string, diner: DinerRecord, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: promoCodeUses.id })
        .from(promoCodeUses)
        .where(and(eq(promoCodeUses.codeId, codeId), byDiner(diner)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Whether the diner has paid an order that was not cancelled (and so refunded): by their
     * account or email, or, for an identity, a paid order that used a code (kept once the account
     * that paid it is deleted).
     */
    async hasPaidOrder({ userId, email, identity }: DinerRecord, tx: DbOrTx = db): Promise<boolean> {
      if (identity) {
        const [counted] = await tx
          .select({ id: promoCodeUses.id })
          .from(promoCodeUses)
          .where(and(eq(promoCodeUses.identity, identity), eq(promoCodeUses.state, 'counted')))
          .limit(1);
        if (counted) return true;
      }
      const theirs = userId ? or(eq(orders.userId, userId), eq(orders.email, email)) : eq(orders.email, email);
      const [row] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(theirs, isNotNull(orders.paidAt), ne(orders.status, 'cancelled')))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Releases the code's held and counted uses whose order is gone (an unpaid order discarded)
     * or cancelled (refunded): they no longer use it, even where no one said so.
     */
    async releaseAbandoned(codeId: string, at: Date, tx: DbOrTx) {
      await tx
        .update(promoCodeUses)
        .set({ state: 'released', releasedAt: at })
        .where(
          and(
            eq(promoCodeUses.codeId, codeId),
            inArray(promoCodeUses.state, ACTIVE),
            sql`not exists (select 1 from ${orders} where ${orders.id} = ${promoCodeUses.orderId} and ${orders.status} <> 'cancelled')`,
          ),
        );
    },

    /** A held use by an order; nothing when the order holds one already. */
    async insertHeld(
      use: { codeId: string; orderId: string; diner: DinerRecord; at: Date },
      tx: DbOrTx,
    ): Promise<void> {
      await tx
        .insert(promoCodeUses)
        .values({
          codeId: use.codeId,
          orderId: use.orderId,
          userId: use.diner.userId,
          email: use.diner.email,
          identity: use.diner.identity,
          state: 'held',
          heldAt: use.at,
        })
        .onConflictDoNothing();
    },

    /** The order's held use becomes counted; answers whether it did. */
    async markCounted(orderId: string, at: Date, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(promoCodeUses)
        .set({ state: 'counted', countedAt: at })
        .where(and(eq(promoCodeUses.orderId, orderId), eq(promoCodeUses.state, 'held')))
        .returning({ id: promoCodeUses.id });
      return rows.length > 0;
    },

    /** The order's held or counted use is released; answers whether it was. */
    async markReleased(orderId: string, at: Date, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(promoCodeUses)
        .set({ state: 'released', releasedAt: at })
        .where(and(eq(promoCodeUses.orderId, orderId), inArray(promoCodeUses.state, ACTIVE)))
        .returning({ id: promoCodeUses.id });
      return rows.length > 0;
    },

    /**
     * The uses of an erased diner (by their account, or of these orders) lose who they were: no
     * account, ERASED_DINER's address. Their states and dates stay, so the codes' limits hold.
     */
    async eraseDiner({ userId, orderIds }: { userId?: string; orderIds: string[] }, tx: DbOrTx = db): Promise<void> {
      if (!userId && orderIds.length === 0) return;
      await tx
        .update(promoCodeUses)
        .set({ userId: null, email: ERASED_DINER.email })
        .where(
          or(
            userId ? eq(promoCodeUses.userId, userId) : undefined,
            orderIds.length > 0 ? inArray(promoCodeUses.orderId, orderIds) : undefined,
          ),
        );
    },
  };
}

export type PromoCodesRepository = ReturnType<typeof createPromoCodesRepository>;
