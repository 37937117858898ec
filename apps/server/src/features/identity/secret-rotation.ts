import type { Db } from '../../db/connect.ts';
import { authSessions, authVerifications } from '../../db/schema.ts';
import { writeNewSecrets } from './secrets.ts';

/**
 * New signing secrets for the shop, and nobody left signed in (`npm run rotate-secrets`): every
 * identity session and pending link (address confirmation, password reset) is deleted, then new
 * secrets go into DATA_DIR/secrets.json, so that API tokens and guest links made before stop
 * working too. For when an administrator leaves, or a copy of the secrets went where it should
 * not. Answers how many sessions ended.
 */
export async function rotateSecrets(db: Db, dataDir: string): Promise<{ sessionsEnded: number }> {
  const sessionsEnded = await db.transaction(async (tx) => {
    const ended = await tx.delete(authSessions).returning({ id: authSessions.id });
    await tx.delete(authVerifications);
    return ended.length;
  });
  await writeNewSecrets(dataDir);
  return { sessionsEnded };
}
