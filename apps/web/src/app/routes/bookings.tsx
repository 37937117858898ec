import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { useSiteConfig } from '@/config/site-config.ts';
import { BookingsBoard } from '@/features/bookings/components/bookings-board.tsx';

export default function BookingsRoute() {
  const timeZone = useSiteConfig().data?.restaurant.timeZone ?? 'UTC';
  return (
    <section className="mx-auto max-w-6xl">
      <PageTitle>Bookings</PageTitle>
      <SectionTitle as="h1" heading="Bookings" subHeading="---The day’s tables---" />
      <BookingsBoard timeZone={timeZone} />
    </section>
  );
}
