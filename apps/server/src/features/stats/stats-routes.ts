import { emailSchema } from '@bistro/contract/identity';
import { adminStatsSchema, orderStatsSchema, userStatsSchema } from '@bistro/contract/stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';

const errors = errorResponses(400, 401, 403);

/** The dashboards' numbers: a user's own purchases, the restaurant's counters and sales per dish. */
const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user-stats/:email',
    {
      preValidation: app.requireSelf('params', { allowAdmin: true }),
      schema: {
        summary: 'What the account with this email bought, per dish and in all (that user or an admin)',
        params: z.object({ email: emailSchema }),
        response: { 200: userStatsSchema, ...errors },
      },
    },
    async (request) => app.statsRepository.forAccount(request.params.email),
  );

  app.get(
    '/admin-stats',
    {
      preValidation: app.requireAdmin,
      schema: { summary: 'The restaurant’s counters (admin)', response: { 200: adminStatsSchema, ...errors } },
    },
    async () => app.statsRepository.counters(),
  );

  app.get(
    '/order-stats',
    {
      preValidation: app.requireAdmin,
      schema: { summary: 'Sales per dish (admin)', response: { 200: orderStatsSchema, ...errors } },
    },
    async () => app.statsRepository.perItem(),
  );
};

export default statsRoutes;
