import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { MyReviewsPanel } from '@/features/reviews/components/my-reviews-panel.tsx';

export default function AddReviewRoute() {
  const [search] = useSearchParams();
  return (
    <section className="mx-auto max-w-3xl">
      <PageTitle>Add Review</PageTitle>
      <SectionTitle as="h1" heading="Add review" subHeading="---Sharing is caring!---" />
      <MyReviewsPanel chosen={search.get('booking') ?? undefined} />
    </section>
  );
}
