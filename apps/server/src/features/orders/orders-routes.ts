import { changeOrderStatusSchema, orderIdSchema, orderSchema, ordersQuerySchema } from '@bistro/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { callerOf } from '../../plugins/app/authentication.ts';
import { orderCatchUp } from './order-frames.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Orders: the kitchen's list and board, each diner's own, status changes, and the live stream. */
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
      return app.orderService.listFor(callerOf(request), {
        ...(status ? { statuses: status } : {}),
        ...(date ? { day: date } : {}),
      });
    },
  );

  app.get(
    '/orders/events',
    {
      schema: {
        summary:
          'Server-Sent Events: each order and table booking as it changes (every one for staff and admins, a diner’s own for them); orders resume after Last-Event-ID',
        produces: ['text/event-stream'],
        querystring: z.object({ lastEventId: z.coerce.number().int().nonnegative().optional() }),
        response: {
          200: z.string().describe('text/event-stream of `order` and `booking` events'),
          ...errors,
          ...errorResponses(429),
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const header = Number(request.headers['last-event-id']);
      const lastEventId = Number.isInteger(header) && header >= 0 ? header : request.query.lastEventId;
      reply.hijack();
      const seesEverything = app.orderService.seesEveryOrder(caller);
      await app.liveStream.serve(reply.raw, {
        userId: caller.id,
        address: request.ip,
        seesEverything,
        until: caller.tokenExpiresAt,
        stillAllowed: () => app.orderService.keepsAccess(caller),
        catchUp: () => orderCatchUp(app.ordersRepository, { lastEventId, userId: seesEverything ? null : caller.id }),
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
    async (request) => app.orderService.viewFor(callerOf(request), request.params.id),
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
      return app.orderService.changeStatus(request.params.id, request.body, {
        id: caller.id,
        name: caller.name,
      });
    },
  );
};

export default ordersRoutes;
