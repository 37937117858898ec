import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { ModerationPanel } from '@/features/reviews/components/moderation-panel.tsx';

export default function ReviewsModerationRoute() {
  return (
    <section className="mx-auto max-w-4xl">
      <PageTitle>Reviews</PageTitle>
      <SectionTitle as="h1" heading="Reviews" subHeading="---What our diners say---" />
      <ModerationPanel />
    </section>
  );
}
