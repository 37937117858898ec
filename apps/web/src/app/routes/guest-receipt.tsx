import { useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { GuestOrderReceipt } from '@/features/orders/components/order-receipt.tsx';

/** A guest's receipt, opened by the signed key of their order's link. */
export default function GuestReceiptRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  return (
    <section className="px-4 pt-28 pb-16">
      <GuestOrderReceipt id={id} orderKey={key} backTo={paths.guestOrder.getHref(id, key)} />
    </section>
  );
}
