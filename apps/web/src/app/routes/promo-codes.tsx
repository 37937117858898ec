import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { PromoCodesPanel } from '@/features/promo-codes/components/promo-codes-panel.tsx';

export default function PromoCodesRoute() {
  return (
    <section className="mx-auto max-w-6xl">
      <PageTitle>Promo Codes</PageTitle>
      <SectionTitle as="h1" heading="Promo codes" subHeading="---A treat for our diners---" />
      <PromoCodesPanel />
    </section>
  );
}
