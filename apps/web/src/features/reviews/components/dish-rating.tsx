import type { DishRating } from '@bistro/contract/reviews';
import { useDishRatings } from '../api/get-published-reviews.ts';
import { formatRating } from '../format-rating.ts';

/** A dish's published rating on its card: "★ 4.3 · 3 reviews", said in full to a screen reader. */
export function DishRatingLine({ rating }: { rating: DishRating }) {
  const average = formatRating(rating.average);
  return (
    <p className="text-sm">
      <span aria-hidden="true">
        <span className="text-warning">★</span> {`${average} · ${rating.count} reviews`}
      </span>
      <span className="sr-only">{`Rated ${average} out of 5 from ${rating.count} reviews`}</span>
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
