import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { BillSettingsForm } from '@/features/restaurant/components/bill-settings-form.tsx';
import { RestaurantSettingsForm } from '@/features/restaurant/components/settings-form.tsx';
import { useTranslate } from '@/lib/i18n.ts';

export default function RestaurantSettingsRoute() {
  const t = useTranslate();
  return (
    <section className="mx-auto max-w-5xl space-y-8">
      <PageTitle>{t('dashboard.openingHours')}</PageTitle>
      <SectionTitle as="h1" heading={t('settings.openingHours')} subHeading={t('settings.subHeading')} />
      <RestaurantSettingsForm />
      <BillSettingsForm />
    </section>
  );
}
