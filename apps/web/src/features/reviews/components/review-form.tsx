import { REVIEW_TEXT_MAX, ratingSchema, reviewTextSchema } from '@bistro/contract/reviews';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { useFieldErrorWords } from '@/lib/field-errors.ts';
import { showRefusal } from '@/lib/form-errors.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { type SaveReview, useSaveReview } from '../api/save-review.ts';
import { StarRatingField } from './star-rating.tsx';

/** The stars and the text, as the contract checks them; no stars chosen yet is said as a choice to make. */
const reviewFormSchema = z.object({
  rating: z.number({ error: 'Choose 1 to 5 stars' }).pipe(ratingSchema),
  text: reviewTextSchema,
});

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
  const t = useTranslate();
  const fieldError = useFieldErrorWords();
  const save = useSaveReview({ mutationConfig: { onSuccess: () => onSaved?.() } });
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof reviewFormSchema>, unknown, z.output<typeof reviewFormSchema>>({
    resolver: zodResolver(reviewFormSchema),
    // No stars until the diner chooses (the schema says to choose them).
    defaultValues: { ...(initial ? { rating: initial.rating } : {}), text: initial?.text ?? '' },
  });

  const submit = handleSubmit(async (body) => {
    const request: SaveReview =
      'reviewId' in target
        ? { kind: 'change', id: target.reviewId, change: body }
        : { kind: 'new', review: { ...target, ...body } };
    try {
      await save.mutateAsync(request);
    } catch (error) {
      showRefusal(error, setError, ['rating', 'text'], t('reviews.notSent'));
    }
  });

  const textError = `${id}-text-error`;
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingField
            name={`${id}-rating`}
            value={field.value ?? null}
            onChange={field.onChange}
            error={errors.rating?.message && fieldError(errors.rating.message)}
            errorId={`${id}-rating-error`}
          />
        )}
      />
      <label className="block">
        <span className="mb-1 block font-medium">{t('reviews.yourReview')}</span>
        <textarea
          className={`textarea w-full ${errors.text ? 'textarea-error' : ''}`}
          rows={4}
          maxLength={REVIEW_TEXT_MAX}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? textError : undefined}
          {...register('text')}
        />
      </label>
      {errors.text && (
        <p id={textError} className="text-error text-sm">
          {fieldError(errors.text.message ?? '')}
        </p>
      )}
      <FormAlert>{errors.root?.message}</FormAlert>
      <PendingButton pending={save.isPending} pendingLabel={t('reviews.sending')}>
        {t('reviewId' in target ? 'reviews.saveChanges' : 'reviews.post')}
      </PendingButton>
    </form>
  );
}
