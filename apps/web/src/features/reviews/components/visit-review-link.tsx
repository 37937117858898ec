import type { BookingStatus } from '@bistro/contract/bookings';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useRestaurantClock } from '@/config/site-config.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { useMyReviews } from '../api/get-my-reviews.ts';

/** The statuses of a visit its party was seated for: those a diner may review. */
const seatedFor: ReadonlySet<BookingStatus> = new Set(['seated', 'done']);

interface VisitReviewLinkProps {
  bookingId: string;
  status: BookingStatus;
  /** The visit's moment, to tell one visit's link from another's. */
  startsAt: string;
}

/**
 * Under a diner's booking: "Review this visit" (to Add Review, the visit chosen) once the party was
 * seated, "Reviewed" once it is; nothing before, nor while the diner's reviews are loading.
 */
export function VisitReviewLink({ bookingId, status, startsAt }: VisitReviewLinkProps) {
  const clock = useRestaurantClock();
  const reviews = useMyReviews();
  const t = useTranslate();
  if (!seatedFor.has(status) || !reviews.data) return null;
  const reviewed = reviews.data.reviews.some(
    ({ subject }) => subject.kind === 'booking' && subject.bookingId === bookingId,
  );
  if (reviewed) return <span className="badge badge-ghost">{t('reviews.reviewed')}</span>;
  return (
    <Link
      to={paths.dashboard.addReview.getHref({ booking: bookingId })}
      className="btn btn-outline min-h-11"
      aria-label={t('reviews.reviewVisitOf', { when: clock.on(startsAt) })}
    >
      {t('reviews.reviewVisit')}
    </Link>
  );
}
