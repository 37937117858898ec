import Stripe from 'stripe';
import type { IntentView, PaymentProvider } from './payment-provider.ts';

/** Stripe, through its SDK. `apiUrl` points it at a local stand-in in tests. */
export function createStripeProvider({
  secretKey,
  apiUrl,
}: {
  secretKey: string;
  apiUrl: URL | null;
}): PaymentProvider {
  const stripe = new Stripe(secretKey, {
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

  return {
    kind: 'stripe',

    async createIntent({ amountCents, userId, email }) {
      const intent = await stripe.paymentIntents.create({
        amount: amountCents,
        currency: 'usd',
        receipt_email: email,
        metadata: { userId },
      });
      if (!intent.client_secret) throw new Error(`Stripe returned intent ${intent.id} without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrieveIntent(id): Promise<IntentView | null> {
      try {
        const intent = await stripe.paymentIntents.retrieve(id);
        return {
          id: intent.id,
          amountCents: intent.amount,
          status: intent.status,
          userId: intent.metadata.userId ?? null,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
        throw error;
      }
    },
  };
}
