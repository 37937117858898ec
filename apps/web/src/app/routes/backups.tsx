import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { BackupsPanel } from '@/features/backups/components/backups-panel.tsx';
import { useTranslate } from '@/lib/i18n.ts';

export default function BackupsRoute() {
  const t = useTranslate();
  return (
    <section className="mx-auto max-w-6xl">
      <PageTitle>{t('dashboard.backups')}</PageTitle>
      <SectionTitle as="h1" heading={t('dashboard.backups')} subHeading={t('backups.subHeading')} />
      <BackupsPanel />
    </section>
  );
}
