import { SectionTitle } from '@/components/ui/section-title.tsx';
import { useRestaurantClock, useRestaurantName } from '@/config/site-config.ts';
import { useLanguage, useTranslate, useWordsAround } from '@/lib/i18n.ts';
import { usePublishedReviews } from '../api/get-published-reviews.ts';
import { formatRating } from '../format-rating.ts';
import { Stars } from './star-rating.tsx';

/**
 * The home page's Testimonials: the published reviews' average and the latest of them, rendered
 * on the server with the page (the server puts them in the query cache) and kept with it until a
 * review is published, changed, hidden or answered. Nothing while none is published.
 */
export function Testimonials() {
  const { data } = usePublishedReviews();
  const clock = useRestaurantClock();
  const name = useRestaurantName();
  const t = useTranslate();
  const { language } = useLanguage();
  const wordsAround = useWordsAround();
  if (!data || data.average === null || data.latest.length === 0) return null;
  const [before, after] = wordsAround('reviews.ratedOutOf5', 'average', { count: data.count });
  return (
    <section className="mx-auto mb-16 max-w-5xl px-4">
      <SectionTitle heading={t('home.testimonials')} subHeading={t('home.testimonialsSubHeading')} />
      <p className="mb-6 text-center text-lg">
        {before}
        <strong>{formatRating(data.average, language)}</strong>
        {after}
      </p>
      <ul className="grid gap-6 md:grid-cols-2">
        {data.latest.map((review) => (
          <li key={review.id} className="card bg-base-100 p-6 shadow">
            <figure>
              <Stars rating={review.rating} />
              <blockquote className="mt-2 whitespace-pre-line">{review.text}</blockquote>
              <figcaption className="mt-3 font-semibold">
                {review.author}
                <span className="ml-2 font-normal text-base-content/70 text-sm">{clock.date(review.createdAt)}</span>
              </figcaption>
              {review.reply && (
                <p className="mt-3 border-primary border-l-4 pl-3 text-sm">
                  <strong>{t('reviews.restaurantReplied', { name })}</strong> {review.reply.text}
                </p>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
