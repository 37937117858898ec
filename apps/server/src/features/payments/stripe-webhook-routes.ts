import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { badRequest } from '../../http/problems.ts';
import type { FeatureOptions } from '../../plugins/app/feature-plugin.ts';

/**
 * POST /api/webhooks/stripe: Stripe's signed events. `payment_intent.succeeded` is told to whoever
 * asked (`payments.whenIntentSucceeds`): the orders feature settles the intent (its order becomes
 * paid even when the diner closed the tab; a charge that matches no order is refunded). The body
 * is read raw, as the signature covers its exact bytes.
 */
const stripeWebhookRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { config }) => {
  const { stripe } = app;
  const secret = config.payments.provider === 'stripe' ? config.payments.webhookSecret : null;
  // Only with Stripe and its webhook's signing secret (STRIPE_WEBHOOK_SECRET).
  if (!stripe || !secret) return;
  // In this route's own scope only: its JSON is kept as bytes for the signature check.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/webhooks/stripe',
    {
      schema: {
        summary: 'Stripe’s signed webhook events (payment_intent.succeeded settles its order)',
        response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400) },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body as Buffer, String(signature ?? ''), secret);
      } catch {
        throw badRequest('The Stripe signature does not match this event');
      }
      if (event.type === 'payment_intent.succeeded') {
        const intent = event.data.object;
        await app.payments.intentSucceeded({
          id: intent.id,
          amountCents: intent.amount,
          status: intent.status,
          userId: intent.metadata.userId ?? null,
          orderId: intent.metadata.orderId ?? null,
          refunded: false,
        });
      }
      return { received: true as const };
    },
  );
};

export default stripeWebhookRoutes;
