import { useTranslate } from '@/lib/i18n.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * 1–5 stars as a radio group: one radio per rating, named in words ("4 stars"), so a keyboard
 * moves along it with the arrow keys and a screen reader says which is chosen. The stars are
 * only how it looks.
 */
export function StarRatingField({
  name,
  value,
  onChange,
  error,
  errorId,
}: {
  name: string;
  value: number | null;
  onChange: (rating: number) => void;
  error?: string | undefined;
  errorId: string;
}) {
  const t = useTranslate();
  return (
    <fieldset className="fieldset" aria-describedby={error ? errorId : undefined}>
      <legend className="fieldset-legend text-base">{t('reviews.rating')}</legend>
      <div className="flex flex-wrap gap-1">
        {STARS.map((stars) => (
          <label
            key={stars}
            className={`btn btn-sm relative min-w-11 has-focus-visible:outline-2 ${
              value !== null && stars <= value ? 'btn-warning' : 'btn-outline'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={stars}
              // Over the whole button, unseen: a tap anywhere on it is on the radio itself.
              className="absolute inset-0 cursor-pointer opacity-0"
              checked={value === stars}
              onChange={() => onChange(stars)}
            />
            <span aria-hidden="true">★</span>
            <span>{t('reviews.stars', { count: stars })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-error text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Stars as shown beside a review: the picture for the eye, the words for a screen reader. */
export function Stars({ rating }: { rating: number }) {
  const t = useTranslate();
  return (
    <span className="text-warning" role="img" aria-label={t('reviews.starsOutOf5', { count: rating })}>
      {'★'.repeat(rating)}
      <span className="text-base-content/30">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}
