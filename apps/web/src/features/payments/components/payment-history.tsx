import { formatPrice } from '@bistro/contract/money';
import { orderStatusLabels } from '@bistro/contract/orders';
import type { Payment } from '@bistro/contract/payments';
import type { RestaurantClock } from '@bistro/contract/restaurant-clock';
import { Link } from 'react-router';
import { ResponsiveTable, type TableColumn } from '@/components/ui/data-table.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { paths } from '@/config/paths.ts';
import { useRestaurantClock } from '@/config/site-config.ts';
import { usePayments } from '../api/get-payments.ts';

/** The table's columns; dates on the restaurant's clock, as every time the site shows. */
const columnsOn = (clock: RestaurantClock): TableColumn<Payment>[] => [
  { header: '#', cell: (_, index) => index + 1 },
  { header: 'Email', cell: (payment) => payment.email },
  { header: 'Price', cell: (payment) => formatPrice(payment.price) },
  // What of it came back (partial refunds, or all of it once cancelled): none shows nothing.
  { header: 'Refunded', cell: (payment) => (payment.refunded > 0 ? formatPrice(payment.refunded) : '') },
  { header: 'Payment Date', cell: (payment) => clock.stamp(payment.date) },
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
  const clock = useRestaurantClock();
  return (
    <QueryState query={payments} what="your payments">
      {(list) => (
        <div className="space-y-6 rounded bg-base-100 p-4 shadow md:p-8">
          <p className="font-display text-xl uppercase md:text-2xl">Total Payment: {list.length}</p>
          {list.length === 0 ? (
            <p className="py-8 text-center text-base-content/70">No payments yet.</p>
          ) : (
            <ResponsiveTable
              label="Payments"
              columns={columnsOn(clock)}
              rows={list}
              rowKey={(payment) => payment._id}
            />
          )}
        </div>
      )}
    </QueryState>
  );
}
