import { z } from 'zod';
import { uuidSchema } from './ids.ts';
import { lineOfText, multilineText } from './text.ts';

/**
 * Reviews (docs/reviews.md): a diner rates a visit they really made, 1–5 stars and a text. The
 * subject is an order they picked up or a table booking they were seated for; every answer names
 * its subject's kind.
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

/** POST /api/reviews: a review of one of the diner's picked-up orders or seated bookings (exactly one of the ids). */
export const createReviewSchema = z
  .object({
    orderId: uuidSchema('Order id').optional(),
    bookingId: uuidSchema('Booking id').optional(),
    rating: ratingSchema,
    text: reviewTextSchema,
  })
  .refine((review) => (review.orderId === undefined) !== (review.bookingId === undefined), {
    message: 'Give the id of an order or of a booking, not both',
    path: ['orderId'],
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

/** What a review is of: an order the diner picked up, or a table booking they were seated for. */
export const reviewSubjectSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('order'),
    orderId: z.uuid(),
    /** The order's number, as called out at the counter. */
    number: z.number().int(),
    /** The names of the order's dishes. */
    dishes: z.array(z.string()),
    /** When it was picked up (ISO instant). */
    at: z.iso.datetime({ offset: true }),
  }),
  z.object({
    kind: z.literal('booking'),
    bookingId: z.uuid(),
    date: z.string().describe('YYYY-MM-DD, the restaurant’s day of the visit'),
    time: z.string().describe('HH:MM, restaurant time'),
    party: z.number().int(),
    /** When the table was booked for (ISO instant). */
    at: z.iso.datetime({ offset: true }),
  }),
]);
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

/** Which reviews the moderation list shows: `new` are the published ones no admin has answered yet. */
export const moderationFilters = ['new', 'hidden', 'all'] as const;
export type ModerationFilter = (typeof moderationFilters)[number];
export const MODERATION_PAGE_SIZE = 20;
export const MODERATION_PAGE_MAX = 100;

/** A page's end, `<createdAt>_<id>` of its last review: the next page starts after it. */
const MODERATION_CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12})$/i;

export const moderationCursor = {
  of: (review: { createdAt: string; id: string }) => `${review.createdAt}_${review.id}`,
  /** The last review's moment and id, or null when the text is not a cursor. */
  parse(cursor: string): { createdAt: Date; id: string } | null {
    const [, at, id] = MODERATION_CURSOR.exec(cursor) ?? [];
    const createdAt = new Date(at ?? '');
    return at && id && !Number.isNaN(createdAt.getTime()) ? { createdAt, id } : null;
  },
};

/** GET /api/reviews/moderation (admin): one page of the reviews shown, newest first. */
export const moderationQuerySchema = z.object({
  show: z.enum(moderationFilters, { message: 'Show must be new, hidden or all' }).default('new'),
  after: z
    .string()
    .regex(MODERATION_CURSOR, 'After must be the next of a page')
    .refine((cursor) => moderationCursor.parse(cursor) !== null, 'After must be the next of a page')
    .optional()
    .describe('The `next` of the page before; none for the first page'),
  size: z.coerce
    .number({ message: 'Size must be a number' })
    .int('Size must be a whole number')
    .min(1, 'Size must be at least 1')
    .max(MODERATION_PAGE_MAX, `Size must be at most ${MODERATION_PAGE_MAX}`)
    .default(MODERATION_PAGE_SIZE),
});
export type ModerationQuery = z.infer<typeof moderationQuerySchema>;

export const moderationPageSchema = z.object({
  reviews: z.array(moderatedReviewSchema),
  /** The `after` of the next page; null on the last. */
  next: z.string().nullable(),
  /** How many reviews each filter shows in all. */
  counts: z.object({ new: z.number().int(), hidden: z.number().int(), all: z.number().int() }),
});
export type ModerationPage = z.infer<typeof moderationPageSchema>;
