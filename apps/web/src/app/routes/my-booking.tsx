import { SectionTitle } from '@/components/ui/section-title.tsx';
import { useSiteConfig } from '@/config/site-config.ts';
import { MyBookings } from '@/features/bookings/components/my-bookings.tsx';

export default function MyBookingRoute() {
  const timeZone = useSiteConfig().data?.restaurant.timeZone ?? 'UTC';
  return (
    <section className="mx-auto max-w-4xl">
      <title>Bistro Boss | My Booking</title>
      <SectionTitle as="h1" heading="My bookings" subHeading="---Your tables---" />
      <MyBookings timeZone={timeZone} />
    </section>
  );
}
