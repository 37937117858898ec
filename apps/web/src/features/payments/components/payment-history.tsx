import { formatPrice } from '@bistro/contract/money';
import { orderStatusLabels } from '@bistro/contract/orders';
import type { Payment } from '@bistro/contract/payments';
import { Link } from 'react-router';
import { ResponsiveTable, type TableColumn } from '@/components/ui/data-table.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { paths } from '@/config/paths.ts';
import { usePayments } from '../api/get-payments.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const columns: TableColumn<Payment>[] = [
  { header: '#', cell: (_, index) => index + 1 },
  { header: 'Email', cell: (payment) => payment.email },
  { header: 'Price', cell: (payment) => formatPrice(payment.price) },
  { header: 'Payment Date', cell: (payment) => dateFormat.format(new Date(payment.date)) },
  // The order's status now, in the words its own page uses ('Picked up', not 'completed').
  { header: 'Status', cell: (payment) => orderStatusLabels[payment.status] },
  { header: 'Transaction ID', cell: (payment) => <span className="font-mono text-xs">{payment.transactionId}</span> },
  {
    header: 'Order',
    primary: true,
    cell: (payment) => (
      <Link
        to={paths.dashboard.order.getHref(payment.orderId)}
        className="link link-primary inline-flex min-h-11 items-center"
      >
        Order #{payment.orderNumber}
      </Link>
    ),
  },
];

/** The signed-in person's payments: how many, and a row each, its order's status in words and a link to it. */
export function PaymentHistory() {
  const payments = usePayments();
  return (
    <QueryState query={payments} what="your payments">
      {(list) => (
        <div className="space-y-6 rounded bg-base-100 p-4 shadow md:p-8">
          <p className="font-display text-xl uppercase md:text-2xl">Total Payment: {list.length}</p>
          {list.length === 0 ? (
            <p className="py-8 text-center text-base-content/70">No payments yet.</p>
          ) : (
            <ResponsiveTable label="Payments" columns={columns} rows={list} rowKey={(payment) => payment._id} />
          )}
        </div>
      )}
    </QueryState>
  );
}
