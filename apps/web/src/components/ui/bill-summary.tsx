import { type BillBreakdown, billRows } from '@bistro/contract/bill-settings';
import { format } from '@bistro/contract/money';
import { useOrderWords } from '@/lib/order-words.ts';

/**
 * The rows under an order's lines, as every page shows them: subtotal, the code's discount, the
 * tax (included or added), the tip and the total; the total alone when there are none of these.
 */
export function BillSummary({ bill, withTotal = true }: { bill: BillBreakdown; withTotal?: boolean }) {
  const words = useOrderWords();
  const rows = billRows(bill).filter((row) => withTotal || row.kind !== 'total');
  if (rows.length === 0) return null;
  return (
    <dl className="space-y-1">
      {rows.map((row) => (
        <div
          key={row.kind}
          className={`flex justify-between gap-4 ${row.kind === 'total' ? 'font-display text-lg' : 'text-sm'}`}
        >
          <dt>{words.billRow(row, bill.promoCode)}</dt>
          <dd className="tabular-nums">{format(row.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
