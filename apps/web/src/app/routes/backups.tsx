import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { BackupsPanel } from '@/features/backups/components/backups-panel.tsx';

export default function BackupsRoute() {
  return (
    <section className="mx-auto max-w-6xl">
      <PageTitle>Backups</PageTitle>
      <SectionTitle as="h1" heading="Backups" subHeading="---Keep the books safe---" />
      <BackupsPanel />
    </section>
  );
}
