import { apiErrorSchema } from '@bistro/contract/errors';
import { emailSchema } from '@bistro/contract/identity';
import { centsToDollars, dollarsToCents } from '@bistro/contract/money';
import { adminStatsSchema, orderStatsSchema, userStatsSchema } from '@bistro/contract/stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/app/authentication.ts';
import { createStatsRepository } from './stats-repository.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The dashboards' numbers: a user's own purchases, the restaurant's counters and sales per dish. */
const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const stats = createStatsRepository(app.database.db);

  app.get(
    '/user-stats/:email',
    {
      preValidation: app.requireSelf('params', { allowAdmin: true }),
      schema: { params: z.object({ email: emailSchema }), response: { 200: userStatsSchema, ...errors } },
    },
    async (request) => {
      // The caller's own figures, or (admins) those of the account that has this email now.
      const caller = callerOf(request);
      const userId =
        request.params.email === caller.email
          ? caller.id
          : (await app.usersRepository.findByEmail(request.params.email))?.id;
      const figures = userId ? await stats.perItemForUser(userId) : [];
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
    { preValidation: app.requireAdmin, schema: { response: { 200: adminStatsSchema, ...errors } } },
    async () => stats.counters(),
  );

  app.get(
    '/order-stats',
    { preValidation: app.requireAdmin, schema: { response: { 200: orderStatsSchema, ...errors } } },
    async () => {
      const figures = await stats.perItem();
      return { barChart: figures, pieChart: figures };
    },
  );
};

export default statsRoutes;
