import { SAVED_ADDRESSES_MAX, type SaveAddress, type SavedAddress } from '@bistro/contract/delivery';
import { and, asc, count, eq } from 'drizzle-orm';
import { type Db, lockUntilCommit } from '../../db/connect.ts';
import { savedAddresses } from '../../db/schema.ts';
import { conflict } from '../../http/problems.ts';
import { wordsOf } from '../languages/index.ts';

const asSaved = ({ id, label, address }: typeof savedAddresses.$inferSelect): SavedAddress => ({ id, label, address });

/** The addresses each signed-in diner keeps (migration saved_addresses), oldest first. */
export function createSavedAddressesRepository(db: Db) {
  return {
    async list(userId: string): Promise<SavedAddress[]> {
      const rows = await db
        .select()
        .from(savedAddresses)
        .where(eq(savedAddresses.userId, userId))
        .orderBy(asc(savedAddresses.createdAt), asc(savedAddresses.id));
      return rows.map(asSaved);
    },

    /** Keeps one more, refused (409) past SAVED_ADDRESSES_MAX: counted in the transaction that adds it. */
    async add(userId: string, { label, address }: SaveAddress): Promise<SavedAddress> {
      return db.transaction(async (tx) => {
        // One diner's additions wait for each other, so that two at once cannot pass the limit.
        await lockUntilCommit(tx, `saved-addresses:${userId}`);
        const [kept] = await tx.select({ n: count() }).from(savedAddresses).where(eq(savedAddresses.userId, userId));
        if ((kept?.n ?? 0) >= SAVED_ADDRESSES_MAX) {
          throw conflict(wordsOf('refusal.savedAddressesFull', { count: SAVED_ADDRESSES_MAX }));
        }
        const [row] = await tx
          .insert(savedAddresses)
          .values({ userId, label: label?.trim() || null, address })
          .returning();
        if (!row) throw new Error('the address was not kept');
        return asSaved(row);
      });
    },

    /** Forgets one of the diner's addresses; false when they have none with this id. */
    async remove(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(savedAddresses)
        .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
        .returning({ id: savedAddresses.id });
      return deleted.length > 0;
    },
  };
}

export type SavedAddressesRepository = ReturnType<typeof createSavedAddressesRepository>;
