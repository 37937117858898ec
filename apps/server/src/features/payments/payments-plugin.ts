import type Stripe from 'stripe';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/connect.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { createPayments, type Payments } from './payments.ts';
import { createPaymentsRepository } from './payments-repository.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import { createStripeClient, createStripeProvider } from './providers/stripe-provider.ts';
import { createTestProvider, type TestProvider } from './providers/test-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card provider and the payments kept (see payments.ts). */
    payments: Payments;
    /** The built-in test provider, which also confirms cards itself; null with Stripe. */
    testPayments: TestProvider | null;
    /** Stripe's client (for its webhooks too); null with the built-in test provider. */
    stripe: Stripe | null;
  }
}

interface Providers {
  provider: PaymentProvider;
  testPayments: TestProvider | null;
  stripe: Stripe | null;
}

/** Stripe when configured; otherwise the built-in test provider, which is also the card confirmer. */
function choose(config: AppConfig['payments'], db: Db, clock: Clock): Providers {
  if (config.provider === 'stripe') {
    const stripe = createStripeClient(config);
    return { provider: createStripeProvider(stripe), testPayments: null, stripe };
  }
  const testPayments = createTestProvider(db, clock);
  return { provider: testPayments, testPayments, stripe: null };
}

/** Card payments: the provider chosen by configuration, and the payments kept. */
export default featurePlugin('payments', ['database', 'clock'], async (app, { config }) => {
  const { provider, testPayments, stripe } = choose(config.payments, app.database.db, app.clock);
  app.decorate('payments', createPayments(createPaymentsRepository(app.database.db), provider));
  app.decorate('testPayments', testPayments);
  app.decorate('stripe', stripe);
});
