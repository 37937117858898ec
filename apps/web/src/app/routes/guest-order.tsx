import { useParams, useSearchParams } from 'react-router';
import { GuestOrderDetails } from '@/features/orders/components/guest-order-details.tsx';

/** A guest's order, opened by the signed key in its link (from the mail, or checkout). */
export default function GuestOrderRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <section className="mx-auto max-w-3xl px-4 pt-28 pb-16">
      <GuestOrderDetails id={id} orderKey={search.get('key') ?? ''} />
    </section>
  );
}
