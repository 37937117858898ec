import { SectionTitle } from '@/components/ui/section-title.tsx';
import { BackupsPanel } from '@/features/backups/components/backups-panel.tsx';

export default function BackupsRoute() {
  return (
    <section className="mx-auto max-w-6xl">
      <title>Bistro Boss | Backups</title>
      <SectionTitle as="h1" heading="Backups" subHeading="---Keep the books safe---" />
      <BackupsPanel />
    </section>
  );
}
