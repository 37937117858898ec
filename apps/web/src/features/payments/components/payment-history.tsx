import { formatPrice } from '@bistro/contract/money';
import { Link } from 'react-router';
import { DataTable } from '@/components/ui/data-table.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { paths } from '@/config/paths.ts';
import { usePayments } from '../api/get-payments.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The signed-in person's payments: how many, and a row each. */
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
            <DataTable headers={['#', 'Email', 'Price', 'Payment Date', 'Status', 'Transaction ID', 'Order']}>
              {list.map((payment, index) => (
                <tr key={payment._id}>
                  <td>{index + 1}</td>
                  <td>{payment.email}</td>
                  <td>{formatPrice(payment.price)}</td>
                  <td>{dateFormat.format(new Date(payment.date))}</td>
                  <td>{payment.status}</td>
                  <td className="font-mono text-xs">{payment.transactionId}</td>
                  <td>
                    <Link to={paths.dashboard.order.getHref(payment.orderId)} className="link link-primary">
                      Order #{payment.orderNumber}
                    </Link>
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </div>
      )}
    </QueryState>
  );
}
