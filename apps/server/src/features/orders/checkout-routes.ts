import { billBreakdownSchema } from '@bistro/contract/bill-settings';
import {
  billQuoteSchema,
  createIntentResponseSchema,
  createIntentSchema,
  paymentRecordedSchema,
  paymentRecordSchema,
} from '@bistro/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { callerOf } from '../../plugins/app/authentication.ts';

const errors = errorResponses(400, 401, 402, 403, 404, 409, 422, 429);

/** A signed-in diner's checkout: the bill, the order and its intent for the cart's real total, and the payment the provider confirmed. */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
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
      app.orders.checkout.startPayment({ kind: 'account', user: callerOf(request), address: request.ip }, request.body),
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
      app.orders.checkout.quote({ kind: 'account', user: callerOf(request), address: request.ip }, request.body),
  );

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
    async (request) => app.orders.checkout.completePayment(callerOf(request), request.body),
  );
};

export default checkoutRoutes;
