import {
  createReviewSchema,
  hideReviewSchema,
  moderationPageSchema,
  moderationQuerySchema,
  myReviewSchema,
  myReviewsSchema,
  publishedReviewsSchema,
  replyToReviewSchema,
  reviewIdParamsSchema,
  updateReviewSchema,
} from '@bistro/contract/reviews';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { callerOf } from '../../plugins/app/authentication.ts';

/**
 * Writes (a new review or a change) per diner in REVIEW_WRITE_WINDOW: enough for someone
 * catching up on a month of orders and fixing typos, not for a script.
 */
export const REVIEW_WRITES_PER_DINER = 20;
const REVIEW_WRITE_WINDOW = '1 hour';

/** Counted per signed-in diner, after the token is checked (anonymous callers are refused before). */
const perDiner = {
  rateLimit: {
    max: REVIEW_WRITES_PER_DINER,
    timeWindow: REVIEW_WRITE_WINDOW,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `review:${request.user?.id ?? request.ip}`,
  },
};

/** Diners review their picked-up orders and seated bookings; admins moderate; anyone reads what is published. */
const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    {
      schema: {
        summary: 'Published reviews: the average stars, how many, the latest, and dishes with 3 or more reviews',
        response: { 200: publishedReviewsSchema },
      },
    },
    async () => app.reviews.published(),
  );

  app.get(
    '/reviews/mine',
    {
      schema: {
        summary:
          'The diner’s picked-up orders and seated bookings they can still review, and their reviews (editable for 7 days)',
        response: { 200: myReviewsSchema, ...errorResponses(401) },
      },
    },
    async (request) => app.reviews.mine(callerOf(request).id),
  );

  app.post(
    '/reviews',
    {
      config: perDiner,
      schema: {
        summary:
          'Reviews one of the diner’s picked-up orders (orderId) or seated bookings (bookingId): 404 for another’s, 422 before pickup or for a booking not seated, 409 when reviewed',
        body: createReviewSchema,
        response: { 201: myReviewSchema, ...errorResponses(400, 401, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await app.reviews.create(callerOf(request).id, request.body)),
  );

  app.patch(
    '/reviews/:id',
    {
      config: perDiner,
      schema: {
        summary: 'Changes the diner’s own review (stars, text) within 7 days of writing it; 409 after',
        params: reviewIdParamsSchema,
        body: updateReviewSchema,
        response: { 200: myReviewSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => app.reviews.update(callerOf(request).id, request.params.id, request.body),
  );

  app.get(
    '/reviews/moderation',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary:
          'A page of reviews for moderation, newest first: new ones (published, no reply), hidden ones or all (admin)',
        querystring: moderationQuerySchema,
        response: { 200: moderationPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => app.reviews.moderation(request.query),
  );

  app.post(
    '/reviews/:id/hide',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'Hides a review from the public with a reason its author sees (admin); 409 when hidden already',
        params: reviewIdParamsSchema,
        body: hideReviewSchema,
        response: { 200: myReviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => app.reviews.hide(request.params.id, request.body.reason),
  );

  app.post(
    '/reviews/:id/unhide',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'Shows a hidden review to the public again, its reason cleared (admin); 409 when it is not hidden',
        params: reviewIdParamsSchema,
        response: { 200: myReviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => app.reviews.unhide(request.params.id),
  );

  app.post(
    '/reviews/:id/reply',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'The restaurant’s one public reply to a review (admin); 409 when it has one',
        params: reviewIdParamsSchema,
        body: replyToReviewSchema,
        response: { 200: myReviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => app.reviews.reply(request.params.id, request.body.text),
  );
};

export default reviewsRoutes;
