import type { DishRating } from '@bistro/contract/reviews';
import { useLanguage, useTranslate } from '@/lib/i18n.ts';
import { useDishRatings } from '../api/get-published-reviews.ts';
import { formatRating } from '../format-rating.ts';

/** A dish's published rating on its card: "★ 4.3 · 3 reviews", said in full to a screen reader. */
export function DishRatingLine({ rating }: { rating: DishRating }) {
  const t = useTranslate();
  const average = formatRating(rating.average, useLanguage().language);
  return (
    <p className="text-sm">
      <span aria-hidden="true">
        <span className="text-warning">★</span> {`${average} · ${t('reviews.count', { count: rating.count })}`}
      </span>
      <span className="sr-only">{t('reviews.ratedOutOf5', { average, count: rating.count })}</span>
    </p>
  );
}

/** Each dish's rating line by its id, for the pages that list dishes: nothing for a dish with too few reviews. */
export function useDishRatingLines() {
  const ratings = useDishRatings();
  return (menuItemId: string) => {
    const rating = ratings.get(menuItemId);
    return rating ? <DishRatingLine rating={rating} /> : null;
  };
}
