import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env.ts';
import { type Checkout, createCheckout } from './checkout.ts';
import { guestOrderKeys } from './guest-order-keys.ts';

declare module 'fastify' {
  interface FastifyInstance {
    checkout: Checkout;
  }
}

/**
 * Checkout, and the reconciliation that settles charges no one recorded: once when the app is
 * ready and then on a timer (RECONCILE_INTERVAL_SECONDS), stopped when the app closes.
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const checkout = createCheckout({
      database: app.database,
      carts: app.cartRepository,
      menu: app.menuRepository,
      orders: app.ordersRepository,
      orderService: app.orderService,
      restaurant: app.restaurant,
      provider: app.paymentProvider,
      promoCodes: app.promoCodes,
      guestKeys: guestOrderKeys(app.tokens),
      clock: app.clock,
      log: app.log,
    });
    app.decorate('checkout', checkout);

    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const reconcile = () => {
      running = checkout
        .reconcile(app.clock.now())
        .catch((error: unknown) => app.log.error({ err: error }, 'reconciliation failed; will try again'));
    };
    app.addHook('onReady', async () => {
      reconcile();
      timer = setInterval(reconcile, config.payments.reconcileIntervalSeconds * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  {
    name: 'checkout',
    dependencies: ['orders', 'payments', 'promo-codes', 'cart', 'menu-repository', 'restaurant', 'clock'],
  },
);
