import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { OptionGroupsManager } from '@/features/menu/components/option-groups-manager.tsx';

export default function OptionGroupsRoute() {
  return (
    <section className="mx-auto max-w-4xl">
      <PageTitle>Dish options</PageTitle>
      <SectionTitle as="h1" heading="Dish options" subHeading="---Sizes, extras, dressings---" />
      <OptionGroupsManager />
    </section>
  );
}
