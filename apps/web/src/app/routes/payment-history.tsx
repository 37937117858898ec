import { formatPrice } from '@bistro/contract/money';
import { DataTable } from '@/components/ui/data-table.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { ErrorState, LoadingState } from '@/components/ui/status.tsx';
import { usePayments } from '@/features/payments/api/get-payments.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export default function PaymentHistoryRoute() {
  const payments = usePayments();
  return (
    <section className="mx-auto max-w-screen-lg">
      <title>Bistro Boss | Payment History</title>
      <SectionTitle as="h1" heading="Payments" subHeading="SEE YOUR PAYMENTS" />
      {payments.isPending ? (
        <LoadingState label="Loading your payments…" />
      ) : payments.isError ? (
        <ErrorState what="your payments" error={payments.error} onRetry={() => void payments.refetch()} />
      ) : (
        <div className="space-y-6 rounded bg-base-100 p-4 shadow md:p-8">
          <p className="font-display text-xl uppercase md:text-2xl">Total Payment: {payments.data.length}</p>
          {payments.data.length === 0 ? (
            <p className="py-8 text-center text-base-content/70">No payments yet.</p>
          ) : (
            <DataTable headers={['#', 'Email', 'Price', 'Payment Date', 'Status', 'Transaction ID']}>
              {payments.data.map((payment, index) => (
                <tr key={payment._id}>
                  <td>{index + 1}</td>
                  <td>{payment.email}</td>
                  <td>{formatPrice(payment.price)}</td>
                  <td>{dateFormat.format(new Date(payment.date))}</td>
                  <td>{payment.status}</td>
                  <td className="font-mono text-xs">{payment.transactionId}</td>
                </tr>
              ))}
            </DataTable>
          )}
        </div>
      )}
    </section>
  );
}
