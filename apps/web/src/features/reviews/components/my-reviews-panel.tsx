import type { MyReview, ReviewSubject } from '@bistro/contract/reviews';
import { type Ref, useEffect, useRef, useState } from 'react';
import { QueryState } from '@/components/ui/query-state.tsx';
import { useRestaurantClock } from '@/config/site-config.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { useMyReviews } from '../api/get-my-reviews.ts';
import { useSubjectWords } from '../subject-words.ts';
import { ReviewForm } from './review-form.tsx';
import { Stars } from './star-rating.tsx';

interface SubjectHeadingProps {
  subject: ReviewSubject;
  level: 'h3';
  /** The chosen subject's heading: focused when the page opens on it. */
  ref?: Ref<HTMLHeadingElement> | undefined;
}

function SubjectHeading({ subject, level: Heading, ref }: SubjectHeadingProps) {
  const clock = useRestaurantClock();
  const t = useTranslate();
  const { detail } = useSubjectWords();
  return (
    <Heading ref={ref} tabIndex={ref ? -1 : undefined} className="font-semibold text-lg">
      {subject.kind === 'order'
        ? t('reviews.orderPickedUp', { number: subject.number, date: clock.date(subject.at) })
        : t('reviews.yourVisit', { when: clock.on(subject.at) })}
      <span className="block font-normal text-base-content/70 text-sm">{detail(subject)}</span>
    </Heading>
  );
}

const subjectId = (subject: ReviewSubject) => (subject.kind === 'order' ? subject.orderId : subject.bookingId);

/** The subjects with the chosen one first, the rest in their order. */
const chosenFirst = (subjects: ReviewSubject[], chosen: string | undefined) => [
  ...subjects.filter((subject) => subjectId(subject) === chosen),
  ...subjects.filter((subject) => subjectId(subject) !== chosen),
];

function WrittenReview({ review, headingRef }: { review: MyReview; headingRef?: Ref<HTMLHeadingElement> | undefined }) {
  const clock = useRestaurantClock();
  const t = useTranslate();
  const { name } = useSubjectWords();
  const [editing, setEditing] = useState(false);
  return (
    <li className="card bg-base-100 p-4 shadow">
      <SubjectHeading subject={review.subject} level="h3" ref={headingRef} />
      {review.state === 'hidden' && (
        <p className="alert alert-warning alert-soft mt-2">
          {t('reviews.hidden', { reason: review.hiddenReason ?? '' })}
        </p>
      )}
      {editing ? (
        <div className="mt-3">
          <ReviewForm
            target={{ reviewId: review.id }}
            initial={{ rating: review.rating, text: review.text }}
            onSaved={() => setEditing(false)}
          />
        </div>
      ) : (
        <div className="mt-2 space-y-2">
          <Stars rating={review.rating} />
          <p className="whitespace-pre-line">{review.text}</p>
          {review.reply && (
            <p className="border-primary border-l-4 pl-3 text-sm">
              <strong>{t('reviews.replied')}</strong> {review.reply.text}
            </p>
          )}
          {review.editable ? (
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(true)}>
                {t('reviews.changeOf', { subject: name(review.subject) })}
              </button>
              <span className="text-base-content/70">
                {t('reviews.changeUntil', { when: clock.stamp(review.editableUntil) })}
              </span>
            </p>
          ) : (
            <p className="text-base-content/70 text-sm">
              {t('reviews.written', { date: clock.date(review.createdAt) })}
            </p>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * Add Review: the diner's picked-up orders and visits they can still review, each with its form,
 * then their reviews. A chosen subject (a link from a visit, by its id) comes first and the
 * keyboard starts at its heading, whether it is still to review or reviewed.
 */
export function MyReviewsPanel({ chosen }: { chosen?: string | undefined }) {
  const t = useTranslate();
  const reviews = useMyReviews();
  const chosenHeading = useRef<HTMLHeadingElement>(null);
  const loaded = reviews.data !== undefined;
  useEffect(() => {
    if (loaded) chosenHeading.current?.focus();
  }, [loaded]);
  const refFor = (subject: ReviewSubject) => (chosen && subjectId(subject) === chosen ? chosenHeading : undefined);
  return (
    <QueryState query={reviews} what={t('reviews.yours')}>
      {({ reviewable, reviews: written }) => (
        <div className="space-y-8">
          <section aria-labelledby="to-review">
            <h2 id="to-review" className="mb-3 font-display text-2xl">
              {t('reviews.toReview')}
            </h2>
            {reviewable.length === 0 ? (
              <p>{t('reviews.nothingToReview')}</p>
            ) : (
              <ul className="space-y-4">
                {chosenFirst(reviewable, chosen).map((subject) => (
                  <li key={subjectId(subject)} className="card bg-base-100 p-4 shadow">
                    <SubjectHeading subject={subject} level="h3" ref={refFor(subject)} />
                    <div className="mt-3">
                      <ReviewForm
                        target={
                          subject.kind === 'order' ? { orderId: subject.orderId } : { bookingId: subject.bookingId }
                        }
                      />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="my-reviews">
            <h2 id="my-reviews" className="mb-3 font-display text-2xl">
              {t('reviews.yourReviews')}
            </h2>
            {written.length === 0 ? (
              <p>{t('reviews.noneWritten')}</p>
            ) : (
              <ul className="space-y-4">
                {written.map((review) => (
                  <WrittenReview key={review.id} review={review} headingRef={refFor(review.subject)} />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </QueryState>
  );
}
