import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { ModerationPanel } from '@/features/reviews/components/moderation-panel.tsx';
import { useTranslate } from '@/lib/i18n.ts';

export default function ReviewsModerationRoute() {
  const t = useTranslate();
  return (
    <section className="mx-auto max-w-4xl">
      <PageTitle>{t('dashboard.reviews')}</PageTitle>
      <SectionTitle as="h1" heading={t('dashboard.reviews')} subHeading={t('moderation.subHeading')} />
      <ModerationPanel />
    </section>
  );
}
