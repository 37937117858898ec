import { isHandedOver } from '@bistro/contract/orders';
import {
  type CreateReview,
  type ModerationPage,
  type ModerationQuery,
  type MyReview,
  type MyReviews,
  moderationCursor,
  type PublishedReviews,
  REVIEW_EDIT_DAYS,
  type ReviewSubject,
  type UpdateReview,
} from '@bistro/contract/reviews';
import type { DbOrTx } from '../../db/connect.ts';
import { conflict, notFound, Problem, type ProblemWords } from '../../http/problems.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import type { Visit, Visits } from '../bookings/index.ts';
import { wordsOf } from '../languages/index.ts';
import type { OrderSubject, ReviewRow, ReviewsRepository, ReviewWithAuthor } from './reviews-repository.ts';

const EDIT_WINDOW_MS = REVIEW_EDIT_DAYS * 24 * 60 * 60 * 1000;

/** The diner's refusal when the order or booking is theirs but cannot be reviewed (yet, or ever). */
const notReviewable = (message: ProblemWords, reason: 'not_picked_up' | 'not_seated') =>
  new Problem(422, message, { reason });

const orderSubject = (order: OrderSubject): ReviewSubject => ({
  kind: 'order',
  orderId: order.orderId,
  number: order.number,
  dishes: order.dishes,
  // An order completed before status changes were logged has no pickup moment: its creation stands in.
  at: (order.pickedUpAt ?? order.createdAt).toISOString(),
});

const visitSubject = (visit: Visit): ReviewSubject => ({
  kind: 'booking',
  bookingId: visit.bookingId,
  date: visit.date,
  time: visit.time,
  party: visit.party,
  at: visit.startsAt.toISOString(),
});

const newestFirst = (a: ReviewSubject, b: ReviewSubject) => b.at.localeCompare(a.at);

const replyOf = (review: ReviewRow) =>
  review.reply && review.repliedAt ? { text: review.reply, at: review.repliedAt.toISOString() } : null;

/** The author's first name: the public never sees a full name or an email. */
const firstName = (name: string) => name.trim().split(/\s+/, 1)[0] || 'A guest';

/**
 * Reviews (docs/reviews.md): a diner reviews their own picked-up orders and the bookings they were
 * seated for (`visits`, from the bookings feature), once each, and can change a review for
 * REVIEW_EDIT_DAYS; admins hide one with a reason (and show it again) or reply once. Every change
 * that the public can see announces itself in its own transaction (NOTIFY on commit), so each
 * process drops its published summary, and the page cache, keyed on it, renders again.
 */
