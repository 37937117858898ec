import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { useSiteConfig } from '@/config/site-config.ts';
import { MyBookings } from '@/features/bookings/components/my-bookings.tsx';
import { VisitReviewLink } from '@/features/reviews/components/visit-review-link.tsx';
import { useTranslate } from '@/lib/i18n.ts';

export default function MyBookingRoute() {
  const t = useTranslate();
  const timeZone = useSiteConfig().data?.restaurant.timeZone ?? 'UTC';
  return (
    <section className="mx-auto max-w-4xl">
      <PageTitle>{t('booking.myBookingTitle')}</PageTitle>
      <SectionTitle as="h1" heading={t('booking.myBookings')} subHeading={t('booking.myBookingsSub')} />
      <MyBookings
        timeZone={timeZone}
        visitAction={(booking) => (
          <VisitReviewLink bookingId={booking.id} status={booking.status} startsAt={booking.startsAt} />
        )}
      />
    </section>
  );
}
