import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { DeliverySetupPanel } from '@/features/delivery/components/delivery-setup-form.tsx';
import { useTranslate } from '@/lib/i18n.ts';

export default function DeliverySetupRoute() {
  const t = useTranslate();
  return (
    <section className="mx-auto max-w-4xl">
      <PageTitle>{t('dashboard.delivery')}</PageTitle>
      <SectionTitle as="h1" heading={t('dashboard.delivery')} subHeading={t('deliverySetup.subHeading')} />
      <DeliverySetupPanel />
    </section>
  );
}
