import { isStaffRole } from '@bistro/contract/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { callerOf } from '../../plugins/app/authentication.ts';

const streamSchema = {
  produces: ['text/event-stream'],
  querystring: z.object({ lastEventId: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional() }),
  response: {
    200: z.string().describe('text/event-stream of `ready`, `order` and `booking` events, each with its id'),
    ...errorResponses(400, 401, 403, 404, 409, 429),
  },
};

/**
 * GET /api/events: the app's live stream, every frame numbered; a client that reconnects with the
 * last number it saw (the Last-Event-ID header, or `?lastEventId=` for a new connection) is
 * caught up on what changed meanwhile. Also at GET /api/orders/events, its first address.
 */
const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [url, summary] of [
    [
      '/events',
      'Server-Sent Events: each order and table booking as it changes (every one for staff and admins, a diner’s own for them), each numbered; a reconnect resumes after Last-Event-ID',
    ],
    ['/orders/events', 'The live stream of GET /api/events at its first address (kept for clients that use it)'],
  ] as const) {
    app.get(url, { schema: { summary, ...streamSchema } }, async (request, reply) => {
      const caller = callerOf(request);
      const header = Number(request.headers['last-event-id']);
      const lastEventId = Number.isSafeInteger(header) && header >= 0 ? header : request.query.lastEventId;
      reply.hijack();
      await app.liveStream.serve(reply.raw, {
        userId: caller.id,
        address: request.ip,
        seesEverything: isStaffRole(caller.role),
        until: caller.tokenExpiresAt,
        lastEventId,
        stillAllowed: async () => (await app.users.findById(caller.id))?.role === caller.role,
      });
    });
  }
};

export default liveRoutes;
