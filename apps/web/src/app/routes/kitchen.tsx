import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { ChoiceAvailabilityPanel } from '@/features/menu/components/choice-availability-panel.tsx';
import { DishAvailabilityPanel } from '@/features/menu/components/dish-availability-panel.tsx';
import { KitchenBoard } from '@/features/orders/components/kitchen-board.tsx';
import { OrderDayHistory } from '@/features/orders/components/order-day-history.tsx';
import { PauseControl } from '@/features/restaurant/components/pause-control.tsx';

export default function KitchenRoute() {
  return (
    <section className="mx-auto max-w-screen-2xl space-y-6">
      <PageTitle>Kitchen Board</PageTitle>
      <SectionTitle as="h1" heading="Kitchen board" subHeading="---Orders to cook---" />
      <PauseControl />
      <DishAvailabilityPanel />
      <ChoiceAvailabilityPanel />
      <KitchenBoard />
      <OrderDayHistory />
    </section>
  );
}
