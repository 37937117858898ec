import { SectionTitle } from '@/components/ui/section-title.tsx';
import { KitchenBoard } from '@/features/orders/components/kitchen-board.tsx';
import { OrderDayHistory } from '@/features/orders/components/order-day-history.tsx';

export default function KitchenRoute() {
  return (
    <section className="mx-auto max-w-screen-2xl space-y-8">
      <title>Bistro Boss | Kitchen Board</title>
      <SectionTitle as="h1" heading="Kitchen board" subHeading="---Orders to cook---" />
      <KitchenBoard />
      <OrderDayHistory />
    </section>
  );
}
