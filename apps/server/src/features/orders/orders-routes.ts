import {
  acceptOrderSchema,
  changeOrderStatusSchema,
  orderIdSchema,
  orderSchema,
  ordersQuerySchema,
} from '@bistro/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { callerOf } from '../../plugins/app/authentication.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

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

  app.patch(
    '/orders/:id',
    {
      preValidation: app.requireStaff,
      schema: {
        summary:
          'Moves an order on (pending → preparing → ready → completed), or cancels it with a reason (sold_out, closing, other + note) and refunds it (staff, admins)',
        params: orderIdSchema,
        body: changeOrderStatusSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return app.orders.kitchen.changeStatus(request.params.id, request.body, {
        id: caller.id,
        name: caller.name,
      });
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
    async (request) => {
      const caller = callerOf(request);
      return app.orders.kitchen.accept(request.params.id, request.body, { id: caller.id, name: caller.name });
    },
  );
};

export default ordersRoutes;
