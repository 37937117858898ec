import { REVIEW_TEXT_MAX, ratingSchema, reviewTextSchema } from '@bistro/contract/reviews';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { type SaveReview, useSaveReview } from '../api/save-review.ts';
import { StarRatingField } from './star-rating.tsx';

interface Errors {
  rating?: string | undefined;
  text?: string | undefined;
  form?: string | undefined;
}

/** The server's 400 names its fields in `details`; anything else (409, 422, 429) is said for the whole form. */
function errorsFrom(error: unknown): Errors {
  if (!(error instanceof ApiRequestError)) return { form: 'Your review could not be sent. Try again.' };
  const details = Array.isArray(error.body?.details) ? (error.body.details as { path: string; message: string }[]) : [];
  const rating = details.find(({ path }) => path === 'rating')?.message;
  const text = details.find(({ path }) => path === 'text')?.message;
  return rating || text ? { rating, text } : { form: error.message };
}

/**
 * A review's stars and text: a new one for an order (`orderId`) or a visit (`bookingId`), or a
 * change to one of the diner's (`reviewId`). Every problem shows on its field before anything is
 * sent, and the server's refusals there too.
 */
export function ReviewForm({
  target,
  initial,
  onSaved,
}: {
  target: { orderId: string } | { bookingId: string } | { reviewId: string };
  initial?: { rating: number; text: string };
  onSaved?: () => void;
}) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [text, setText] = useState(initial?.text ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveReview({ mutationConfig: { onSuccess: () => onSaved?.() } });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checkedRating = ratingSchema.safeParse(rating ?? undefined);
    const checkedText = reviewTextSchema.safeParse(text);
    if (!checkedRating.success || !checkedText.success) {
      setErrors({
        rating: checkedRating.success ? undefined : 'Choose 1 to 5 stars',
        text: checkedText.error?.issues[0]?.message,
      });
      return;
    }
    setErrors({});
    const body = { rating: checkedRating.data, text: checkedText.data };
    const request: SaveReview =
      'reviewId' in target
        ? { kind: 'change', id: target.reviewId, change: body }
        : { kind: 'new', review: { ...target, ...body } };
    save.mutate(request, { onError: (error) => setErrors(errorsFrom(error)) });
  }

  const textError = `${id}-text-error`;
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <StarRatingField
        name={`${id}-rating`}
        value={rating}
        onChange={setRating}
        error={errors.rating}
        errorId={`${id}-rating-error`}
      />
      <label className="block">
        <span className="mb-1 block font-medium">Your review</span>
        <textarea
          className={`textarea w-full ${errors.text ? 'textarea-error' : ''}`}
          rows={4}
          maxLength={REVIEW_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? textError : undefined}
        />
      </label>
      {errors.text && (
        <p id={textError} className="text-error text-sm">
          {errors.text}
        </p>
      )}
      <FormAlert>{errors.form}</FormAlert>
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? 'Sending…' : 'reviewId' in target ? 'Save changes' : 'Post review'}
      </button>
    </form>
  );
}
