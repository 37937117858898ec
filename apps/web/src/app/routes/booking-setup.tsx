import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { BookingSetupPanel } from '@/features/bookings/components/booking-setup-form.tsx';
import { useTranslate } from '@/lib/i18n.ts';

export default function BookingSetupRoute() {
  const t = useTranslate();
  return (
    <section className="mx-auto max-w-4xl">
      <PageTitle>{t('dashboard.bookingSetup')}</PageTitle>
      <SectionTitle as="h1" heading={t('bookingSetup.bookingSetup')} subHeading={t('bookingSetup.subHeading')} />
      <BookingSetupPanel />
    </section>
  );
}
