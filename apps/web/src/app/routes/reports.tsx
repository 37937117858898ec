import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { ReportsPanel } from '@/features/reports/components/reports-panel.tsx';

export default function ReportsRoute() {
  return (
    <section className="mx-auto max-w-6xl">
      <PageTitle>Reports</PageTitle>
      <SectionTitle as="h1" heading="Reports" subHeading="---The books---" />
      <ReportsPanel />
    </section>
  );
}
