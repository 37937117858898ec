import { STATUS_CODES } from 'node:http';
import { apiErrorSchema } from '@bistro/contract/errors';
import { centsToDollars, dollarsToCents, formatPrice } from '@bistro/contract/money';
import {
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
import type { AppConfig } from '../../config/env.ts';
import { type ApiUser, callerOf } from '../../plugins/app/authentication.ts';
import { createCartRepository } from '../cart/cart-repository.ts';
import { createPaymentsRepository } from './payments-repository.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import { createStripeProvider } from './providers/stripe-provider.ts';
import { createTestProvider, type TestProvider } from './providers/test-provider.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Card payments: intents for the cart's real total, recording what the provider confirmed, history. */
const paymentsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const carts = createCartRepository(app.database.db);
  const records = createPaymentsRepository(app.database.db);
  const { payments } = config;
  const testProvider = payments.provider === 'test' ? createTestProvider(app.database.db) : null;
  const provider: PaymentProvider =
    payments.provider === 'stripe' ? createStripeProvider(payments) : (testProvider as TestProvider);

  app.post(
    '/create-payment-intent',
    { schema: { body: createIntentSchema, response: { 200: createIntentResponseSchema, ...errors } } },
    async (request) => {
      const caller = callerOf(request);
      const lines = await carts.list(caller.id);
      const totalCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
      if (totalCents === 0) throw app.httpErrors.badRequest('Your cart is empty: there is nothing to pay for');
      if (request.body.price !== undefined && dollarsToCents(request.body.price) !== totalCents) {
        throw app.httpErrors.conflict(
          `Your cart changed: its total is now ${formatPrice(centsToDollars(totalCents))}. Check it and pay again.`,
        );
      }
      const intent = await provider.createIntent({ amountCents: totalCents, userId: caller.id, email: caller.email });
      return { clientSecret: intent.clientSecret, amount: centsToDollars(totalCents) };
    },
  );

  if (testProvider) {
    app.post(
      '/payments/test/confirm',
      { schema: { body: testCardSchema, response: { 200: confirmResponseSchema, ...errors } } },
      async (request, reply) => {
        const { clientSecret, card } = request.body;
        const confirmation = await testProvider.confirm(clientSecret, callerOf(request).id, card);
        if (!confirmation.intent) throw app.httpErrors.notFound('No such payment for you');
        if (confirmation.declined) {
          const { status, message, code, declineCode } = confirmation.declined;
          return reply
            .code(status)
            .send({ error: STATUS_CODES[status] ?? 'Error', message, details: { code, declineCode } });
        }
        return { paymentIntent: { id: confirmation.intent.id, status: confirmation.intent.status } };
      },
    );
  }

  app.post(
    '/payments',
    {
      preValidation: app.requireSelf('body'),
      schema: { body: paymentRecordSchema, response: { 200: paymentRecordedSchema, ...errors } },
    },
    // One intent is checked and recorded by one request at a time, across processes.
    async (request) => {
      const caller = callerOf(request);
      return app.database.withLock(`payment:${request.body.transactionId}`, () => recordPayment(caller, request.body));
    },
  );

  /** Records what the provider confirmed for this caller and these cart lines, once per intent. */
  async function recordPayment(caller: ApiUser, { transactionId, cartIds }: z.infer<typeof paymentRecordSchema>) {
    // A repeat (or a twin that waited for the lock) gets the first record back.
    const recorded = await records.findByTransaction(transactionId);
    if (recorded) {
      if (recorded.userId !== caller.id) throw app.httpErrors.conflict('This payment belongs to someone else');
      return { result: { insertedId: recorded.id }, deleteResult: { deletedCount: 0 } };
    }

    const intent = await provider.retrieveIntent(transactionId);
    if (!intent || intent.userId !== caller.id)
      throw app.httpErrors.paymentRequired('The payment provider has no such payment for you');
    if (intent.status !== 'succeeded') {
      throw app.httpErrors.paymentRequired(`The payment has not gone through (status: ${intent.status})`);
    }

    const wanted = new Set(cartIds);
    const lines = (await carts.list(caller.id)).filter((line) => wanted.has(line._id));
    if (lines.length !== wanted.size) throw app.httpErrors.conflict('Some of these dishes are no longer in your cart');
    const totalCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
    if (totalCents !== intent.amountCents) {
      throw app.httpErrors.conflict(
        `The payment (${formatPrice(centsToDollars(intent.amountCents))}) does not match your cart (${formatPrice(centsToDollars(totalCents))})`,
      );
    }

    const { insertedId, deletedCount } = await records.record({
      userId: caller.id,
      email: caller.email,
      transactionId,
      amountCents: intent.amountCents,
      lines: lines.map((line) => ({
        cartId: line._id,
        menuItemId: line.menuID,
        name: line.name,
        priceCents: line.priceCents,
      })),
    });
    return { result: { insertedId }, deleteResult: { deletedCount } };
  }

  app.get(
    '/payment',
    {
      preValidation: app.requireSelf('query'),
      schema: { querystring: paymentsQuerySchema, response: { 200: z.array(paymentSchema), ...errors } },
    },
    async (request) => records.listByUser(callerOf(request).id),
  );
};

export default paymentsRoutes;
