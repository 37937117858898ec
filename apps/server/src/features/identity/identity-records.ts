import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect.ts';
import { authUsers, authVerifications, signInAttempts } from '../../db/schema.ts';

/**
 * Forgets what identity keeps of a person in our database, in the caller's transaction: the
 * built-in service's account with its sessions, sign-in methods and pending links, and the
 * sign-in attempts counted for the address. (Firebase keeps its accounts itself.)
 */
export async function forgetIdentity(email: string, tx: DbOrTx): Promise<void> {
  const identities = await tx.delete(authUsers).where(eq(authUsers.email, email)).returning({ id: authUsers.id });
  for (const identity of identities) {
    await tx.delete(authVerifications).where(eq(authVerifications.value, identity.id));
  }
  await tx.delete(signInAttempts).where(eq(signInAttempts.email, email));
}
