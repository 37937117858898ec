import { useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { GuestOrderData } from '@/features/orders/components/guest-order-data.tsx';
import { GuestOrderDetails } from '@/features/orders/components/guest-order-details.tsx';

/** A guest's order, opened by the signed key in its link (from the mail, or checkout). */
export default function GuestOrderRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const orderKey = search.get('key') ?? '';
  return (
    <section className="mx-auto max-w-3xl px-4 pt-28 pb-16">
      <GuestOrderDetails id={id} orderKey={orderKey} receiptHref={paths.guestReceipt.getHref(id, orderKey)} />
      <GuestOrderData id={id} orderKey={orderKey} />
    </section>
  );
}
