import {
  bookingChangedSchema,
  bookingCreatedSchema,
  bookingFloorSchema,
  bookingIdSchema,
  bookingListSchema,
  bookingRulesSchema,
  bookingSetupSchema,
  bookingsQuerySchema,
  bookingViewSchema,
  changeBookingSchema,
  chooseTablesSchema,
  createBookingSchema,
  declineAllSchema,
  declinedAllSchema,
  firstFreeDayQuerySchema,
  firstFreeDaySchema,
  floorQuerySchema,
  guestBookingQuerySchema,
  guestCancelSchema,
  slotsQuerySchema,
  slotsSchema,
  tableChoicesSchema,
  updateBookingSchema,
  walkInSchema,
} from '@bistro/contract/bookings';
import { idempotencyHeadersSchema } from '@bistro/contract/idempotency';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config/env.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { forbidden, notFound, Problem } from '../../http/problems.ts';
import { callerOf } from '../../plugins/app/authentication.ts';
import { wordsOf } from '../languages/index.ts';

const params = z.object({ id: bookingIdSchema });

/**
 * New bookings in BOOKING_LIMIT_WINDOW: a guest's per client address (BOOKINGS_PER_HOUR) and per
 * email address (BOOKINGS_PER_EMAIL), a signed-in diner's per account (BOOKINGS_PER_HOUR; staff
 * book for callers without a limit): enough for a family booking a few evenings, not for filling
 * a day's tables (42 requests once did). The set-up's bookingsPerDiner caps the bookings still to
 * come on top of these, and the mail any address is sent is limited too (bookings-plugin.ts).
 */
export const BOOKINGS_PER_EMAIL = 5;
/** Changes of one booking's day, time or party size in BOOKING_LIMIT_WINDOW, by its diner (staff's are not counted). */
export const CHANGES_PER_BOOKING = 5;
const BOOKING_LIMIT_WINDOW = '1 hour';

const isStaff = (request: FastifyRequest) => request.user?.role === 'staff' || request.user?.role === 'admin';

/** Counted per booking, after its id is read; staff move bookings as often as the evening needs. */
const perBooking = {
  rateLimit: {
    max: CHANGES_PER_BOOKING,
    timeWindow: BOOKING_LIMIT_WINDOW,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `booking-change:${(request.params as { id: string }).id}`,
    allowList: isStaff,
  },
};

/**
 * Table bookings: the owner's set-up (admins), the times and rules anyone may read, a diner's
 * booking (a guest's when GUEST_BOOKINGS is on), a diner's own list, the day's list, the
 * status changes and the walk-ins for staff, and a new time or party size for a booking.
 */
const bookingsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  // A guest's email address has a limiter of its own, not a second route limit: the plugin runs one limit per request.
  const perEmail = app.createRateLimit({
    max: BOOKINGS_PER_EMAIL,
    timeWindow: BOOKING_LIMIT_WINDOW,
    keyGenerator: (request) => `booking-email:${(request.body as { email: string }).email}`,
  });
  const limitPerEmail = async (request: FastifyRequest) => {
    const limit = await perEmail(request);
    if (!limit.isAllowed && limit.isExceeded) {
      const minutes = Math.ceil(limit.ttlInSeconds / 60);
      throw new Problem(429, wordsOf('refusal.tooManyBookingsFromEmail', { minutes }));
    }
  };

  app.get(
    '/bookings/setup',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'The owner’s set-up of table bookings: tables, slot interval, stays, lead time, days ahead… (admin)',
        response: { 200: bookingSetupSchema, ...errorResponses(401, 403) },
      },
    },
    async () => app.bookings.setup(),
  );

  app.put(
    '/bookings/setup',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'Changes the set-up of table bookings (admin)',
        body: bookingSetupSchema,
        response: { 200: bookingSetupSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => app.bookings.saveSetup(request.body),
  );

  app.get(
    '/bookings/floor',
    {
      preValidation: app.requireStaff,
      schema: {
        summary: 'The tables and a day’s booking hours, that the bookings board’s timeline is drawn on (staff, admins)',
        querystring: floorQuerySchema,
        response: { 200: bookingFloorSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => app.bookings.floor(request.query.date),
  );

  app.get(
    '/bookings/rules',
    {
      schema: {
        summary:
          'What the booking form needs: the largest party online, days ahead, the cancellation cut-off, whether guests may book',
        response: { 200: bookingRulesSchema },
      },
    },
    async () => app.bookings.rules(),
  );

  app.get(
    '/bookings/slots',
    {
      schema: {
        summary: 'A day’s times for a party (restaurant time), each available when a table is free for the whole stay',
        querystring: slotsQuerySchema,
        response: { 200: slotsSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) => app.bookings.slots(request.query.date, request.query.party),
  );

  app.get(
    '/bookings/first-free-day',
    {
      schema: {
        summary:
          'The first day (restaurant time, today at the earliest) with a time a table is free for the party, where the booking form opens',
        querystring: firstFreeDayQuerySchema,
        response: { 200: firstFreeDaySchema, ...errorResponses(400, 409) },
      },
    },
    async (request) => app.bookings.firstFreeDay(request.query.party),
  );

  app.post(
    '/bookings',
    {
      config: {
        rateLimit: {
          max: config.restaurant.bookingsPerHour,
          timeWindow: BOOKING_LIMIT_WINDOW,
          hook: 'preHandler',
          keyGenerator: (request) => `bookings:${request.user?.id ?? request.ip}`,
          allowList: isStaff,
        },
      },
      schema: {
        summary:
          'Books the smallest free table for a party; 409 with the reason and the nearest free times, or when the diner holds as many bookings to come as the set-up allows',
        headers: idempotencyHeadersSchema,
        body: createBookingSchema,
        response: { 201: bookingCreatedSchema, ...errorResponses(400, 401, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const key = request.headers['idempotency-key'];
      const idempotent = key ? { scope: `bookings:${caller.id}`, key, request: request.body } : null;
      const booker = { userId: caller.id, role: caller.role, address: request.ip };
      return reply.code(201).send(await app.bookings.create(request.body, booker, idempotent));
    },
  );

  app.post(
    '/guest/bookings',
    {
      config: { rateLimit: { max: config.restaurant.bookingsPerHour, timeWindow: BOOKING_LIMIT_WINDOW } },
      preHandler: limitPerEmail,
      schema: {
        summary: 'A visitor books a table without an account (when GUEST_BOOKINGS is on); as POST /api/bookings',
        body: createBookingSchema,
        response: { 201: bookingCreatedSchema, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      if (!(await app.bookings.rules()).guests) throw forbidden(wordsOf('refusal.logInToBook'));
      const booker = { userId: null, role: null, address: request.ip };
      return reply.code(201).send(await app.bookings.create(request.body, booker));
    },
  );

  app.post(
    '/bookings/walk-ins',
    {
      preValidation: app.requireStaff,
      schema: {
        summary:
          'Seats a walk-in party now on the smallest table free for its stay (staff, admins); 409 with the reason when none is',
        body: walkInSchema,
        response: { 201: bookingViewSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { id, email, role } = callerOf(request);
      return reply.code(201).send(await app.bookings.walkIn(request.body, { id, email, role }));
    },
  );

  app.get(
    '/guest/bookings/:id',
    {
      schema: {
        summary:
          'A guest’s booking, opened by the signed key from its mail or confirmation (until a week after the visit)',
        params,
        querystring: guestBookingQuerySchema,
        response: { 200: bookingViewSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const view = await app.bookings.guestBooking(request.params.id, request.query.key);
      if (!view) throw notFound(wordsOf('refusal.bookingLinkExpired'));
      reply.header('cache-control', 'no-store');
      return view;
    },
  );

  app.patch(
    '/guest/bookings/:id',
    {
      schema: {
        summary: 'A guest cancels their booking by the signed key from its mail, until the cut-off',
        params,
        querystring: guestBookingQuerySchema,
        body: guestCancelSchema,
        response: { 200: bookingViewSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) =>
      app.bookings.update(request.params.id, request.body, { userId: null, role: null, key: request.query.key }),
  );

  app.get(
    '/guest/bookings/:id/slots',
    {
      schema: {
        summary: 'As GET /api/bookings/:id/slots, for a guest’s booking opened by its signed key',
        params,
        querystring: slotsQuerySchema.extend(guestBookingQuerySchema.shape),
        response: { 200: slotsSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const { date, party, key } = request.query;
      return app.bookings.slotsFor(request.params.id, date, party, { userId: null, role: null, key });
    },
  );

  app.put(
    '/guest/bookings/:id/visit',
    {
      config: perBooking,
      schema: {
        summary: 'As PUT /api/bookings/:id/visit, for a guest’s booking opened by its signed key',
        params,
        querystring: guestBookingQuerySchema,
        body: changeBookingSchema,
        response: { 200: bookingChangedSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) =>
      app.bookings.change(request.params.id, request.body, { userId: null, role: null, key: request.query.key }),
  );

  app.get(
    '/bookings',
    {
      schema: {
        summary:
          'mine=true: the caller’s own bookings, latest first; date=YYYY-MM-DD: that day’s bookings (staff); status=pending: the requests waiting for staff, of every day from now on, soonest first (staff)',
        querystring: bookingsQuerySchema,
        response: { 200: bookingListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { date, status } = request.query;
      if (date === undefined && status === undefined) return app.bookings.mine(caller.id);
      if (caller.role !== 'staff' && caller.role !== 'admin') {
        throw forbidden(wordsOf(date ? 'refusal.onlyRestaurantSeesDay' : 'refusal.onlyRestaurantSeesRequests'));
      }
      return date ? app.bookings.onDay(date) : app.bookings.requests();
    },
  );

  app.patch(
    '/bookings/:id',
    {
      schema: {
        summary:
          'Confirms, declines (with a reason), seats, marks a no-show or done (staff); cancels (staff, or its diner before the cut-off)',
        params,
        body: updateBookingSchema,
        response: { 200: bookingViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return app.bookings.update(request.params.id, request.body, {
        userId: caller.id,
        role: caller.role,
        email: caller.email,
      });
    },
  );

  app.post(
    '/bookings/:id/decline-all',
    {
      preValidation: app.requireStaff,
      schema: {
        summary:
          'Declines every request waiting for staff made with this booking’s email address, or from the client address it was made from, this one included, each mailed the reason (staff, admins)',
        params,
        body: declineAllSchema,
        response: { 200: declinedAllSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => app.bookings.declineAll(request.params.id, request.body),
  );

  app.get(
    '/bookings/:id/tables',
    {
      preValidation: app.requireStaff,
      schema: {
        summary:
          'The tables and combinations of the set-up that seat a booking’s party, each free or not during its stay (staff, admins)',
        params,
        response: { 200: tableChoicesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => app.bookings.tableChoicesFor(request.params.id),
  );

  app.put(
    '/bookings/:id/tables',
    {
      preValidation: app.requireStaff,
      schema: {
        summary:
          'Seats a booking at the table, or the tables pushed together, a host chose: one the set-up has, that seats the party and is free during its stay, checked as a new booking is; 409 with the reason otherwise (staff, admins)',
        params,
        body: chooseTablesSchema,
        response: { 200: bookingViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => app.bookings.chooseTables(request.params.id, request.body.tables),
  );

  app.get(
    '/bookings/:id/slots',
    {
      schema: {
        summary:
          'A day’s times for changing a booking to a party size, as /api/bookings/slots but with the booking’s own table free to it (its diner or staff)',
        params,
        querystring: slotsQuerySchema,
        response: { 200: slotsSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { date, party } = request.query;
      return app.bookings.slotsFor(request.params.id, date, party, { userId: caller.id, role: caller.role });
    },
  );

  app.put(
    '/bookings/:id/visit',
    {
      config: perBooking,
      schema: {
        summary:
          'Changes a pending or confirmed booking’s day, time or party size (its diner before the cut-off, or staff); 409 with the reason and the nearest free times, the booking unchanged',
        params,
        body: changeBookingSchema,
        response: { 200: bookingChangedSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return app.bookings.change(request.params.id, request.body, { userId: caller.id, role: caller.role });
    },
  );
};

export default bookingsRoutes;
