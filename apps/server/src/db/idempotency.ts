import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { Problem } from '../http/problems.ts';
import { type Db, type DbOrTx, lockUntilCommit } from './connect.ts';
import { idempotentRequests } from './schema.ts';

/** How long a key's answer is kept: far beyond any client's retries. */
const KEPT_FOR = sql`interval '1 day'`;

/** A write's Idempotency-Key, its scope (whose key, for what) and the request it came with. */
export interface IdempotentRequest {
  scope: string;
  key: string;
  request: unknown;
}

/**
 * Runs a write once per Idempotency-Key: `work` runs in a transaction that also keeps its answer
 * under the key, so that the same key again — a client's retry after a lost answer, a process
 * killed after its commit, another process — answers the same without writing twice. Two at once
 * with the same key wait for each other; the same key with another request is refused (422).
 * Without a key, `work` simply runs.
 */
export async function onceByKey<T>(
  db: Db,
  idempotent: IdempotentRequest | null,
  work: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  if (!idempotent) return db.transaction(work);
  const { scope, key } = idempotent;
  const fingerprint = createHash('sha256').update(JSON.stringify(idempotent.request)).digest('base64url');
  return db.transaction(async (tx) => {
    await lockUntilCommit(tx, `idempotency:${scope}:${key}`);
    const [kept] = await tx
      .select({ fingerprint: idempotentRequests.fingerprint, answer: idempotentRequests.answer })
      .from(idempotentRequests)
      .where(and(eq(idempotentRequests.scope, scope), eq(idempotentRequests.key, key)));
    if (kept) {
      if (kept.fingerprint !== fingerprint) {
        throw new Problem(422, 'This Idempotency-Key was already used for another request: send a new key');
      }
      return kept.answer as T;
    }
    const answer = await work(tx);
    await tx
      .delete(idempotentRequests)
      .where(and(eq(idempotentRequests.scope, scope), lt(idempotentRequests.createdAt, sql`now() - ${KEPT_FOR}`)));
    await tx.insert(idempotentRequests).values({ scope, key, fingerprint, answer });
    return answer;
  });
}
