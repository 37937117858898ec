import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { BookingSetupPanel } from '@/features/bookings/components/booking-setup-form.tsx';

export default function BookingSetupRoute() {
  return (
    <section className="mx-auto max-w-4xl">
      <PageTitle>Booking Set-up</PageTitle>
      <SectionTitle as="h1" heading="Booking set-up" subHeading="---Tables and rules---" />
      <BookingSetupPanel />
    </section>
  );
}
