import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { BillSettingsForm } from '@/features/restaurant/components/bill-settings-form.tsx';
import { RestaurantSettingsForm } from '@/features/restaurant/components/settings-form.tsx';

export default function RestaurantSettingsRoute() {
  return (
    <section className="mx-auto max-w-5xl space-y-8">
      <PageTitle>Opening Hours</PageTitle>
      <SectionTitle as="h1" heading="Opening hours" subHeading="---When we cook---" />
      <RestaurantSettingsForm />
      <BillSettingsForm />
    </section>
  );
}
