import {
  AUDIT_PAGE_MAX,
  type AuditEntry,
  type AuditQuery,
  actionWords,
  auditKinds,
  auditQuerySchema,
  changeWords,
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
import { useDownloadAuditCsv } from '../api/download-audit-csv.ts';
import { useAuditLog } from '../api/get-audit-log.ts';

/** Someone the log can be filtered by: their account's id, and how the page names them. */
export interface AuditPerson {
  id: string;
  label: string;
}

/** The filter as the page holds it: every field a string, empty for "any". */
type Draft = Required<{ [Key in keyof AuditQuery]: string }>;

/**
 * The audit log for admins: the entries of a range of the restaurant's days (the last seven to
 * start with), of a kind and of a person, newest first, and the same as CSV. Read only: nothing
 * here changes an entry.
 */
export function AuditLogPanel({ people }: { people: readonly AuditPerson[] }) {
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
          Which entries
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <label className="floating-label">
            <span>From</span>
            <input type="date" className="input min-h-11" value={draft.from} onChange={set('from')} {...described} />
          </label>
          <label className="floating-label">
            <span>To</span>
            <input type="date" className="input min-h-11" value={draft.to} onChange={set('to')} {...described} />
          </label>
          <label className="floating-label">
            <span>Kind</span>
            <select className="select min-h-11" value={draft.action} onChange={set('action')}>
              <option value="">Every kind</option>
              {Object.entries(auditKinds).map(([kind, words]) => (
                <option key={kind} value={kind}>
                  {words}
                </option>
              ))}
            </select>
          </label>
          <label className="floating-label">
            <span>Person</span>
            <select className="select min-h-11" value={draft.actor} onChange={set('actor')}>
              <option value="">Anyone</option>
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
            Download (CSV)
          </button>
        </div>
        <p className="text-base-content/70 text-sm">
          Days are the restaurant’s. The page shows the newest {AUDIT_PAGE_MAX}; the CSV has every entry asked for.
          Nobody can change or delete an entry.
        </p>
        {problem && (
          <p id={`${id}-problem`} className="text-error">
            {problem}.
          </p>
        )}
        <FormAlert>
          {download.error ? `The entries could not be downloaded: ${download.error.message}` : null}
        </FormAlert>
      </section>
      {query && (
        <QueryState query={log} what="the audit log">
          {({ entries }) =>
            entries.length === 0 ? (
              <p role="status" className="rounded bg-base-100 p-4 shadow">
                No entry matches these days, kind and person.
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
const orderName = (entry: AuditEntry) => {
  const number = (entry.after as { number?: unknown } | null)?.number;
  return typeof number === 'number' ? `Order #${number}` : 'Order';
};

function EntriesTable({ entries }: { entries: AuditEntry[] }) {
  const clock = useRestaurantClock();
  const columns: TableColumn<AuditEntry>[] = [
    { header: 'When', primary: true, cell: (entry) => clock.stamp(entry.at) },
    {
      header: 'Who',
      cell: (entry) =>
        entry.actor ? (
          <>
            {entry.actor.email}
            {entry.actor.role && <span className="block text-base-content/70 text-sm">{entry.actor.role}</span>}
          </>
        ) : (
          'The system'
        ),
    },
    { header: 'What', cell: (entry) => actionWords(entry.action) },
    {
      header: 'Of',
      cell: (entry) =>
        entry.subject.kind === 'order' ? (
          <Link className="link" to={paths.dashboard.order.getHref(entry.subject.id)}>
            {orderName(entry)}
          </Link>
        ) : (
          <span className="wrap-anywhere">{`${entry.subject.kind} ${entry.subject.id}`}</span>
        ),
    },
    {
      header: 'Change',
      cell: (entry) => <span className="wrap-anywhere">{changeWords(entry.before, entry.after)}</span>,
    },
    { header: 'Why', cell: (entry) => entry.reason ?? '' },
  ];
  return (
    <ResponsiveTable label="Audit log entries" columns={columns} rows={entries} rowKey={(entry) => String(entry.id)} />
  );
}
