import { requiredIdempotencyHeadersSchema } from '@bistro/contract/idempotency';
import {
  acceptOrderSchema,
  changeOrderStatusSchema,
  createRefundSchema,
  orderIdSchema,
  orderSchema,
  ordersQuerySchema,
  refundCreatedSchema,
} from '@bistro/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { callerOf } from '../../plugins/app/authentication.ts';
import { staffMember } from './staff-member.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** What a refund answers: the refund (and whether the provider gave the money back yet), refunded and remaining. */
const refundAnswerSchema = refundCreatedSchema.extend({
  refund: refundCreatedSchema.shape.refund.extend({ status: z.enum(['refunded', 'pending']) }),
});

/** Orders: the kitchen's list and board, each diner's own, and status changes (their live stream is GET /api/events). */
const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders',
    {
      schema: {
        summary: 'Paid orders, oldest first: every order for staff and admins, anyone else their own',
        querystring: ordersQuerySchema,
        response: { 200: z.array(orderSchema), ...errors },
      },
    },
    async (request) => {
      const { status, date } = request.query;
      return app.orders.kitchen.listFor(callerOf(request), {
        ...(status ? { statuses: status } : {}),
        ...(date ? { day: date } : {}),
      });
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        summary: 'One order with its lines, total, status and history (its diner, staff and admins)',
        params: orderIdSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => app.orders.kitchen.viewFor(callerOf(request), request.params.id),
  );

  app.get(
    '/deliveries',
    {
      preValidation: app.requireStaffOrDriver,
      schema: {
        summary:
          'The deliveries a driver works through, in order: those the caller took out, then those ready to go out, each by the arrival promised; staff and admins also see those other drivers took out (drivers, staff, admins)',
        response: { 200: z.array(orderSchema), ...errors },
      },
    },
    async (request) => app.orders.kitchen.deliveriesFor(callerOf(request)),
  );

  app.patch(
    '/orders/:id',
    {
      preValidation: app.requireStaffOrDriver,
      schema: {
        summary:
          'Moves an order on (pending → preparing → ready → completed; a delivery ready → out_for_delivery → delivered), or cancels it with a reason (sold_out, closing, other + note) and refunds it (staff, admins; a driver only takes a delivery out and marks it delivered, 403 otherwise; a pickup never goes out for delivery, 409)',
        params: orderIdSchema,
        body: changeOrderStatusSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => app.orders.kitchen.changeStatus(request.params.id, request.body, staffMember(request)),
  );

  app.post(
    '/orders/:id/refunds',
    {
      preValidation: app.requireStaff,
      schema: {
        summary:
          'Refunds part of a paid order (staff, admins): chosen lines with how many, or an amount, with the reason the diner is mailed; `restock` puts the lines’ dishes back on sale. A table’s round is refunded once its tab is paid, from the tab’s payments (decision 037). Once per Idempotency-Key; more than remains, a line refunded already, or a round whose tab is still open, is 409',
        params: orderIdSchema,
        headers: requiredIdempotencyHeadersSchema,
        body: createRefundSchema,
        response: { 201: refundAnswerSchema, ...errors, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      const answer = await app.orders.refunds.refund(
        request.params.id,
        request.body,
        staffMember(request),
        request.headers['idempotency-key'],
      );
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/orders/:id/accept',
    {
      preValidation: app.requireStaff,
      schema: {
        summary:
          'A cook accepts an order waiting for it (where the owner wants orders accepted): it is being prepared, its pickup time at least prepMinutes away, the diner mailed; 409 when it no longer waits (accepted by another cook, cancelled) or never did (staff, admins)',
        params: orderIdSchema,
        body: acceptOrderSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => app.orders.kitchen.accept(request.params.id, request.body, staffMember(request)),
  );
};

export default ordersRoutes;
