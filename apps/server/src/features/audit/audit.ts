import type { Readable } from 'node:stream';
import type { AuditAction, AuditEntry, AuditQuery } from '@bistro/contract/audit';
import type { Role } from '@bistro/contract/identity';
import { dayBounds, isoInZone } from '@bistro/contract/restaurant-clock';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { spreadsheetCsv } from '../../http/csv.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import { type AuditFilter, type AuditRow, createAuditRepository } from './audit-repository.ts';

/** Who makes a change: a signed-in account as it stands now; null: the system (a job, the provider, a command). */
export type AuditActor = { id: string; email: string; role: Role } | null;

/** One change to keep: who, what (`area.verb`), to what, before → after (plain values, no one's personal data), why. */
export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  subject: { kind: string; id: string };
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** The audit CSV's columns, in order: the header row's words. */
export const AUDIT_COLUMNS = [
  'id',
  'at',
  'actor email',
  'actor role',
  'action',
  'subject kind',
  'subject id',
  'before',
  'after',
  'reason',
] as const;

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor:
    row.actorEmail === null && row.actorId === null
      ? null
      : { id: row.actorId, email: row.actorEmail ?? '', role: row.actorRole },
  action: row.action,
  subject: { kind: row.subjectKind, id: row.subjectId },
  before: row.before ?? null,
  after: row.after ?? null,
  reason: row.reason,
});

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/**
 * The audit log (docs/security.md): features record each change that moves money or changes what
 * is sold, in the transaction that makes it (`record`), and admins read it by the restaurant's
 * days, kind and person, or download it as CSV. Nothing changes or deletes an entry, but the
 * erasure of an account, whose entries lose who made them.
 */
export function createAudit({ db, clock, timeZone }: { db: Db; clock: Clock; timeZone: string }) {
  const repository = createAuditRepository(db);

  const filterOf = ({ from, to, action, actor }: AuditQuery): AuditFilter => ({
    ...(from ? { from: dayBounds(from, timeZone).start } : {}),
    ...(to ? { to: dayBounds(to, timeZone).end } : {}),
    ...(action ? { action } : {}),
    ...(actor ? { actor: actor.includes('@') ? { email: actor.toLowerCase() } : { id: actor } } : {}),
  });

  return {
    /** Keeps an entry, in the transaction of the change it records (so one is never without the other). */
    async record({ actor, action, subject, before = null, after = null, reason = null }: AuditRecord, tx: DbOrTx) {
      await repository.insert(
        {
          at: clock.now(),
          actorId: actor?.id ?? null,
          actorEmail: actor?.email ?? null,
          actorRole: actor?.role ?? null,
          action,
          subjectKind: subject.kind,
          subjectId: subject.id,
          before,
          after,
          reason,
        },
        tx,
      );
    },

    /** The entries asked for, newest first, at most `limit`. */
    async list(query: AuditQuery, limit: number): Promise<AuditEntry[]> {
      return (await repository.list(filterOf(query), limit)).map(toEntry);
    },

    /** Every entry asked for as CSV (the books' rules: formula-safe, UTF-8 with a BOM), times on the restaurant's clock. */
    async csv(query: AuditQuery): Promise<Readable> {
      const rows = await repository.list(filterOf(query));
      return spreadsheetCsv(
        AUDIT_COLUMNS,
        rows.map((row) => [
          String(row.id),
          isoInZone(row.at, timeZone),
          row.actorEmail ?? '',
          row.actorRole ?? '',
          row.action,
          row.subjectKind,
          row.subjectId,
          json(row.before),
          json(row.after),
          row.reason ?? '',
        ]),
      );
    },

    /** Erasing an account: its entries keep their action and lose who made it. */
    eraseActor: repository.eraseActor,
  };
}

export type Audit = ReturnType<typeof createAudit>;

/** The audit log of this database, for a command that runs without the app (npm run restore). */
export const auditOn = (db: Db, clock: Clock, timeZone: string): Audit => createAudit({ db, clock, timeZone });
