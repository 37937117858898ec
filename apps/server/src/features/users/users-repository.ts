import type { Role } from '@bistro/contract/identity';
import type { Language } from '@bistro/contract/languages';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { adminGrants, users } from '../../db/schema.ts';
import { conflict } from '../../http/problems.ts';
import { wordsOf } from '../languages/index.ts';

export type UserRecord = typeof users.$inferSelect;

/**
 * Postgres NOTIFY channel on which every app process hears of an account whose role changed, or
 * that was deleted or had its API tokens ended (the payload is its user id).
 */
export const ACCOUNT_CHANGED_CHANNEL = 'account_changed';

/** Announces the account on ACCOUNT_CHANGED_CHANNEL; inside a transaction, once it commits. */
async function announceAccountChange(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${ACCOUNT_CHANGED_CHANNEL}, ${userId})`);
}

const normalize = (email: string) => email.trim().toLowerCase();

export function createUsersRepository(db: Db) {
  async function findByEmail(email: string, tx: DbOrTx = db): Promise<UserRecord | undefined> {
    const [row] = await tx
      .select()
      .from(users)
      .where(eq(users.email, normalize(email)));
    return row;
  }

  /**
   * Whether this user is the restaurant's only administrator; the admins stay locked until the
   * transaction ends, so two of them cannot both leave at once.
   */
  async function isLastAdmin(id: string, tx: DbOrTx): Promise<boolean> {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
    return admins.length === 1 && admins[0]?.id === id;
  }

  /**
   * Makes sure the user has a record, and is an admin when `admin` is set (never demotes). With
   * `emailConfirmed` (the identity service proved the address), the record says so, and a
   * promotion waiting for that address (`npm run admin -- promote`) is given now.
   */
  async function ensure(
    input: { name: string; email: string; admin: boolean; emailConfirmed?: boolean },
    tx: DbOrTx = db,
  ): Promise<UserRecord> {
    const email = normalize(input.email);
    const before = await findByEmail(email, tx);
    const confirmed = input.emailConfirmed === true;
    const granted =
      confirmed && (await tx.delete(adminGrants).where(eq(adminGrants.email, email)).returning()).length > 0;
    const [row] = await tx
      .insert(users)
      .values({ name: input.name, email, role: input.admin || granted ? 'admin' : 'user', emailConfirmed: confirmed })
      .onConflictDoUpdate({
        target: users.email,
        set: {
          role: sql`case when excluded.role = 'admin' then 'admin' else ${users.role} end`,
          emailConfirmed: sql`${users.emailConfirmed} or excluded.email_confirmed`,
        },
      })
      .returning();
    if (!row) throw new Error(`could not record user ${input.email}`);
    if (before && before.role !== row.role) await announceAccountChange(tx, row.id);
    return row;
  }

  return {
    findByEmail,
    isLastAdmin,
    ensure,

    async findById(id: string, tx: DbOrTx = db): Promise<UserRecord | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** The record, locked until the transaction ends: no order can be made for it meanwhile. */
    async lock(id: string, tx: DbOrTx): Promise<UserRecord | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },

    /** Creates the record once; `created` is false when the email already had one. */
    async insertIfAbsent(
      input: { name: string; email: string; role?: Role },
      tx: DbOrTx = db,
    ): Promise<{ user: UserRecord; created: boolean }> {
      const [inserted] = await tx
        .insert(users)
        .values({ name: input.name, email: normalize(input.email), role: input.role ?? 'user' })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (inserted) return { user: inserted, created: true };
      const existing = await findByEmail(input.email, tx);
      if (!existing) throw new Error(`user ${input.email} vanished during insert`);
      return { user: existing, created: false };
    },

    /** Keeps a phone number on the user's record, or removes it (null); answers the record. */
    /** Keeps what the person changed on their profile: their phone, their language. */
    async updateProfile(
      id: string,
      change: { phone?: string | null; language?: Language | null },
      tx: DbOrTx = db,
    ): Promise<UserRecord | undefined> {
      const [row] = await tx.update(users).set(change).where(eq(users.id, id)).returning();
      return row;
    },

    async listAll(tx: DbOrTx = db): Promise<UserRecord[]> {
      return tx.select().from(users).orderBy(asc(users.createdAt), asc(users.email));
    },

    /**
     * Gives a user a role (customer, staff, admin); never leaves the restaurant without an
     * administrator: the admins are locked while one of them is demoted. Answers 1, or 0 when
     * there is no such user.
     */
    async setRole(id: string, role: Role, tx?: DbOrTx): Promise<number> {
      const work = async (inner: DbOrTx) => {
        if (role !== 'admin' && (await isLastAdmin(id, inner))) {
          throw conflict(wordsOf('refusal.needsAnAdmin'));
        }
        const [user] = await inner.select({ role: users.role }).from(users).where(eq(users.id, id)).for('update');
        if (!user) return 0;
        if (user.role !== role) {
          await inner.update(users).set({ role }).where(eq(users.id, id));
          await announceAccountChange(inner, id);
        }
        return 1;
      };
      return tx ? work(tx) : db.transaction(work);
    },

    /**
     * Deletes the user's record, so their API tokens no longer work; their cart and reviews go
     * with it (the database's cascades). Their identity account is the identity feature's to
     * forget, their orders and bookings their features' to erase: the privacy feature asks each.
     */
    async remove(id: string, tx: DbOrTx = db): Promise<number> {
      const deleted = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      if (deleted.length === 0) return 0;
      await announceAccountChange(tx, id);
      return 1;
    },

    /** Ends every API token issued to this account so far (they are refused from then on). */
    async endApiTokens(email: string, tx: DbOrTx = db): Promise<void> {
      const [ended] = await tx
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.email, normalize(email)))
        .returning({ id: users.id });
      if (ended) await announceAccountChange(tx, ended.id);
    },

    /**
     * `npm run admin -- promote`: an account whose address is confirmed becomes an administrator
     * now; any other address (no account yet, or one not confirmed) waits for an account to sign
     * in with it confirmed, as ADMIN_EMAILS does, so that whoever registers it first gets nothing.
     */
    async promoteWhenConfirmed(email: string, at: Date): Promise<'promoted' | 'waiting'> {
      return db.transaction(async (tx) => {
        const user = await findByEmail(email, tx);
        if (user?.emailConfirmed) {
          await ensure({ name: user.name, email: user.email, admin: true }, tx);
          return 'promoted';
        }
        await tx
          .insert(adminGrants)
          .values({ email: normalize(email), grantedAt: at })
          .onConflictDoNothing();
        return 'waiting';
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
