import { PageTitle } from '@/components/ui/page-title.tsx';
import { DeliveryList } from '@/features/orders/components/delivery-list.tsx';

export default function DeliveriesRoute() {
  return (
    <section className="mx-auto max-w-xl space-y-4">
      <PageTitle>Deliveries</PageTitle>
      <h1 className="font-display text-2xl">Deliveries</h1>
      <DeliveryList />
    </section>
  );
}
