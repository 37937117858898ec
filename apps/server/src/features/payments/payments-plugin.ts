import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/connect.ts';
import { type Checkout, createCheckout } from './checkout.ts';
import { createPaymentsRepository, type PaymentsRepository } from './payments-repository.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import { createStripeProvider } from './providers/stripe-provider.ts';
import { createTestProvider, type TestProvider } from './providers/test-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    paymentsRepository: PaymentsRepository;
    /** The configured card payment provider: the built-in test provider, or Stripe. */
    paymentProvider: PaymentProvider;
    /** The built-in test provider, which also confirms cards itself; null with Stripe. */
    testPayments: TestProvider | null;
    checkout: Checkout;
  }
}

/** Stripe when configured; otherwise the built-in test provider, which is also the card confirmer. */
function choose(
  config: AppConfig['payments'],
  db: Db,
): { provider: PaymentProvider; testPayments: TestProvider | null } {
  if (config.provider === 'stripe') return { provider: createStripeProvider(config), testPayments: null };
  const testPayments = createTestProvider(db);
  return { provider: testPayments, testPayments };
}

/** Card payments: the provider chosen by configuration, the payments kept, and checkout. */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const { provider, testPayments } = choose(config.payments, app.database.db);
    const repository = createPaymentsRepository(app.database.db);
    app.decorate('paymentsRepository', repository);
    app.decorate('paymentProvider', provider);
    app.decorate('testPayments', testPayments);
    app.decorate(
      'checkout',
      createCheckout({ database: app.database, carts: app.cartRepository, payments: repository, provider }),
    );
  },
  { name: 'payments', dependencies: ['database', 'cart'] },
);
