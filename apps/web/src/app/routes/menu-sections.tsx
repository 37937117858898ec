import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { SectionsManager } from '@/features/menu/components/sections-manager.tsx';

export default function MenuSectionsRoute() {
  return (
    <section className="mx-auto max-w-4xl">
      <PageTitle>Menu Sections</PageTitle>
      <SectionTitle as="h1" heading="Menu sections" subHeading="---The shop’s tabs---" />
      <SectionsManager />
    </section>
  );
}
