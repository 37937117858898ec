import { formatPrice } from '@bistro/contract/money';
import type { Payment } from '@bistro/contract/payments';
import type { RestaurantClock } from '@bistro/contract/restaurant-clock';
import { Link } from 'react-router';
import { ResponsiveTable, type TableColumn } from '@/components/ui/data-table.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { paths } from '@/config/paths.ts';
import { useRestaurantClock } from '@/config/site-config.ts';
import { type Translate, useTranslate } from '@/lib/i18n.ts';
import { useOrderWords } from '@/lib/order-words.ts';
import { usePayments } from '../api/get-payments.ts';

/** The table's columns in the page's words; dates on the restaurant's clock, as every time the site shows. */
const columnsOn = (
  clock: RestaurantClock,
  t: Translate,
  statusLabel: ReturnType<typeof useOrderWords>['statusLabel'],
): TableColumn<Payment>[] => [
  { header: '#', cell: (_, index) => index + 1 },
  { header: t('payments.email'), cell: (payment) => payment.email },
  { header: t('payments.price'), cell: (payment) => formatPrice(payment.price) },
  // What of it came back (partial refunds, or all of it once cancelled): none shows nothing.
  { header: t('payments.refunded'), cell: (payment) => (payment.refunded > 0 ? formatPrice(payment.refunded) : '') },
  { header: t('payments.date'), cell: (payment) => clock.stamp(payment.date) },
  // The order's status now, in the words its own page uses ('Picked up', not 'completed').
  { header: t('payments.status'), cell: (payment) => statusLabel(payment.status) },
  {
    header: t('payments.transactionId'),
    cell: (payment) => <span className="font-mono text-xs">{payment.transactionId}</span>,
  },
  {
    header: t('payments.order'),
    primary: true,
    cell: (payment) => (
      <Link
        to={paths.dashboard.order.getHref(payment.orderId)}
        className="link link-primary inline-flex min-h-11 items-center"
      >
        {t('order.title', { number: payment.orderNumber })}
      </Link>
    ),
  },
];

/** The signed-in person's payments: how many, and a row each, its order's status in words and a link to it. */
export function PaymentHistory() {
  const payments = usePayments();
  const clock = useRestaurantClock();
  const t = useTranslate();
  const { statusLabel } = useOrderWords();
  return (
    <QueryState query={payments} what={t('payments.yours')}>
      {(list) => (
        <div className="space-y-6 rounded bg-base-100 p-4 shadow md:p-8">
          <p className="font-display text-xl uppercase md:text-2xl">{t('payments.total', { count: list.length })}</p>
          {list.length === 0 ? (
            <p className="py-8 text-center text-base-content/70">{t('payments.none')}</p>
          ) : (
            <ResponsiveTable
              label={t('payments.heading')}
              columns={columnsOn(clock, t, statusLabel)}
              rows={list}
              rowKey={(payment) => payment._id}
            />
          )}
        </div>
      )}
    </QueryState>
  );
}
