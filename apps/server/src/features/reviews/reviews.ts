import {
  type CreateReview,
  type ModerationList,
  type MyReview,
  type MyReviews,
  type PublishedReviews,
  REVIEW_EDIT_DAYS,
  type ReviewSubject,
  type UpdateReview,
} from '@bistro/contract/reviews';
import { gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { reviews } from '../../db/schema.ts';
import { conflict, notFound, Problem } from '../../http/problems.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import {
  createReviewsRepository,
  type OrderSubject,
  type ReviewRow,
  type ReviewsRepository,
  type ReviewWithAuthor,
} from './reviews-repository.ts';

const EDIT_WINDOW_MS = REVIEW_EDIT_DAYS * 24 * 60 * 60 * 1000;

/** The diner's refusal when the order is theirs but cannot be reviewed (yet). */
const notReviewable = (message: string) => new Problem(422, message, { reason: 'not_picked_up' });

const subjectOf = (order: OrderSubject): ReviewSubject => ({
  kind: 'order',
  orderId: order.orderId,
  number: order.number,
  dishes: order.dishes,
  // An order completed before status changes were logged has no pickup moment: its creation stands in.
  at: (order.pickedUpAt ?? order.createdAt).toISOString(),
});

const replyOf = (review: ReviewRow) =>
  review.reply && review.repliedAt ? { text: review.reply, at: review.repliedAt.toISOString() } : null;

/** The author's first name: the public never sees a full name or an email. */
const firstName = (name: string) => name.trim().split(/\s+/, 1)[0] || 'A guest';

/**
 * Reviews (docs/reviews.md): a diner reviews their own picked-up orders, once each, and can
 * change a review for REVIEW_EDIT_DAYS; admins hide one with a reason or reply once. Every
 * change that the public can see announces itself in its own transaction (NOTIFY on commit), so
 * each process drops its published summary, and the page cache, keyed on it, renders again.
 */
export function createReviews({ db, clock }: { db: Db; clock: Clock }) {
  const repository: ReviewsRepository = createReviewsRepository(db);
  let published: Promise<PublishedReviews> | null = null;

  const editableUntil = (review: ReviewRow) => new Date(review.createdAt.getTime() + EDIT_WINDOW_MS);

  function mine(review: ReviewRow, subject: OrderSubject): MyReview {
    const until = editableUntil(review);
    return {
      id: review.id,
      subject: subjectOf(subject),
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

  const moderated = ({ review, subject }: { review: ReviewWithAuthor; subject: OrderSubject }) => {
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
    const result = await db.transaction(async (tx) => {
      const value = await change(tx);
      await repository.announceChange(tx);
      return value;
    });
    published = null;
    return result;
  }

  async function withSubject(review: ReviewRow): Promise<MyReview> {
    const subject = await repository.order(review.orderId);
    if (!subject) throw notFound('No review has this id');
    return mine(review, subject);
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

    async mine(userId: string): Promise<MyReviews> {
      const [reviewable, written] = await Promise.all([
        repository.reviewableOrders(userId),
        repository.byAuthor(userId),
      ]);
      return {
        reviewable: reviewable.map(subjectOf),
        reviews: written.map(({ review, subject }) => mine(review, subject)),
      };
    },

    /**
     * A diner's review of their own picked-up order: 404 for an order that is not theirs (as for
     * one that does not exist), 422 before it is picked up, 409 when it has a review.
     */
    async create(userId: string, { orderId, rating, text }: CreateReview): Promise<MyReview> {
      const order = await repository.order(orderId);
      if (!order || order.userId !== userId) throw notFound('You have no order with this id');
      if (order.status !== 'completed') throw notReviewable('You can review an order once you have picked it up');
      const now = clock.now();
      const review = await changing((tx) =>
        repository.insert({ userId, orderId, rating, text, createdAt: now, updatedAt: now }, tx),
      );
      if (!review) throw conflict('You have already reviewed this order: change your review instead');
      return mine(review, order);
    },

    /** The author changes their review within its week; 404 for another's, 409 once the week is over. */
    async update(userId: string, id: string, change: UpdateReview): Promise<MyReview> {
      const review = await repository.byId(id);
      if (!review || review.userId !== userId) throw notFound('You have no review with this id');
      const now = clock.now();
      const openSince = new Date(now.getTime() - EDIT_WINDOW_MS);
      const changed = await changing((tx) =>
        repository.update(id, { ...change, updatedAt: now }, gt(reviews.createdAt, openSince), tx),
      );
      if (!changed) {
        throw conflict(`A review can be changed for ${REVIEW_EDIT_DAYS} days after it was written`);
      }
      return withSubject(changed);
    },

    async moderation(): Promise<ModerationList> {
      const all = (await repository.all()).map(moderated);
      const isNew = (review: (typeof all)[number]) => review.state === 'published' && review.reply === null;
      return { new: all.filter(isNew), others: all.filter((review) => !isNew(review)) };
    },

    /** Hides a published review with a reason its author reads; 409 when it is hidden already. */
    async hide(id: string, reason: string): Promise<MyReview> {
      const hidden = await changing((tx) =>
        repository.update(id, { hiddenAt: clock.now(), hiddenReason: reason }, isNull(reviews.hiddenAt), tx),
      );
      if (!hidden) throw (await repository.byId(id)) ? conflict('This review is hidden already') : missing();
      return withSubject(hidden);
    },

    /** The restaurant's one public reply; 409 when it has replied already. */
    async reply(id: string, text: string): Promise<MyReview> {
      const replied = await changing((tx) =>
        repository.update(id, { reply: text, repliedAt: clock.now() }, isNull(reviews.reply), tx),
      );
      if (!replied) throw (await repository.byId(id)) ? conflict('This review has a reply already') : missing();
      return withSubject(replied);
    },
  };
}

const missing = () => notFound('No review has this id');

export type Reviews = ReturnType<typeof createReviews>;
