import Stripe from 'stripe';
import type { IntentView, PaymentProvider } from './payment-provider.ts';

const viewOf = (intent: Stripe.PaymentIntent): IntentView => ({
  id: intent.id,
  amountCents: intent.amount,
  status: intent.status,
  userId: intent.metadata.userId ?? null,
  orderId: intent.metadata.orderId ?? null,
  // With `latest_charge` expanded (the listing does); a charge refunded in full says so.
  refunded: typeof intent.latest_charge === 'object' && intent.latest_charge !== null && intent.latest_charge.refunded,
});

/** A Stripe client; `apiUrl` points it at a local stand-in in tests. */
export function createStripeClient({ secretKey, apiUrl }: { secretKey: string; apiUrl: URL | null }): Stripe {
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(apiUrl
      ? {
          host: apiUrl.hostname,
          port: apiUrl.port || (apiUrl.protocol === 'https:' ? 443 : 80),
          protocol: apiUrl.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  });
}

/** Stripe, through its SDK: PaymentIntents for orders, cancellations and refunds (whole and partial), each idempotent. */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    kind: 'stripe',

    async createIntent({ orderId, amountCents, currency, userId, email }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: currency.toLowerCase(),
          // A table's payer may give no address.
          ...(email ? { receipt_email: email } : {}),
          metadata: { orderId, ...(userId ? { userId } : {}) },
        },
        { idempotencyKey: `order-${orderId}` },
      );
      if (!intent.client_secret) throw new Error(`Stripe returned intent ${intent.id} without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrieveIntent(id): Promise<IntentView | null> {
      try {
        return viewOf(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
        throw error;
      }
    },

    async cancelIntent(id) {
      try {
        await stripe.paymentIntents.cancel(id);
        return 'canceled';
      } catch (error) {
        // Stripe refuses to cancel an intent that has been paid (or is being paid): look at it.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const intent = await stripe.paymentIntents.retrieve(id);
        if (intent.status === 'succeeded') return 'succeeded';
        if (intent.status === 'canceled') return 'canceled';
        throw error;
      }
    },

    async refund(intentId) {
      const refund = await stripe.refunds.create(
        { payment_intent: intentId },
        { idempotencyKey: `refund-${intentId}` },
      );
      return refund.id;
    },

    async refundPart(intentId, { amountCents, key }) {
      const refund = await stripe.refunds.create(
        { payment_intent: intentId, amount: amountCents },
        { idempotencyKey: `refund-part-${key}` },
      );
      return refund.id;
    },

    async succeededSince(since) {
      const found: IntentView[] = [];
      for await (const intent of stripe.paymentIntents.list({
        created: { gte: Math.floor(since.getTime() / 1000) },
        limit: 100,
        expand: ['data.latest_charge'],
      })) {
        if (intent.status === 'succeeded') found.push(viewOf(intent));
      }
      return found;
    },
  };
}
