import { HIDE_REASON_MAX, hideReviewSchema, type ModeratedReview, replyToReviewSchema } from '@bistro/contract/reviews';
import { type FormEvent, useId, useState } from 'react';
import { QueryState } from '@/components/ui/query-state.tsx';
import { useRestaurantClock } from '@/config/site-config.ts';
import { type Moderate, useModerate, useModeration } from '../api/moderation.ts';
import { Stars } from './star-rating.tsx';

/** One action's small form (a reason to hide, a reply): checked as the server checks it, its refusal said. */
function ActionForm({ review, kind }: { review: ModeratedReview; kind: Moderate['kind'] }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const moderate = useModerate();
  const label = kind === 'hide' ? 'Reason for hiding (the author sees it)' : 'Public reply';

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked =
      kind === 'hide' ? hideReviewSchema.safeParse({ reason: value }) : replyToReviewSchema.safeParse({ text: value });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    const action: Moderate =
      kind === 'hide' ? { kind, id: review.id, reason: value.trim() } : { kind, id: review.id, text: value.trim() };
    moderate.mutate(action, { onError: (failure) => setError(failure.message) });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <label htmlFor={`${id}-field`} className="block text-sm">
        {label}
      </label>
      {kind === 'hide' ? (
        <input
          id={`${id}-field`}
          className={`input w-full ${error ? 'input-error' : ''}`}
          maxLength={HIDE_REASON_MAX}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      ) : (
        <textarea
          id={`${id}-field`}
          className={`textarea w-full ${error ? 'textarea-error' : ''}`}
          rows={2}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="text-error text-sm">
          {error}
        </p>
      )}
      <button type="submit" className={`btn btn-sm ${kind === 'hide' ? 'btn-error' : 'btn-primary'}`}>
        {kind === 'hide'
          ? `Hide review of order #${review.subject.number}`
          : `Reply to order #${review.subject.number}`}
      </button>
    </form>
  );
}

function ModeratedCard({ review }: { review: ModeratedReview }) {
  const clock = useRestaurantClock();
  return (
    <li className="card bg-base-100 p-4 shadow">
      <h3 className="font-semibold">
        {review.author.name} · order #{review.subject.number} · {clock.stamp(review.createdAt)}
      </h3>
      <p className="text-base-content/70 text-sm">{review.author.email}</p>
      <Stars rating={review.rating} />
      <p className="mt-1 whitespace-pre-line">{review.text}</p>
      {review.state === 'hidden' && <p className="mt-2 text-sm">Hidden: {review.hiddenReason}</p>}
      {review.reply && (
        <p className="mt-2 border-primary border-l-4 pl-3 text-sm">
          <strong>Our reply:</strong> {review.reply.text}
        </p>
      )}
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        {review.state === 'published' && <ActionForm review={review} kind="hide" />}
        {!review.reply && <ActionForm review={review} kind="reply" />}
      </div>
    </li>
  );
}

function ReviewList({ reviews, none }: { reviews: ModeratedReview[]; none: string }) {
  if (reviews.length === 0) return <p>{none}</p>;
  return (
    <ul className="space-y-4">
      {reviews.map((review) => (
        <ModeratedCard key={review.id} review={review} />
      ))}
    </ul>
  );
}

/** Reviews for admins: the new ones (published, not yet answered) first, to hide with a reason or reply to once. */
export function ModerationPanel() {
  const moderation = useModeration();
  return (
    <QueryState query={moderation} what="the reviews">
      {(list) => (
        <div className="space-y-8">
          <section aria-labelledby="new-reviews">
            <h2 id="new-reviews" className="mb-3 font-display text-2xl">
              New reviews ({list.new.length})
            </h2>
            <ReviewList reviews={list.new} none="No new reviews." />
          </section>
          <section aria-labelledby="answered-reviews">
            <h2 id="answered-reviews" className="mb-3 font-display text-2xl">
              Replied to or hidden
            </h2>
            <ReviewList reviews={list.others} none="None yet." />
          </section>
        </div>
      )}
    </QueryState>
  );
}
