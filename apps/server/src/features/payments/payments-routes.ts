import { confirmResponseSchema, paymentSchema, paymentsQuerySchema, testCardSchema } from '@bistro/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { callerOf } from '../../plugins/app/authentication.ts';

const errors = errorResponses(400, 401, 402, 403, 404, 409, 422);

/**
 * Card confirmations a client address may make for guests' intents in GUEST_CONFIRM_WINDOW: the
 * guest checkout's own limit on starting payments (per address), for its card form.
 */
const GUEST_CONFIRMS_PER_ADDRESS = 20;
const GUEST_CONFIRM_WINDOW = '15 minutes';

/** Card payments: the test provider's card confirmation (as Stripe.js does with Stripe), and each diner's payments. */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
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

    app.post(
      '/guest/payments/test/confirm',
      {
        config: { rateLimit: { max: GUEST_CONFIRMS_PER_ADDRESS, timeWindow: GUEST_CONFIRM_WINDOW } },
        schema: {
          summary: 'Confirms a guest’s intent with a card (built-in test provider only; Stripe’s test cards)',
          body: testCardSchema,
          response: { 200: confirmResponseSchema, ...errorResponses(400, 402, 403, 404, 409, 422, 429) },
        },
      },
      async (request) => {
        const intent = await testPayments.confirm(request.body.clientSecret, null, request.body.card);
        return { paymentIntent: { id: intent.id, status: intent.status } };
      },
    );
  }

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
    async (request) => app.payments.listByUser(callerOf(request).id),
  );
};

export default paymentsRoutes;
