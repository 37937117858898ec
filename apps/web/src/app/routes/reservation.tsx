import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { paths } from '@/config/paths.ts';
import { useSiteConfig } from '@/config/site-config.ts';
import { useProfile } from '@/features/auth/api/profile.ts';
import { ReservationForm } from '@/features/bookings/components/reservation-form.tsx';

export default function ReservationRoute() {
  const timeZone = useSiteConfig().data?.restaurant.timeZone ?? 'UTC';
  const profile = useProfile();
  return (
    <section className="mx-auto max-w-4xl">
      <PageTitle>Reservation</PageTitle>
      <SectionTitle as="h1" heading="Reservation" subHeading="---Book a table---" />
      <ReservationForm
        timeZone={timeZone}
        after={{ href: paths.dashboard.myBooking.getHref(), label: 'See my bookings' }}
        savedPhone={profile.data?.phone}
      />
    </section>
  );
}
