import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { paths } from '@/config/paths.ts';
import { useSiteConfig } from '@/config/site-config.ts';
import { useProfile } from '@/features/auth/api/profile.ts';
import { ReservationForm } from '@/features/bookings/components/reservation-form.tsx';
import { useTranslate } from '@/lib/i18n.ts';

export default function ReservationRoute() {
  const t = useTranslate();
  const timeZone = useSiteConfig().data?.restaurant.timeZone ?? 'UTC';
  const profile = useProfile();
  return (
    <section className="mx-auto max-w-4xl">
      <PageTitle>{t('booking.reservation')}</PageTitle>
      <SectionTitle as="h1" heading={t('booking.reservation')} subHeading={t('booking.reservationSub')} />
      <ReservationForm
        timeZone={timeZone}
        after={{ href: paths.dashboard.myBooking.getHref(), label: t('booking.seeMine') }}
        savedPhone={profile.data?.phone}
      />
    </section>
  );
}
