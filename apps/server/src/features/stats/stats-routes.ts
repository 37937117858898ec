import { apiErrorSchema } from '@bistro/contract/errors';
import { emailSchema } from '@bistro/contract/identity';
import { centsToDollars, dollarsToCents } from '@bistro/contract/money';
import { adminStatsSchema, orderStatsSchema, userStatsSchema } from '@bistro/contract/stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createStatsRepository } from './stats-repository.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The dashboards' numbers: a user's own purchases, the restaurant's counters and sales per dish. */
const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const stats = createStatsRepository(app.database.db);

  app.get(
    '/user-stats/:email',
    {
      preHandler: app.requireSelf((request) => (request.params as { email?: string }).email, { allowAdmin: true }),
      schema: { params: z.object({ email: emailSchema }), response: { 200: userStatsSchema, ...errors } },
    },
    async (request) => {
      const figures = await stats.perItemForEmail(request.params.email);
      return {
        barChart: figures,
        pieChart: figures,
        totalQuantity: figures.reduce((total, figure) => total + figure.quantity, 0),
        totalCost: centsToDollars(figures.reduce((total, figure) => total + dollarsToCents(figure.amount), 0)),
      };
    },
  );

  app.get(
    '/admin-stats',
    { preHandler: app.requireAdmin, schema: { response: { 200: adminStatsSchema, ...errors } } },
    async () => stats.counters(),
  );

  app.get(
    '/order-stats',
    { preHandler: app.requireAdmin, schema: { response: { 200: orderStatsSchema, ...errors } } },
    async () => {
      const figures = await stats.perItem();
      return { barChart: figures, pieChart: figures };
    },
  );
};

export default statsRoutes;
