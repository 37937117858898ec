import { format, fromMajor } from '@bistro/contract/money';
import type { StaffTable } from '@bistro/contract/tables';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state.tsx';
import { paths } from '@/config/paths.ts';
import { confirmThenRun, showFailure } from '@/lib/dialogs.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { useOpenTable, useRenewCode, useTables } from '../api/staff-tables.ts';
import { TabActions } from './tab-actions.tsx';
import { TableStateBadge } from './table-state.tsx';

/** One table: its state and tab, and what staff do with it. */
function TableCard({ table, free }: { table: StaffTable; free: readonly StaffTable[] }) {
  const t = useTranslate();
  const open = useOpenTable();
  const renew = useRenewCode();
  const amount = (major: number) => format(fromMajor(major));
  const headingId = `table-${table.name}`;
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded bg-base-100 p-4 shadow">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-display text-xl">
          {table.name}{' '}
          <span className="text-base text-base-content/75">{t('tables.seats', { count: table.seats })}</span>
        </h2>
        <TableStateBadge table={table} />
      </header>
      {table.tab?.waitingForKitchen && <p className="text-sm">{t('tables.waitingForKitchen')}</p>}
      {table.tab && (
        <dl className="grid grid-cols-2 gap-1 text-sm">
          <dt>{t('tables.rounds')}</dt>
          <dd className="text-end">{table.tab.rounds}</dd>
          <dt>{t('tables.total')}</dt>
          <dd className="text-end">{amount(table.tab.total)}</dd>
          <dt>{t('tables.paid')}</dt>
          <dd className="text-end">{amount(table.tab.paid)}</dd>
          <dt className="font-semibold">{t('tables.due')}</dt>
          <dd className="text-end font-semibold">{amount(table.tab.due)}</dd>
        </dl>
      )}
      <div className="flex flex-wrap gap-2">
        {!table.tab && (
          <button
            type="button"
            className="btn btn-primary btn-sm min-h-11"
            disabled={open.isPending}
            onClick={() =>
              open
                .mutateAsync(table.name)
                .catch((error: unknown) => showFailure(t('tables.notOpened', { table: table.name }), error))
            }
          >
            {t('tables.open', { table: table.name })}
          </button>
        )}
        {table.tab && (
          // Staff take a round for the party on the table's own page, as a phone at the table does.
          <Link className="btn btn-primary btn-sm min-h-11" to={paths.table.getHref(table.code)}>
            {t('tables.takeRound', { table: table.name })}
          </Link>
        )}
        <Link className="btn btn-sm min-h-11" to={paths.dashboard.tableCards.getHref(table.name)}>
          {t('tables.printCard', { table: table.name })}
        </Link>
        <button
          type="button"
          className="btn btn-ghost btn-sm min-h-11"
          onClick={() =>
            void confirmThenRun({
              confirm: {
                text: t('tables.renewWarning', { table: table.name }),
                confirmText: t('tables.renewConfirm'),
              },
              action: () => renew.mutateAsync(table.name),
              success: () => ({
                icon: 'success',
                title: t('tables.renewed', { table: table.name }),
                text: t('tables.printNewCard'),
              }),
              failureTitle: t('tables.notRenewed', { table: table.name }),
            })
          }
        >
          {t('tables.renew', { table: table.name })}
        </button>
      </div>
      {table.tab && (
        <details>
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">
            {t('tables.settleMoveClose', { table: table.name })}
          </summary>
          <TabActions table={table} free={free} />
        </details>
      )}
    </article>
  );
}

/** The Tables page (staff, admins): every table of the set-up with its state, tab and actions. */
export function TablesBoard() {
  const t = useTranslate();
  const tables = useTables();
  return (
    <QueryState
      query={tables}
      what={t('tables.theTables')}
      empty={{
        when: (list) => list.length === 0,
        content: <p>{t('tables.none')}</p>,
      }}
    >
      {(list) => {
        const free = list.filter((table) => table.state === 'free');
        return (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {list.map((table) => (
              <TableCard key={table.name} table={table} free={free} />
            ))}
          </div>
        );
      }}
    </QueryState>
  );
}
