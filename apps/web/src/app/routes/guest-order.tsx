import { useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { GuestOrderData } from '@/features/orders/components/guest-order-data.tsx';
import { GuestOrderDetails } from '@/features/orders/components/guest-order-details.tsx';
import { LinkPayment } from '@/features/payments/components/link-payment.tsx';

/**
 * A guest's order, opened by the signed key in its link (from the mail, or checkout); an order
 * staff entered is paid here by card, from the link mailed to its diner.
 */
export default function GuestOrderRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const orderKey = search.get('key') ?? '';
  return (
    <section className="mx-auto max-w-3xl px-4 pt-28 pb-16">
      <GuestOrderDetails
        id={id}
        orderKey={orderKey}
        receiptHref={paths.guestReceipt.getHref(id, orderKey)}
        payment={(order, paid) => (
          <LinkPayment
            orderId={id}
            orderKey={orderKey}
            total={order.total}
            currency={order.bill.currency}
            billing={{ email: order.email, name: order.customerName }}
            onPaid={paid}
          />
        )}
      />
      <GuestOrderData id={id} orderKey={orderKey} />
    </section>
  );
}
