import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { useSiteConfig } from '@/config/site-config.ts';
import { pendingRequestsQueryOptions } from '@/features/bookings/api/bookings.ts';
import { BookingsBoard } from '@/features/bookings/components/bookings-board.tsx';

export default function BookingsRoute() {
  const timeZone = useSiteConfig().data?.restaurant.timeZone ?? 'UTC';
  // The requests waiting, counted in the tab's title too: seen from another tab.
  const waiting = useQuery(pendingRequestsQueryOptions()).data?.length ?? 0;
  return (
    <section className="mx-auto max-w-6xl">
      <PageTitle>{waiting > 0 ? `Bookings (${waiting} waiting)` : 'Bookings'}</PageTitle>
      <SectionTitle as="h1" heading="Bookings" subHeading="---Requests, and the day’s tables---" />
      <BookingsBoard timeZone={timeZone} />
    </section>
  );
}
