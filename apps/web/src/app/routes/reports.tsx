import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { ReportsPanel } from '@/features/reports/components/reports-panel.tsx';
import { useTranslate } from '@/lib/i18n.ts';

export default function ReportsRoute() {
  const t = useTranslate();
  return (
    <section className="mx-auto max-w-6xl">
      <PageTitle>{t('dashboard.reports')}</PageTitle>
      <SectionTitle as="h1" heading={t('dashboard.reports')} subHeading={t('reports.subHeading')} />
      <ReportsPanel />
    </section>
  );
}
