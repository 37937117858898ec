import { billBreakdownSchema } from '@bistro/contract/bill-settings';
import {
  counterOrderResponseSchema,
  counterOrderSchema,
  counterQuoteSchema,
  counterSettlementSchema,
  orderAdditionSchema,
  orderRemovalSchema,
  settledOrderSchema,
} from '@bistro/contract/counter';
import { idempotencyHeadersSchema, requiredIdempotencyHeadersSchema } from '@bistro/contract/idempotency';
import { orderIdSchema, orderSchema } from '@bistro/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { staffMember } from './staff-member.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429);

/** The counter and the phone (docs/counter.md): staff enter an order for a diner and take its payment (staff, admins). */
const counterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/counter-orders',
    {
      preValidation: app.requireStaff,
      schema: {
        summary:
          'Enters an order taken on the phone or at the counter, priced as online, and takes its payment: cash (the change answered), the restaurant’s terminal, at pickup (due), or a link mailed to the diner (staff, admins)',
        headers: idempotencyHeadersSchema,
        body: counterOrderSchema,
        response: { 201: counterOrderResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const staff = staffMember(request);
      const key = request.headers['idempotency-key'];
      const idempotent = key ? { scope: `counter-orders:${staff.id}`, key, request: request.body } : null;
      return reply.code(201).send(await app.orders.counter.enter(staff, request.body, idempotent));
    },
  );

  app.post(
    '/counter-orders/quote',
    {
      preValidation: app.requireStaff,
      schema: {
        summary:
          'The bill these lines come to with this tip and promo code, as POST /api/counter-orders would make it (nothing is held; staff, admins)',
        body: counterQuoteSchema,
        response: { 200: billBreakdownSchema, ...errors },
      },
    },
    async (request) => app.orders.counter.quote(staffMember(request), request.body),
  );

  app.post(
    '/orders/:id/additions',
    {
      preValidation: app.requireStaff,
      schema: {
        summary:
          'Adds dishes to an order not yet picked up. To an order due at pickup: its bill made again as online, paid at pickup with the rest, its diner mailed the new bill (200 with the order). To a paid order: an order of their own added to it, paid as `payment` says, by default as the order was (201 with that order, as POST /api/counter-orders answers it). A picked-up or cancelled order is a 409 (staff, admins)',
        headers: idempotencyHeadersSchema,
        params: orderIdSchema,
        body: orderAdditionSchema,
        response: { 200: orderSchema, 201: counterOrderResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const { id } = request.params;
      const idempotent = key ? { scope: `order-additions:${id}`, key, request: request.body } : null;
      const changed = await app.orders.counter.add(staffMember(request), id, request.body, idempotent);
      // An order of their own (added to a paid order) is made: 201, as POST /api/counter-orders.
      if (changed._id !== id) reply.code(201);
      return changed;
    },
  );

  app.post(
    '/orders/:id/removals',
    {
      preValidation: app.requireStaff,
      schema: {
        summary:
          'Takes dishes off an order not yet picked up, or fewer of them, with the reason: a due order’s bill is made again and its diner mailed it (the dishes back on sale); a paid order’s lines are refunded, their exact share, as POST /api/orders/:id/refunds does. Once per Idempotency-Key; a picked-up or cancelled order is a 409 (staff, admins)',
        headers: requiredIdempotencyHeadersSchema,
        params: orderIdSchema,
        body: orderRemovalSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) =>
      app.orders.counter.remove(
        staffMember(request),
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  app.post(
    '/orders/:id/settle',
    {
      preValidation: app.requireStaff,
      schema: {
        summary:
          'Takes the payment of an order due at pickup: cash (the change answered) or the restaurant’s terminal; 409 once paid, and for a table’s round whose tab has less than its bill left to pay (staff, admins)',
        params: orderIdSchema,
        body: counterSettlementSchema,
        response: { 200: settledOrderSchema, ...errors },
      },
    },
    async (request) => app.orders.counter.settle(staffMember(request), request.params.id, request.body),
  );
};

export default counterRoutes;
