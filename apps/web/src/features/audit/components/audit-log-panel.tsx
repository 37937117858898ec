import {
  AUDIT_PAGE_MAX,
  type AuditAction,
  type AuditEntry,
  type AuditKind,
  type AuditQuery,
  auditKinds,
  auditQuerySchema,
} from '@bistro/contract/audit';
import { dayAfter } from '@bistro/contract/restaurant-clock';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ResponsiveTable, type TableColumn } from '@/components/ui/data-table.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { paths } from '@/config/paths.ts';
import { useRestaurantClock } from '@/config/site-config.ts';
import { now } from '@/lib/clock.ts';
import { useFieldErrorWords } from '@/lib/field-errors.ts';
import { type MessageId, type Translate, useTranslate } from '@/lib/i18n.ts';
import { useDownloadAuditCsv } from '../api/download-audit-csv.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { useAuditWords } from '../audit-words.ts';

/** Someone the log can be filtered by: their account's id, and how the page names them. */
export interface AuditPerson {
  id: string;
  label: string;
}

/** The filter as the page holds it: every field a string, empty for "any". */
type Draft = Required<{ [Key in keyof AuditQuery]: string }>;

/** The kinds of entry, as the contract lists them (auditKinds), each in the page's words. */
const KIND_MESSAGES: Record<AuditKind, MessageId> = {
  order: 'auditLog.kindOrder',
  menu: 'auditLog.kindMenu',
  promo: 'auditLog.kindPromo',
  user: 'auditLog.kindUser',
  settings: 'auditLog.kindSettings',
  backup: 'auditLog.kindBackup',
  table: 'auditLog.kindTable',
};

const ACTION_MESSAGES: Record<AuditAction, MessageId> = {
  'order.enter': 'auditLog.orderEnter',
  'order.refund': 'auditLog.orderRefund',
  'order.cancel': 'auditLog.orderCancel',
  'order.accept': 'auditLog.orderAccept',
  'order.settle': 'auditLog.orderSettle',
  'order.change': 'auditLog.orderChange',
  'order.out_for_delivery': 'auditLog.orderOutForDelivery',
  'order.delivered': 'auditLog.orderDelivered',
  'menu.price': 'auditLog.menuPrice',
  'menu.stock': 'auditLog.menuStock',
  'promo.create': 'auditLog.promoCreate',
  'promo.pause': 'auditLog.promoPause',
  'promo.resume': 'auditLog.promoResume',
  'user.role': 'auditLog.userRole',
  'settings.change': 'auditLog.settingsChange',
  'backup.take': 'auditLog.backupTake',
  'backup.restore': 'auditLog.backupRestore',
  'table.open': 'auditLog.tableOpen',
  'table.code': 'auditLog.tableCode',
  'table.settle': 'auditLog.tableSettle',
  'table.move': 'auditLog.tableMove',
  'table.close': 'auditLog.tableClose',
};

/** An entry's action in words (an action this release does not know, as it is). */
const actionIn = (t: Translate, action: string) => {
  const message = (ACTION_MESSAGES as Record<string, MessageId | undefined>)[action];
  return message ? t(message) : action;
};

/**
 * The audit log for admins: the entries of a range of the restaurant's days (the last seven to
 * start with), of a kind and of a person, newest first, and the same as CSV. Read only: nothing
 * here changes an entry.
 */
