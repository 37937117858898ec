import { format, fromMajor } from '@bistro/contract/money';
import type { StaffTable } from '@bistro/contract/tables';
import { type MessageId, useTranslate } from '@/lib/i18n.ts';

const stateLooks: Record<StaffTable['state'], { label: MessageId; badge: string }> = {
  free: { label: 'tableState.free', badge: 'badge-ghost' },
  open: { label: 'tableState.open', badge: 'badge-info' },
  bill: { label: 'tableState.bill', badge: 'badge-warning' },
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
  const t = useTranslate();
  const look = stateLooks[table.state];
  const label = t(look.label);
  return (
    <span className={`badge ${look.badge}`}>
      {withDue && table.tab && table.tab.due > 0
        ? t('tableState.withDue', { state: label, due: format(fromMajor(table.tab.due)) })
        : label}
    </span>
  );
}
