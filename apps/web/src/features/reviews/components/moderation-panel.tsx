import {
  HIDE_REASON_MAX,
  hideReviewSchema,
  type ModeratedReview,
  type ModerationFilter,
  moderationFilters,
  replyToReviewSchema,
} from '@bistro/contract/reviews';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { QueryState } from '@/components/ui/query-state.tsx';
import { useRestaurantClock } from '@/config/site-config.ts';
import { useFieldErrorWords } from '@/lib/field-errors.ts';
import { type MessageId, useTranslate } from '@/lib/i18n.ts';
import { type Moderate, useModerate, useModeration } from '../api/moderation.ts';
import { useSubjectWords } from '../subject-words.ts';
import { Stars } from './star-rating.tsx';

/** What each action's one field is, as the contract checks it: a reason to hide, or a public reply. */
const actionForms = {
  hide: z.object({ value: hideReviewSchema.shape.reason }),
  reply: z.object({ value: replyToReviewSchema.shape.text }),
};
type ActionFields = z.input<(typeof actionForms)['hide']>;

/** One action's small form (a reason to hide, a reply): checked as the server checks it, its refusal said. */
function ActionForm({ review, kind }: { review: ModeratedReview; kind: 'hide' | 'reply' }) {
  const t = useTranslate();
  const fieldError = useFieldErrorWords();
  const id = useId();
  const { name } = useSubjectWords();
  const subject = name(review.subject);
  const moderate = useModerate();
  const label = kind === 'hide' ? t('moderation.reasonForHiding') : t('moderation.publicReply');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ActionFields, unknown, z.output<(typeof actionForms)['hide']>>({
    resolver: zodResolver(actionForms[kind]),
    defaultValues: { value: '' },
  });
  const error = errors.value?.message;

  const submit = handleSubmit(async ({ value }) => {
    const action: Moderate =
      kind === 'hide' ? { kind, id: review.id, reason: value } : { kind, id: review.id, text: value };
    try {
      await moderate.mutateAsync(action);
    } catch (failure) {
      setError('value', { message: failure instanceof Error ? failure.message : t('common.tryAgain') });
    }
  });

  const fieldProps = {
    id: `${id}-field`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    ...register('value'),
  } as const;
  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <label htmlFor={`${id}-field`} className="block text-sm">
        {label}
      </label>
      {kind === 'hide' ? (
        <input className={`input w-full ${error ? 'input-error' : ''}`} maxLength={HIDE_REASON_MAX} {...fieldProps} />
      ) : (
        <textarea className={`textarea w-full ${error ? 'textarea-error' : ''}`} rows={2} {...fieldProps} />
      )}
      {error && (
        <p id={`${id}-error`} className="text-error text-sm">
          {fieldError(error)}
        </p>
      )}
      <button type="submit" className={`btn btn-sm ${kind === 'hide' ? 'btn-error' : 'btn-primary'}`}>
        {kind === 'hide' ? t('moderation.hideReviewOf', { subject }) : t('moderation.replyTo', { subject })}
      </button>
    </form>
  );
}

/** Shows a hidden review to the public again (its reason goes), its refusal said. */
function ShowAgain({ review }: { review: ModeratedReview }) {
  const t = useTranslate();
  const { name } = useSubjectWords();
  const [error, setError] = useState<string | undefined>();
  const moderate = useModerate();
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={moderate.isPending}
        onClick={() =>
          moderate.mutate({ kind: 'unhide', id: review.id }, { onError: (failure) => setError(failure.message) })
        }
      >
        {t('moderation.showAgain', { subject: name(review.subject) })}
      </button>
      {error && (
        <p role="alert" className="text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

function ModeratedCard({ review }: { review: ModeratedReview }) {
  const t = useTranslate();
  const clock = useRestaurantClock();
  const { name, detail } = useSubjectWords();
  return (
    <li className="card bg-base-100 p-4 shadow">
      <h3 className="font-semibold">
        {review.author.name} · {name(review.subject)} · {clock.stamp(review.createdAt)}
      </h3>
      <p className="text-base-content/70 text-sm">
        {review.author.email} · {detail(review.subject)}
      </p>
      <Stars rating={review.rating} />
      <p className="mt-1 whitespace-pre-line">{review.text}</p>
      {review.state === 'hidden' && (
        <>
          <p className="mt-2 text-sm">{t('moderation.hiddenBecause', { reason: review.hiddenReason ?? '' })}</p>
          <ShowAgain review={review} />
        </>
      )}
      {review.reply && (
        <p className="mt-2 border-primary border-l-4 pl-3 text-sm">
          <strong>{t('moderation.ourReply')}</strong> {review.reply.text}
        </p>
      )}
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        {review.state === 'published' && <ActionForm review={review} kind="hide" />}
        {!review.reply && <ActionForm review={review} kind="reply" />}
      </div>
    </li>
  );
}

const filterWords: Record<ModerationFilter, { label: MessageId; heading: MessageId; none: MessageId }> = {
  new: { label: 'moderation.new', heading: 'moderation.newReviews', none: 'moderation.noNew' },
  hidden: { label: 'moderation.hidden', heading: 'moderation.hiddenReviews', none: 'moderation.noHidden' },
  all: { label: 'moderation.all', heading: 'moderation.allReviews', none: 'moderation.noneYet' },
};

/**
 * Reviews for admins, newest first, a page at a time (More adds the next): the new ones
 * (published, not yet answered) to hide with a reason or reply to once, the hidden ones to show
 * again, or all of them.
 */
export function ModerationPanel() {
  const t = useTranslate();
  const [show, setShow] = useState<ModerationFilter>('new');
  const moderation = useModeration(show);
  const shown = filterWords[show];
  const counts = moderation.data?.pages[0]?.counts;
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="mb-2 font-medium">{t('moderation.show')}</legend>
        <div className="join">
          {moderationFilters.map((filter) => (
            <input
              key={filter}
              type="radio"
              name="moderation-filter"
              className="join-item btn btn-sm"
              aria-label={counts ? `${t(filterWords[filter].label)} (${counts[filter]})` : t(filterWords[filter].label)}
              checked={show === filter}
              onChange={() => setShow(filter)}
            />
          ))}
        </div>
      </fieldset>
      <section aria-labelledby="moderated-reviews">
        <h2 id="moderated-reviews" className="mb-3 font-display text-2xl">
          {t(shown.heading)}
          {counts ? ` (${counts[show]})` : ''}
        </h2>
        <QueryState query={moderation} what={t('moderation.theReviews')}>
          {({ pages }) => {
            const reviews = pages.flatMap((page) => page.reviews);
            if (reviews.length === 0) return <p>{t(shown.none)}</p>;
            return (
              <>
                <ul className="space-y-4">
                  {reviews.map((review) => (
                    <ModeratedCard key={review.id} review={review} />
                  ))}
                </ul>
                <p className="mt-4 flex flex-wrap items-center gap-3 text-sm">
                  <span>
                    {t('moderation.showing', { shown: reviews.length, total: counts?.[show] ?? reviews.length })}
                  </span>
                  {moderation.hasNextPage && (
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      disabled={moderation.isFetchingNextPage}
                      onClick={() => void moderation.fetchNextPage()}
                    >
                      {moderation.isFetchingNextPage ? t('status.loading') : t('moderation.moreReviews')}
                    </button>
                  )}
                </p>
              </>
            );
          }}
        </QueryState>
      </section>
    </div>
  );
}
