import { SectionTitle } from '@/components/ui/section-title.tsx';
import { ModerationPanel } from '@/features/reviews/components/moderation-panel.tsx';

export default function ReviewsModerationRoute() {
  return (
    <section className="mx-auto max-w-4xl">
      <title>Bistro Boss | Reviews</title>
      <SectionTitle as="h1" heading="Reviews" subHeading="---What our diners say---" />
      <ModerationPanel />
    </section>
  );
}
