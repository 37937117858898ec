import { format, fromMajor } from '@bistro/contract/money';
import type { StaffTable } from '@bistro/contract/tables';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state.tsx';
import { paths } from '@/config/paths.ts';
import { confirmThenRun, showFailure } from '@/lib/dialogs.ts';
import { useOpenTable, useRenewCode, useTables } from '../api/staff-tables.ts';
import { TabActions } from './tab-actions.tsx';
import { TableStateBadge } from './table-state.tsx';

/** One table: its state and tab, and what staff do with it. */
function TableCard({ table, free }: { table: StaffTable; free: readonly StaffTable[] }) {
  const open = useOpenTable();
  const renew = useRenewCode();
  const amount = (major: number) => format(fromMajor(major));
  const headingId = `table-${table.name}`;
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded bg-base-100 p-4 shadow">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-display text-xl">
          {table.name} <span className="text-base text-base-content/75">({table.seats} seats)</span>
        </h2>
        <TableStateBadge table={table} />
      </header>
      {table.tab?.waitingForKitchen && (
        <p className="text-sm">Opened by the diners’ first round: waiting for the kitchen to accept it.</p>
      )}
      {table.tab && (
        <dl className="grid grid-cols-2 gap-1 text-sm">
          <dt>Rounds</dt>
          <dd className="text-end">{table.tab.rounds}</dd>
          <dt>Total</dt>
          <dd className="text-end">{amount(table.tab.total)}</dd>
          <dt>Paid</dt>
          <dd className="text-end">{amount(table.tab.paid)}</dd>
          <dt className="font-semibold">Due</dt>
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
              open.mutateAsync(table.name).catch((error: unknown) => showFailure(`${table.name} was not opened`, error))
            }
          >
            Open {table.name}
          </button>
        )}
        {table.tab && (
          // Staff take a round for the party on the table's own page, as a phone at the table does.
          <Link className="btn btn-primary btn-sm min-h-11" to={paths.table.getHref(table.code)}>
            Take a round for {table.name}
          </Link>
        )}
        <Link className="btn btn-sm min-h-11" to={paths.dashboard.tableCards.getHref(table.name)}>
          Print {table.name}’s card
        </Link>
        <button
          type="button"
          className="btn btn-ghost btn-sm min-h-11"
          onClick={() =>
            void confirmThenRun({
              confirm: {
                text: `${table.name}’s card stops working at once: print the new one and put it on the table.`,
                confirmText: 'Yes, give it a new code',
              },
              action: () => renew.mutateAsync(table.name),
              success: () => ({ icon: 'success', title: `${table.name} has a new code`, text: 'Print its new card.' }),
              failureTitle: `${table.name}’s code was not renewed`,
            })
          }
        >
          Renew {table.name}’s code
        </button>
      </div>
      {table.tab && (
        <details>
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">Settle, move or close {table.name}</summary>
          <TabActions table={table} free={free} />
        </details>
      )}
    </article>
  );
}

/** The Tables page (staff, admins): every table of the set-up with its state, tab and actions. */
export function TablesBoard() {
  const tables = useTables();
  return (
    <QueryState
      query={tables}
      what="the tables"
      empty={{
        when: (list) => list.length === 0,
        content: <p>No tables yet: an admin adds them on the Booking Set-up page.</p>,
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
