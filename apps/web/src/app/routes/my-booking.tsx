import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { useSiteConfig } from '@/config/site-config.ts';
import { MyBookings } from '@/features/bookings/components/my-bookings.tsx';
import { VisitReviewLink } from '@/features/reviews/components/visit-review-link.tsx';

export default function MyBookingRoute() {
  const timeZone = useSiteConfig().data?.restaurant.timeZone ?? 'UTC';
  return (
    <section className="mx-auto max-w-4xl">
      <PageTitle>My Booking</PageTitle>
      <SectionTitle as="h1" heading="My bookings" subHeading="---Your tables---" />
      <MyBookings
        timeZone={timeZone}
        visitAction={(booking) => (
          <VisitReviewLink bookingId={booking.id} status={booking.status} startsAt={booking.startsAt} />
        )}
      />
    </section>
  );
}
