import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { DeliverySetupPanel } from '@/features/delivery/components/delivery-setup-form.tsx';

export default function DeliverySetupRoute() {
  return (
    <section className="mx-auto max-w-4xl">
      <PageTitle>Delivery</PageTitle>
      <SectionTitle as="h1" heading="Delivery" subHeading="---Zones, fees and times---" />
      <DeliverySetupPanel />
    </section>
  );
}
