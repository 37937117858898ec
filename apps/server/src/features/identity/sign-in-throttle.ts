import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { signInAttempts } from '../../db/schema.ts';
import type { Clock } from '../../plugins/app/clock.ts';

/** Attempts for one account that wait for nothing; past these, each further one waits longer. */
export const FREE_ATTEMPTS = 5;
const FIRST_WAIT_SECONDS = 30;
const LONGEST_WAIT_SECONDS = 15 * 60;

/** Seconds the next attempt must wait after `attempts` unsuccessful ones: none, then 30 s doubling up to 15 min. */
export function waitAfter(attempts: number): number {
  if (attempts < FREE_ATTEMPTS) return 0;
  return Math.min(LONGEST_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (attempts - FREE_ATTEMPTS));
}

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

/**
 * Per-account back-off for password sign-in, whatever address the guesses come from. Every
 * attempt is counted when it is admitted (so parallel guesses count too), under a row lock, and
 * the count is forgotten when one succeeds. Kept in the database, so every app process sees it.
 */
export function createSignInThrottle(db: Db, clock: Clock) {
  return {
    /** Counts an attempt for this account, or answers how long it must wait first. */
    admit(email: string): Promise<Admission> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        // One statement makes or finds the account's row and locks it, so a success forgetting
        // the row at that moment cannot leave nothing to read (as an insert, then a select, did: a 500).
        const [row] = await tx
          .insert(signInAttempts)
          .values({ email, failures: 0, blockedUntil: now })
          .onConflictDoUpdate({ target: signInAttempts.email, set: { email } })
          .returning();
        if (!row) throw new Error(`sign-in attempts for ${email} were not recorded`);
        const waitMs = row.blockedUntil.getTime() - now.getTime();
        if (waitMs > 0) return { admitted: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
        const failures = row.failures + 1;
        await tx
          .update(signInAttempts)
          .set({ failures, blockedUntil: new Date(now.getTime() + waitAfter(failures) * 1000) })
          .where(eq(signInAttempts.email, email));
        return { admitted: true };
      });
    },

    /** The account signed in: its count starts again. */
    async succeeded(email: string): Promise<void> {
      await db.delete(signInAttempts).where(eq(signInAttempts.email, email));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