export function createReviews({
  repository,
  transaction,
  clock,
  visits,
}: {
  repository: ReviewsRepository;
  transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => Promise<T>;
  clock: Clock;
  visits: Pick<Visits, 'byIds' | 'visitedBy'>;
}) {
  let published: Promise<PublishedReviews> | null = null;

  const editableUntil = (review: ReviewRow) => new Date(review.createdAt.getTime() + EDIT_WINDOW_MS);

  /** The reviews with their subjects (an order or a booking), in the reviews' order. */
  async function withSubjects<Row extends ReviewRow>(rows: Row[]): Promise<{ review: Row; subject: ReviewSubject }[]> {
    const [orders, visited] = await Promise.all([
      repository.orders(rows.flatMap((row) => row.orderId ?? [])),
      visits.byIds(rows.flatMap((row) => row.bookingId ?? [])),
    ]);
    const subjects = new Map<string, ReviewSubject>([
      ...orders.map((order) => [order.orderId, orderSubject(order)] as const),
      ...visited.map((visit) => [visit.bookingId, visitSubject(visit)] as const),
    ]);
    return rows.flatMap((review) => {
      const subject = subjects.get(review.orderId ?? review.bookingId ?? '');
      return subject ? [{ review, subject }] : [];
    });
  }

  function mine(review: ReviewRow, subject: ReviewSubject): MyReview {
    const until = editableUntil(review);
    return {
      id: review.id,
      subject,
      rating: review.rating,
      text: review.text,
      createdAt: review.createdAt.toISOString(),
      updatedAt: review.updatedAt.toISOString(),
      editableUntil: until.toISOString(),
      editable: clock.now() < until,
      state: review.hiddenAt ? 'hidden' : 'published',
      hiddenReason: review.hiddenReason,
      reply: replyOf(review),
    };
  }

  const moderated = ({ review, subject }: { review: ReviewWithAuthor; subject: ReviewSubject }) => {
    const { editable: _editable, editableUntil: _until, ...view } = mine(review, subject);
    return { ...view, author: { name: review.authorName, email: review.authorEmail } };
  };

  async function loadPublished(): Promise<PublishedReviews> {
    const summary = await repository.published();
    return {
      average: summary.average === null ? null : Math.round(summary.average * 10) / 10,
      count: summary.count,
      latest: summary.latest.map((review) => ({
        id: review.id,
        author: firstName(review.authorName),
        rating: review.rating,
        text: review.text,
        createdAt: review.createdAt.toISOString(),
        reply: replyOf(review),
      })),
      dishes: summary.dishes.map((dish) => ({ ...dish, average: Math.round(dish.average * 10) / 10 })),
    };
  }

  /** Runs a change and announces it in the same transaction; this process forgets its summary at once. */
  async function changing<T>(change: (tx: DbOrTx) => Promise<T>): Promise<T> {
    const result = await transaction(async (tx) => {
      const value = await change(tx);
      await repository.announceChange(tx);
      return value;
    });
    published = null;
    return result;
  }

  async function withSubject(review: ReviewRow): Promise<MyReview> {
    const [found] = await withSubjects([review]);
    if (!found) throw missing();
    return mine(found.review, found.subject);
  }

  /** The subject a new review is of: the caller's picked-up order or seated booking, else a refusal. */
  async function subjectToReview(userId: string, { orderId, bookingId }: CreateReview): Promise<ReviewSubject> {
    if (orderId) {
      const order = await repository.order(orderId);
      if (!order || order.userId !== userId) throw notFound(wordsOf('refusal.noOrderOfYours'));
      if (!isHandedOver(order.status)) {
        throw notReviewable(wordsOf('refusal.reviewOrderOnceHad'), 'not_picked_up');
      }
      return orderSubject(order);
    }
    const [visit] = await visits.byIds(bookingId ? [bookingId] : []);
    if (!visit || visit.userId !== userId) throw notFound(wordsOf('refusal.noBookingOfYours'));
    if (!visit.visited) throw notReviewable(wordsOf('refusal.reviewBookingOnceSeated'), 'not_seated');
    return visitSubject(visit);
  }

  return {
    /**
     * The published reviews' summary, loaded once until a change: the same object while nothing
     * changed, which is what the page cache compares.
     */
    published(): Promise<PublishedReviews> {
      published ??= loadPublished().catch((error: unknown) => {
        published = null;
        throw error;
      });
      return published;
    },

    /** Forgets the summary in this process; the next read loads it again (another process changed it). */
    invalidate(): void {
      published = null;
    },

    /** What the diner can still review (picked-up orders, seated bookings), newest first, and their reviews. */
    async mine(userId: string): Promise<MyReviews> {
      const [orders, visited, reviewedBookings, written] = await Promise.all([
        repository.reviewableOrders(userId),
        visits.visitedBy(userId),
        repository.reviewedBookings(userId),
        repository.byAuthor(userId).then(withSubjects),
      ]);
      const reviewable = [
        ...orders.map(orderSubject),
        ...visited.filter((visit) => !reviewedBookings.has(visit.bookingId)).map(visitSubject),
      ];
      return {
        reviewable: reviewable.sort(newestFirst),
        reviews: written.map(({ review, subject }) => mine(review, subject)),
      };
    },

    /**
     * A diner's review of their own picked-up order or seated booking: 404 for one that is not
     * theirs (as for one that does not exist), 422 before pickup or for a booking they were not
     * seated for, 409 when it has a review.
     */
    async create(userId: string, input: CreateReview): Promise<MyReview> {
      const subject = await subjectToReview(userId, input);
      const now = clock.now();
      const review = await changing((tx) =>
        repository.insert(
          {
            userId,
            orderId: subject.kind === 'order' ? subject.orderId : null,
            bookingId: subject.kind === 'booking' ? subject.bookingId : null,
            rating: input.rating,
            text: input.text,
            createdAt: now,
            updatedAt: now,
          },
          tx,
        ),
      );
      if (!review) throw conflict(wordsOf('refusal.alreadyReviewed', { kind: subject.kind }));
      return mine(review, subject);
    },

    /** The author changes their review within its week; 404 for another's, 409 once the week is over. */
    async update(userId: string, id: string, change: UpdateReview): Promise<MyReview> {
      const review = await repository.byId(id);
      if (!review || review.userId !== userId) throw notFound(wordsOf('refusal.noReviewOfYours'));
      const now = clock.now();
      const openSince = new Date(now.getTime() - EDIT_WINDOW_MS);
      const changed = await changing((tx) =>
        repository.update(id, { ...change, updatedAt: now }, { writtenAfter: openSince }, tx),
      );
      if (!changed) {
        throw conflict(wordsOf('refusal.reviewEditWindow', { days: REVIEW_EDIT_DAYS }));
      }
      return withSubject(changed);
    },

    /** One page of the reviews the filter shows, newest first, and how many each filter shows. */
    async moderation({ show, after, size }: ModerationQuery): Promise<ModerationPage> {
      // The query's schema let through only a cursor that parses.
      const from = after === undefined ? null : moderationCursor.parse(after);
      const [rows, counts] = await Promise.all([
        repository.moderated(show, from, size + 1),
        repository.moderatedCounts(),
      ]);
      const page = rows.slice(0, size);
      const last = page.at(-1);
      return {
        reviews: (await withSubjects(page)).map(moderated),
        next:
          rows.length > size && last ? moderationCursor.of({ ...last, createdAt: last.createdAt.toISOString() }) : null,
        counts,
      };
    },

    /** Hides a published review with a reason its author reads; 409 when it is hidden already. */
    async hide(id: string, reason: string): Promise<MyReview> {
      const hidden = await changing((tx) =>
        repository.update(id, { hiddenAt: clock.now(), hiddenReason: reason }, { hidden: false }, tx),
      );
      if (!hidden) throw (await repository.byId(id)) ? conflict(wordsOf('refusal.reviewHiddenAlready')) : missing();
      return withSubject(hidden);
    },

    /** Shows a hidden review again, its reason gone; 409 when it is not hidden. */
    async unhide(id: string): Promise<MyReview> {
      const shown = await changing((tx) =>
        repository.update(id, { hiddenAt: null, hiddenReason: null }, { hidden: true }, tx),
      );
      if (!shown) throw (await repository.byId(id)) ? conflict(wordsOf('refusal.reviewNotHidden')) : missing();
      return withSubject(shown);
    },

    /** The restaurant's one public reply; 409 when it has replied already. */
    async reply(id: string, text: string): Promise<MyReview> {
      const replied = await changing((tx) =>
        repository.update(id, { reply: text, repliedAt: clock.now() }, { replied: false }, tx),
      );
      if (!replied) throw (await repository.byId(id)) ? conflict(wordsOf('refusal.reviewRepliedAlready')) : missing();
      return withSubject(replied);
    },
  };
}

const missing = () => notFound(wordsOf('refusal.noReview'));

export type Reviews = ReturnType<typeof createReviews>;
