import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { PromoCodesPanel } from '@/features/promo-codes/components/promo-codes-panel.tsx';
import { useTranslate } from '@/lib/i18n.ts';

export default function PromoCodesRoute() {
  const t = useTranslate();
  return (
    <section className="mx-auto max-w-6xl">
      <PageTitle>{t('dashboard.promoCodes')}</PageTitle>
      <SectionTitle as="h1" heading={t('promoCodes.heading')} subHeading={t('promoCodes.subHeading')} />
      <PromoCodesPanel />
    </section>
  );
}
