import { restaurantCurrency } from '@bistro/contract/money';
import { reportRangeSchema, salesReport, salesReportSchema } from '@bistro/contract/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env.ts';
import { csvStreamSchema } from '../../http/csv.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { ordersCsv } from './orders-csv.ts';

const errors = errorResponses(400, 401, 403);

/** The restaurant's books for a range of its days (admins). */
const reportsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const { timeZone } = config.restaurant;

  app.get(
    '/reports/sales',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary:
          'Sales per restaurant day, per channel (online, counter, phone), picked up and delivered apart, and in all: gross, refunds, net (= Revenue), in cents (admin)',
        querystring: reportRangeSchema,
        response: { 200: salesReportSchema, ...errors },
      },
    },
    async (request) => {
      // From the books kept per restaurant day as orders are paid, refunded and cancelled (decision 032).
      const { perDay, perChannel, perFulfilment } = await app.salesPerDay.sumsOf(request.query);
      return salesReport(request.query, restaurantCurrency(), perDay, perChannel, perFulfilment);
    },
  );

  app.get(
    '/reports/orders.csv',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'Every paid order of the range as CSV, cancelled and refunded ones included (admin)',
        querystring: reportRangeSchema,
        produces: ['text/csv'],
        response: { 200: csvStreamSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const rows = app.reportsRepository.paidOrders(request.query, timeZone);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${from}-${to}.csv"`)
        .send(ordersCsv(rows, timeZone));
    },
  );
};

export default reportsRoutes;
