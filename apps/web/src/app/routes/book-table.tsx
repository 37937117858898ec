import { Link, Navigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { LoadingState } from '@/components/ui/status.tsx';
import { paths } from '@/config/paths.ts';
import { useSiteConfig } from '@/config/site-config.ts';
import { useBookingRules } from '@/features/bookings/api/bookings.ts';
import { ReservationForm } from '@/features/bookings/components/reservation-form.tsx';
import { useAuth } from '@/lib/auth-context.ts';

/**
 * The navbar's Book a Table: where the restaurant takes guests' bookings (GUEST_BOOKINGS), a
 * visitor books here without an account; otherwise they log in on the way to the dashboard's
 * form, where a signed-in diner goes at once.
 */
export default function BookTableRoute() {
  const { user, loading } = useAuth();
  const rules = useBookingRules();
  const timeZone = useSiteConfig().data?.restaurant.timeZone ?? 'UTC';
  const dashboardForm = paths.dashboard.reservation.getHref();
  if (user) return <Navigate to={dashboardForm} replace />;
  if (rules.data && !rules.data.guests) return <Navigate to={paths.login.getHref(dashboardForm)} replace />;
  return (
    <section className="mx-auto max-w-4xl px-4 pt-28 pb-16">
      <PageTitle>Reservation</PageTitle>
      <SectionTitle as="h1" heading="Reservation" subHeading="---Book a table---" />
      {/* Until the rules say guests may book, a visitor who may not is not told they need no account. */}
      {loading || rules.isPending ? (
        <LoadingState label="Loading the booking form…" />
      ) : (
        <div className="space-y-4">
          <p>
            No account needed.{' '}
            <Link className="link" to={paths.login.getHref(dashboardForm)}>
              Log in
            </Link>{' '}
            instead to keep your bookings with your account.
          </p>
          <ReservationForm
            timeZone={timeZone}
            guest
            after={{ href: paths.home.getHref(), label: 'Back to the home page' }}
          />
        </div>
      )}
    </section>
  );
}
