import { useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { useSiteConfig } from '@/config/site-config.ts';
import { GuestBooking } from '@/features/bookings/components/guest-booking.tsx';
import { GuestBookingData } from '@/features/bookings/components/guest-booking-data.tsx';
import { useTranslate } from '@/lib/i18n.ts';

/** A guest's table booking, opened by the signed key in its link (from the mail, or the confirmation). */
export default function GuestBookingRoute() {
  const t = useTranslate();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const guestKey = search.get('key') ?? '';
  const timeZone = useSiteConfig().data?.restaurant.timeZone ?? 'UTC';
  return (
    <section className="mx-auto max-w-4xl px-4 pt-28 pb-16">
      <PageTitle>{t('booking.yourBooking')}</PageTitle>
      <SectionTitle as="h1" heading={t('booking.yourBooking')} subHeading={t('booking.yourBookingSub')} />
      <GuestBooking id={id} guestKey={guestKey} timeZone={timeZone} />
      <GuestBookingData id={id} guestKey={guestKey} />
    </section>
  );
}