export function AuditLogPanel({ people }: { people: readonly AuditPerson[] }) {
  const t = useTranslate();
  const fieldError = useFieldErrorWords();
  const clock = useRestaurantClock();
  const today = clock.dateOf(now());
  const [draft, setDraft] = useState<Draft>(() => ({ from: dayAfter(today, -6), to: today, action: '', actor: '' }));
  const checked = auditQuerySchema.safeParse(
    Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== '')),
  );
  const query = checked.success ? checked.data : null;
  const problem = checked.success ? null : (checked.error.issues[0]?.message ?? null);
  const log = useAuditLog(query);
  const download = useDownloadAuditCsv();
  const id = useId();
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const described = problem ? { 'aria-describedby': `${id}-problem`, 'aria-invalid': true } : {};

  return (
    <div className="space-y-6">
      <section aria-labelledby={`${id}-filter`} className="space-y-3 rounded bg-base-100 p-4 shadow">
        <h2 id={`${id}-filter`} className="font-display text-xl">
          {t('auditLog.whichEntries')}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <label className="floating-label">
            <span>{t('auditLog.from')}</span>
            <input type="date" className="input min-h-11" value={draft.from} onChange={set('from')} {...described} />
          </label>
          <label className="floating-label">
            <span>{t('auditLog.to')}</span>
            <input type="date" className="input min-h-11" value={draft.to} onChange={set('to')} {...described} />
          </label>
          <label className="floating-label">
            <span>{t('auditLog.kind')}</span>
            <select className="select min-h-11" value={draft.action} onChange={set('action')}>
              <option value="">{t('auditLog.everyKind')}</option>
              {(Object.keys(auditKinds) as AuditKind[]).map((kind) => (
                <option key={kind} value={kind}>
                  {t(KIND_MESSAGES[kind])}
                </option>
              ))}
            </select>
          </label>
          <label className="floating-label">
            <span>{t('auditLog.person')}</span>
            <select className="select min-h-11" value={draft.actor} onChange={set('actor')}>
              <option value="">{t('auditLog.anyone')}</option>
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.label}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="btn btn-primary min-h-11"
            disabled={!query || download.isPending}
            onClick={() => query && download.mutate(query)}
          >
            {t('auditLog.download')}
          </button>
        </div>
        <p className="text-base-content/70 text-sm">{t('auditLog.note', { max: AUDIT_PAGE_MAX })}</p>
        {problem && (
          <p id={`${id}-problem`} className="text-error">
            {fieldError(problem)}.
          </p>
        )}
        <FormAlert>{download.error ? t('auditLog.notDownloaded', { reason: download.error.message }) : null}</FormAlert>
      </section>
      {query && (
        <QueryState query={log} what={t('auditLog.theLog')}>
          {({ entries }) =>
            entries.length === 0 ? (
              <p role="status" className="rounded bg-base-100 p-4 shadow">
                {t('auditLog.noneMatch')}
              </p>
            ) : (
              <EntriesTable entries={entries} />
            )
          }
        </QueryState>
      )}
    </div>
  );
}

/** "Order #1001": an order entry keeps the order's number after the change. */
const orderName = (t: Translate, entry: AuditEntry) => {
  const number = (entry.after as { number?: unknown } | null)?.number;
  return typeof number === 'number' ? t('auditLog.orderNumber', { number }) : t('auditLog.order');
};

function EntriesTable({ entries }: { entries: AuditEntry[] }) {
  const t = useTranslate();
  const words = useAuditWords();
  const clock = useRestaurantClock();
  const columns: TableColumn<AuditEntry>[] = [
    { header: t('auditLog.when'), primary: true, cell: (entry) => clock.stamp(entry.at) },
    {
      header: t('auditLog.who'),
      cell: (entry) =>
        entry.actor ? (
          <>
            {entry.actor.email}
            {entry.actor.role && (
              <span className="block text-base-content/70 text-sm">{words.role(entry.actor.role)}</span>
            )}
          </>
        ) : (
          t('auditLog.theSystem')
        ),
    },
    { header: t('auditLog.what'), cell: (entry) => actionIn(t, entry.action) },
    {
      header: t('auditLog.of'),
      cell: (entry) =>
        entry.subject.kind === 'order' ? (
          <Link className="link" to={paths.dashboard.order.getHref(entry.subject.id)}>
            {orderName(t, entry)}
          </Link>
        ) : (
          <span className="wrap-anywhere">{words.subject(entry.subject)}</span>
        ),
    },
    {
      header: t('auditLog.change'),
      cell: (entry) => <span className="wrap-anywhere">{words.change(entry)}</span>,
    },
    { header: t('auditLog.why'), cell: (entry) => entry.reason ?? '' },
  ];
  return (
    <ResponsiveTable
      label={t('auditLog.entries')}
      columns={columns}
      rows={entries}
      rowKey={(entry) => String(entry.id)}
    />
  );
}
