import { deletedSchema } from '@bistro/contract/answers';
import { bookingIdSchema, guestBookingQuerySchema } from '@bistro/contract/bookings';
import { guestOrderQuerySchema } from '@bistro/contract/guest-checkout';
import { userIdSchema } from '@bistro/contract/identity';
import { orderIdSchema } from '@bistro/contract/orders';
import { deleteAccountSchema, dinerDataSchema, erasedBookingSchema, erasedSchema } from '@bistro/contract/privacy';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { callerOf } from '../../plugins/app/authentication.ts';
import { wordsOf } from '../languages/index.ts';

/** Sent as a file to keep, never kept by a cache on the way. */
function asDownload(reply: FastifyReply, filename: string) {
  reply.header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'no-store');
}

const bookingParams = z.object({ id: bookingIdSchema });

/** Password guesses a client address may make at DELETE /api/me. */
const DELETE_ATTEMPTS_PER_MINUTE = 10;

/**
 * A diner's own data: download it, and delete the account (or, for a guest, erase their details
 * from the order their link opens). The admin's deletion of a user is the same erasure.
 */
const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/export',
    {
      schema: {
        summary:
          'The caller’s own data as a JSON file: profile, orders with their lines and history, payments, reviews, bookings, delivery addresses',
        response: { 200: dinerDataSchema, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      asDownload(reply, 'bistro-boss-my-data.json');
      return app.privacy.exportAccount(callerOf(request).id);
    },
  );

  app.delete(
    '/me',
    {
      config: { rateLimit: { max: DELETE_ATTEMPTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary:
          'Deletes the caller’s account, given its password (an account without one: within 5 minutes of signing in). Sessions and tokens end, the cart goes, a mail confirms; orders and payments stay in the books without the diner’s details. 409 while an order is not picked up or cancelled',
        body: deleteAccountSchema.nullish(),
        response: { 200: erasedSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const { password, idToken } = request.body ?? {};
      const erasedOrders = await app.privacy.deleteOwnAccount(callerOf(request), {
        password,
        idToken,
        headers: request.headers,
      });
      return { erasedOrders };
    },
  );

  app.delete(
    '/users/:id',
    {
      // Only an admin deletes, never themselves: so the last administrator always remains.
      preValidation: [app.requireAdmin, app.requireSomeoneElse(wordsOf('refusal.cannotDeleteYourself'))],
      schema: {
        summary:
          'Deletes a user as DELETE /api/me does (admin): sessions end, orders and payments stay without the diner’s details; 409 while an order is open',
        params: userIdSchema,
        response: { 200: deletedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      deletedCount: (await app.privacy.eraseAccount(request.params.id, 'admin')) === null ? 0 : 1,
    }),
  );

  const guestErrors = errorResponses(400, 404, 409);

  app.get(
    '/guest/orders/:id/data',
    {
      schema: {
        summary: 'A guest’s data as a JSON file: the order its signed link opens, and its payment',
        params: orderIdSchema,
        querystring: guestOrderQuerySchema,
        response: { 200: dinerDataSchema, ...guestErrors },
      },
    },
    async (request, reply) => {
      const data = await app.privacy.exportGuestOrder(request.params.id, request.query.key);
      asDownload(reply, `bistro-boss-order-${data.orders[0]?.number ?? 'data'}.json`);
      return data;
    },
  );

  app.delete(
    '/guest/orders/:id/data',
    {
      schema: {
        summary:
          'Erases the guest’s name, email, phone and note from the order its signed link opens (that order only); 409 before it is picked up or cancelled',
        params: orderIdSchema,
        querystring: guestOrderQuerySchema,
        response: { 200: erasedSchema, ...guestErrors },
      },
    },
    async (request) => ({ erasedOrders: await app.privacy.eraseGuestOrder(request.params.id, request.query.key) }),
  );

  app.get(
    '/guest/bookings/:id/data',
    {
      schema: {
        summary: 'A guest’s data as a JSON file: the table booking its signed key opens',
        params: bookingParams,
        querystring: guestBookingQuerySchema,
        response: { 200: dinerDataSchema, ...guestErrors },
      },
    },
    async (request, reply) => {
      const data = await app.privacy.exportGuestBooking(request.params.id, request.query.key);
      asDownload(reply, `bistro-boss-booking-${data.bookings[0]?.date ?? 'data'}.json`);
      return data;
    },
  );

  app.delete(
    '/guest/bookings/:id/data',
    {
      schema: {
        summary:
          'Erases the guest’s name, email, phone and note from the table booking its signed key opens (that booking only); 409 while the visit is still to come',
        params: bookingParams,
        querystring: guestBookingQuerySchema,
        response: { 200: erasedBookingSchema, ...guestErrors },
      },
    },
    async (request) => ({
      erasedBookings: await app.privacy.eraseGuestBooking(request.params.id, request.query.key),
    }),
  );
};

export default privacyRoutes;
