import { z } from 'zod';
import { uuidSchema } from './ids.ts';
import { lineOfText, multilineText } from './text.ts';

/**
 * Reviews (docs/reviews.md): a diner rates a visit they really made, 1–5 stars and a text. The
 * subject is an order picked up today; a seated table booking joins later as a second kind of
 * subject (`{ kind: 'booking', bookingId }`), so every answer names its subject's kind.
 */

export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 1000;
export const HIDE_REASON_MAX = 300;
export const REPLY_MAX = 1000;
/** A review can be changed by its author for this many days after it was written. */
export const REVIEW_EDIT_DAYS = 7;
/** A dish shows its average rating once this many published reviews count it. */
export const DISH_RATING_MIN_REVIEWS = 3;
/** The public list's latest reviews. */
export const LATEST_REVIEWS = 6;

/** Something that reads as an HTML tag or entity: reviews are plain text, shown as typed. */
const LOOKS_LIKE_HTML = /<\s*\/?\s*[a-z!?]|&(?:#\d+|#x[\da-f]+|[a-z]+);/i;

/** Plain text a person types for others to read: the contract's text rules, and no HTML. */
const plainText = (schema: z.ZodType<string>, label: string) =>
  schema.refine((value) => !LOOKS_LIKE_HTML.test(value), `${label} must be plain text, without HTML`);

export const ratingSchema = z
  .number({ message: 'Rating must be a number of stars' })
  .int('Rating must be a whole number of stars')
  .min(1, 'Rating must be 1 to 5 stars')
  .max(5, 'Rating must be 1 to 5 stars');

export const reviewTextSchema = plainText(
  multilineText({ label: 'Review', max: REVIEW_TEXT_MAX }).refine(
    (value) => value.length >= REVIEW_TEXT_MIN,
    `Review needs at least ${REVIEW_TEXT_MIN} characters`,
  ),
  'Review',
);

/** POST /api/reviews: a review of one of the diner's picked-up orders. */
export const createReviewSchema = z.object({
  orderId: uuidSchema('Order id'),
  rating: ratingSchema,
  text: reviewTextSchema,
});
export type CreateReview = z.infer<typeof createReviewSchema>;

/** PATCH /api/reviews/:id: the author changes the stars, the text or both, within REVIEW_EDIT_DAYS. */
export const updateReviewSchema = z
  .object({ rating: ratingSchema.optional(), text: reviewTextSchema.optional() })
  .refine((change) => change.rating !== undefined || change.text !== undefined, {
    message: 'Give a rating, a text or both',
    path: ['rating'],
  });
export type UpdateReview = z.infer<typeof updateReviewSchema>;

/** POST /api/reviews/:id/hide (admin): the reason is shown to the author. */
export const hideReviewSchema = z.object({
  reason: plainText(lineOfText({ label: 'Reason', min: 1, max: HIDE_REASON_MAX }), 'Reason'),
});
export type HideReview = z.infer<typeof hideReviewSchema>;

/** POST /api/reviews/:id/reply (admin): one public reply per review. */
export const replyToReviewSchema = z.object({
  text: plainText(
    multilineText({ label: 'Reply', max: REPLY_MAX }).refine((value) => value.length >= 1, 'Reply is required'),
    'Reply',
  ),
});
export type ReplyToReview = z.infer<typeof replyToReviewSchema>;

export const reviewIdParamsSchema = z.object({ id: uuidSchema('Review id') });

export const reviewStates = ['published', 'hidden'] as const;
export type ReviewState = (typeof reviewStates)[number];

/** What a review is of: an order today (a table booking later). */
export const reviewSubjectSchema = z.object({
  kind: z.literal('order'),
  orderId: z.uuid(),
  /** The order's number, as called out at the counter. */
  number: z.number().int(),
  /** The names of the order's dishes. */
  dishes: z.array(z.string()),
  /** When it was picked up (ISO instant). */
  at: z.iso.datetime({ offset: true }),
});
export type ReviewSubject = z.infer<typeof reviewSubjectSchema>;

const replySchema = z.object({ text: z.string(), at: z.iso.datetime({ offset: true }) }).nullable();

/** A review as its author sees it. */
export const myReviewSchema = z.object({
  id: z.uuid(),
  subject: reviewSubjectSchema,
  rating: z.number().int(),
  text: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  /** Until when the author can change it. */
  editableUntil: z.iso.datetime({ offset: true }),
  editable: z.boolean(),
  state: z.enum(reviewStates),
  /** Why an admin hid it (null while it is published). */
  hiddenReason: z.string().nullable(),
  reply: replySchema,
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** GET /api/reviews/mine: what the diner can still review, and what they reviewed. */
export const myReviewsSchema = z.object({
  reviewable: z.array(reviewSubjectSchema),
  reviews: z.array(myReviewSchema),
});
export type MyReviews = z.infer<typeof myReviewsSchema>;

/** A published review as anyone sees it: the author's first name only. */
export const publicReviewSchema = z.object({
  id: z.uuid(),
  author: z.string(),
  rating: z.number().int(),
  text: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  reply: replySchema,
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** A dish's published rating (only dishes with at least DISH_RATING_MIN_REVIEWS reviews). */
export const dishRatingSchema = z.object({
  menuItemId: z.uuid(),
  average: z.number(),
  count: z.number().int(),
});
export type DishRating = z.infer<typeof dishRatingSchema>;

/** GET /api/reviews: the published reviews' average, count and latest; the dishes' ratings. */
export const publishedReviewsSchema = z.object({
  /** Average stars to one decimal; null while nothing is published. */
  average: z.number().nullable(),
  count: z.number().int(),
  latest: z.array(publicReviewSchema),
  dishes: z.array(dishRatingSchema),
});
export type PublishedReviews = z.infer<typeof publishedReviewsSchema>;

/** A review as admins moderate it. */
export const moderatedReviewSchema = myReviewSchema.omit({ editable: true, editableUntil: true }).extend({
  author: z.object({ name: z.string(), email: z.string() }),
});
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>;

/** GET /api/reviews/moderation (admin): newest first; `new` are the published ones no admin has answered or hidden. */
export const moderationListSchema = z.object({
  new: z.array(moderatedReviewSchema),
  others: z.array(moderatedReviewSchema),
});
export type ModerationList = z.infer<typeof moderationListSchema>;

/** Stars as words, for screen readers and the page's text. */
export const starsInWords = (rating: number) => `${rating} ${rating === 1 ? 'star' : 'stars'} out of 5`;
