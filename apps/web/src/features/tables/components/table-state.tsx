import { format, fromMajor } from '@bistro/contract/money';
import type { StaffTable } from '@bistro/contract/tables';

const stateLooks: Record<StaffTable['state'], { label: string; badge: string }> = {
  free: { label: 'Free', badge: 'badge-ghost' },
  open: { label: 'Open', badge: 'badge-info' },
  bill: { label: 'Paying the bill', badge: 'badge-warning' },
};

/**
 * A table's state as staff read it at a glance: free, open, or paying the bill; with `withDue`,
 * what its tab still has to pay ("Open · $24.50 due").
 */
export function TableStateBadge({
  table,
  withDue = false,
}: {
  table: Pick<StaffTable, 'state' | 'tab'>;
  withDue?: boolean;
}) {
  const look = stateLooks[table.state];
  const due = withDue && table.tab && table.tab.due > 0 ? ` · ${format(fromMajor(table.tab.due))} due` : '';
  return (
    <span className={`badge ${look.badge}`}>
      {look.label}
      {due}
    </span>
  );
}
