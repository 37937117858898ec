import { onceByKey } from '../../db/idempotency.ts';
import { type ScheduledJob, scheduleJob } from '../../jobs/scheduled-job.ts';
import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { createCharges } from './flows/charges.ts';
import { createCheckout } from './flows/checkout.ts';
import { createCounter } from './flows/counter.ts';
import { createDinerOrders } from './flows/diners.ts';
import { createKitchen } from './flows/kitchen.ts';
import type { OrderParts } from './flows/order-parts.ts';
import { createRefunds } from './flows/refunds.ts';
import { createRounds } from './flows/rounds.ts';
import { createTabChecks } from './flows/tab-checks.ts';
import { guestOrderKeys } from './guest-order-keys.ts';
import { orderFrame } from './order-frames.ts';
import { orderMail } from './order-mail.ts';
import { createOrdersRepository, ORDER_TOPIC, type OrdersRepository } from './orders-repository.ts';

/** The orders feature's flows: each composes the steps of an order's life (steps/). */
function createOrderFlows(parts: OrderParts) {
  const charges = createCharges(parts);
  const refunds = createRefunds(parts);
  return {
    /** The online checkout, signed in or as a guest. */
    checkout: createCheckout(parts, charges),
    /** Orders staff enter at the counter or on the phone, and the payments they take. */
    counter: createCounter(parts, refunds),
    /** The lists, one order, and the kitchen's moves. */
    kitchen: createKitchen(parts),
    /** Card charges the provider reports, and the reconciliation. */
    charges,
    /** One diner's orders: joining an account, export, erasure. */
    diners: createDinerOrders(parts),
    /** Staff refund part of a paid order. */
    refunds,
    /** The rounds ordered at a table, each an order of its tab. */
    rounds: createRounds(parts),
  };
}

export type OrderFlows = ReturnType<typeof createOrderFlows>;

declare module 'fastify' {
  interface FastifyInstance {
    ordersRepository: OrdersRepository;
    /** An order's life, from the checkout to the kitchen and the refund (see flows/). */
    orders: OrderFlows;
    /**
     * Cancels and refunds now the orders no cook accepted in time, each once; answers how many
     * (the job does it on its own, at each order's `acceptBy`).
     */
    cancelUnacceptedOrders(): Promise<number>;
  }
}

/** When nothing waits for a cook's Accept, how far ahead the job looks again (a process may have taken an order meanwhile). */
const ACCEPTANCE_IDLE_MS = 60_000;

/**
 * Orders: how they are made, paid, accepted, moved through their statuses, cancelled and
 * refunded, and followed on the live stream; the reconciliation that settles charges no one
 * recorded runs once when the app is ready and then on a timer (RECONCILE_INTERVAL_SECONDS),
 * stopped when the app closes; the orders no cook accepted in time are cancelled by a job every
 * process schedules and one runs at a time; a guest's orders join the account that proves their address.
 */
export default featurePlugin(
  'orders',
  [
    'database',
    'clock',
    'brand',
    'mail',
    'notifications',
    'identity',
    'live',
    'restaurant',
    'menu',
    'cart',
    'delivery',
    'stats',
    'promo-codes',
    'payments',
    'audit',
  ],
  async (app, { config }) => {
    const tabChecks = createTabChecks();
    const repository = createOrdersRepository(app.database.db, app.liveStream, tabChecks);
    const guestKeys = guestOrderKeys(app.tokens);
    const flows = createOrderFlows({
      database: app.database,
      transaction: (work) => app.database.db.transaction(work),
      onceByKey: (idempotent, work) => onceByKey(app.database.db, idempotent, work),
      orders: repository,
      carts: app.cart,
      menu: app.menu,
      payments: app.payments,
      provider: app.payments.provider,
      promoCodes: app.promoCodes,
      restaurant: app.restaurant,
      delivery: app.delivery,
      stats: app.stats,
      audit: app.audit,
      guestKeys,
      clock: app.clock,
      mail: orderMail({
        siteUrl: config.publicUrl,
        timeZone: config.restaurant.timeZone,
        brand: () => app.brand.brand(),
        guestKeys,
      }),
      // An order staff entered may have no address: it gets no mail.
      sendMail: (message) => {
        if (message.to) app.sendMailInBackground(message);
      },
      notifications: app.notifications,
      log: app.log,
      tabChecks,
      timeZone: config.restaurant.timeZone,
      languages: () => app.brand.languages(),
      receiptIssuer: async () => {
        const { name, address, phone } = app.brand.brand();
        return { name, address, phone, taxNumber: (await app.restaurant.bill()).taxNumber };
      },
    });
    app.decorate('ordersRepository', repository);
    app.decorate('orders', flows);
    app.signIn.whenAddressProven(({ userId, email }) => flows.diners.joinGuestOrders(userId, email));
    app.payments.whenIntentSucceeds(flows.charges.settleSucceededIntent);
    app.liveStream.topic(ORDER_TOPIC, async (orderId, eventId) => {
      const order = await repository.view(orderId);
      return order && orderFrame(eventId, order);
    });

    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const reconcile = () => {
      running = flows.charges
        .reconcile(app.clock.now())
        .catch((error: unknown) => app.log.error({ err: error }, 'reconciliation failed; will try again'));
    };
    const acceptance = {
      name: 'order-acceptance',
      database: app.database,
      clock: app.clock,
      log: app.log,
      dueAt: async () => (await repository.nextAcceptBy()) ?? new Date(app.clock.now().getTime() + ACCEPTANCE_IDLE_MS),
      run: () => flows.kitchen.cancelUnaccepted(app.clock.now()),
    };
    let acceptanceJob: ScheduledJob<number> | null = null;
    app.decorate('cancelUnacceptedOrders', () => app.database.withLock(`job:${acceptance.name}`, acceptance.run));
    app.addHook('onReady', async () => {
      reconcile();
      timer = setInterval(reconcile, config.payments.reconcileIntervalSeconds * 1000);
      timer.unref();
      acceptanceJob = scheduleJob(acceptance);
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      acceptanceJob?.stop();
      await running;
    });
  },
);
