import { Link, Navigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { LoadingState } from '@/components/ui/status.tsx';
import { paths } from '@/config/paths.ts';
import { useSiteConfig } from '@/config/site-config.ts';
import { useBookingRules } from '@/features/bookings/api/bookings.ts';
import { ReservationForm } from '@/features/bookings/components/reservation-form.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { useTranslate, useWordsAround } from '@/lib/i18n.ts';

/**
 * The navbar's Book a Table: where the restaurant takes guests' bookings (GUEST_BOOKINGS), a
 * visitor books here without an account; otherwise they log in on the way to the dashboard's
 * form, where a signed-in diner goes at once.
 */
export default function BookTableRoute() {
  const t = useTranslate();
  const wordsAround = useWordsAround();
  const { user, loading } = useAuth();
  const rules = useBookingRules();
  const timeZone = useSiteConfig().data?.restaurant.timeZone ?? 'UTC';
  const dashboardForm = paths.dashboard.reservation.getHref();
  const [before, after] = wordsAround('booking.noAccountNeeded', 'logIn');
  if (user) return <Navigate to={dashboardForm} replace />;
  if (rules.data && !rules.data.guests) return <Navigate to={paths.login.getHref(dashboardForm)} replace />;
  return (
    <section className="mx-auto max-w-4xl px-4 pt-28 pb-16">
      <PageTitle>{t('booking.reservation')}</PageTitle>
      <SectionTitle as="h1" heading={t('booking.reservation')} subHeading={t('booking.reservationSub')} />
      {/* Until the rules say guests may book, a visitor who may not is not told they need no account. */}
      {loading || rules.isPending ? (
        <LoadingState label={t('booking.loadingForm')} />
      ) : (
        <div className="space-y-4">
          <p>
            {before}
            <Link className="link" to={paths.login.getHref(dashboardForm)}>
              {t('booking.logIn')}
            </Link>
            {after}
          </p>
          <ReservationForm
            timeZone={timeZone}
            guest
            after={{ href: paths.home.getHref(), label: t('booking.backHome') }}
          />
        </div>
      )}
    </section>
  );
}
