import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { MyReviewsPanel } from '@/features/reviews/components/my-reviews-panel.tsx';
import { useTranslate } from '@/lib/i18n.ts';

export default function AddReviewRoute() {
  const t = useTranslate();
  const [search] = useSearchParams();
  return (
    <section className="mx-auto max-w-3xl">
      <PageTitle>{t('dashboard.addReview')}</PageTitle>
      <SectionTitle as="h1" heading={t('reviews.heading')} subHeading={t('reviews.subHeading')} />
      <MyReviewsPanel chosen={search.get('booking') ?? undefined} />
    </section>
  );
}
