import { ERASED_DINER } from '@bistro/contract/privacy';
import { and, desc, eq, gte, like, lt, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { auditLog } from '../../db/schema.ts';

export type AuditRow = typeof auditLog.$inferSelect;

/** Which entries: made within [from, to), of an action or a kind (`order`: every `order.*`), by an account's id or address. */
export interface AuditFilter {
  from?: Date;
  to?: Date;
  action?: string;
  actor?: { id: string } | { email: string };
}

const matching = ({ from, to, action, actor }: AuditFilter): SQL | undefined =>
  and(
    from ? gte(auditLog.at, from) : undefined,
    to ? lt(auditLog.at, to) : undefined,
    action
      ? action.includes('.')
        ? eq(auditLog.action, action)
        : or(eq(auditLog.action, action), like(auditLog.action, `${action}.%`))
      : undefined,
    actor ? ('id' in actor ? eq(auditLog.actorId, actor.id) : eq(auditLog.actorEmail, actor.email)) : undefined,
  );

/** The audit log's table: entries are added and read, never changed (but for an erased actor) or deleted. */
export function createAuditRepository(db: Db) {
  return {
    async insert(entry: typeof auditLog.$inferInsert, tx: DbOrTx): Promise<void> {
      await tx.insert(auditLog).values(entry);
    },

    /** The entries matching the filter, newest first, at most `limit` (none: all). */
    async list(filter: AuditFilter, limit?: number, tx: DbOrTx = db): Promise<AuditRow[]> {
      const query = tx.select().from(auditLog).where(matching(filter)).orderBy(desc(auditLog.at), desc(auditLog.id));
      return limit === undefined ? query : query.limit(limit);
    },

    /** An erased account's entries keep their action and lose who made it: no id, ERASED_DINER's address. */
    async eraseActor(userId: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(auditLog)
        .set({ actorId: null, actorEmail: ERASED_DINER.email })
        .where(eq(auditLog.actorId, userId));
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
