import { billBreakdownSchema } from '@bistro/contract/bill-settings';
import {
  billQuoteSchema,
  confirmResponseSchema,
  createIntentResponseSchema,
  createIntentSchema,
  paymentRecordedSchema,
  paymentRecordSchema,
  paymentSchema,
  paymentsQuerySchema,
  testCardSchema,
} from '@bistro/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { callerOf } from '../../plugins/app/authentication.ts';

const errors = errorResponses(400, 401, 402, 403, 404, 409, 422, 429);

/** Card payments: intents for the cart's real total, recording what the provider confirmed, history. */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/create-payment-intent',
    {
      schema: {
        summary: 'Asks the payment provider for an intent for the caller’s cart, priced on the server',
        body: createIntentSchema,
        response: { 200: createIntentResponseSchema, ...errors },
      },
    },
    async (request) =>
      app.checkout.startPayment({ kind: 'account', user: callerOf(request), address: request.ip }, request.body),
  );

  app.post(
    '/checkout/quote',
    {
      schema: {
        summary: 'The bill the caller’s cart comes to with this tip and promo code, before paying (nothing is held)',
        body: billQuoteSchema,
        response: { 200: billBreakdownSchema, ...errors },
      },
    },
    async (request) =>
      app.checkout.quote({ kind: 'account', user: callerOf(request), address: request.ip }, request.body),
  );

  const { testPayments } = app;
  if (testPayments) {
    app.post(
      '/payments/test/confirm',
      {
        schema: {
          summary: 'Confirms an intent with a card (built-in test provider only; Stripe’s test cards)',
          body: testCardSchema,
          response: { 200: confirmResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { clientSecret, card } = request.body;
        const intent = await testPayments.confirm(clientSecret, callerOf(request).id, card);
        return { paymentIntent: { id: intent.id, status: intent.status } };
      },
    );
  }

  app.post(
    '/payments',
    {
      preValidation: app.requireSelf('body'),
      schema: {
        summary: 'Records a payment the provider confirmed, once per intent, and removes the paid cart lines',
        body: paymentRecordSchema,
        response: { 200: paymentRecordedSchema, ...errors },
      },
    },
    async (request) => app.checkout.completePayment(callerOf(request), request.body),
  );

  app.get(
    '/payment',
    {
      preValidation: app.requireSelf('query'),
      schema: {
        summary: 'The caller’s payments, newest first',
        querystring: paymentsQuerySchema,
        response: { 200: z.array(paymentSchema), ...errors },
      },
    },
    async (request) => app.paymentsRepository.listByUser(callerOf(request).id),
  );
};

export default paymentsRoutes;
