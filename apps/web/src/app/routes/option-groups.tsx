import { SectionTitle } from '@/components/ui/section-title.tsx';
import { OptionGroupsManager } from '@/features/menu/components/option-groups-manager.tsx';

export default function OptionGroupsRoute() {
  return (
    <section className="mx-auto max-w-4xl">
      <title>Bistro Boss | Dish options</title>
      <SectionTitle as="h1" heading="Dish options" subHeading="---Sizes, extras, dressings---" />
      <OptionGroupsManager />
    </section>
  );
}
