import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env.ts';
import { guestOrderKeys } from './guest-order-keys.ts';
import { orderFrame } from './order-frames.ts';
import { orderMail } from './order-mail.ts';
import { createOrderService, type OrderService } from './order-service.ts';
import {
  createOrdersRepository,
  ORDER_EVENTS_CHANNEL,
  type OrderNotice,
  type OrdersRepository,
} from './orders-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ordersRepository: OrdersRepository;
    orderService: OrderService;
  }
}

/** Orders: kept, moved through their statuses (and refunded), and followed on the live stream. */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const repository = createOrdersRepository(app.database.db);
    app.decorate('ordersRepository', repository);
    app.decorate(
      'orderService',
      createOrderService({
        database: app.database,
        orders: repository,
        carts: app.cartRepository,
        payments: app.paymentsRepository,
        stats: app.statsRepository,
        promoCodes: app.promoCodes,
        users: app.usersRepository,
        provider: app.paymentProvider,
        clock: app.clock,
        mail: orderMail({
          siteUrl: config.publicUrl,
          timeZone: config.restaurant.timeZone,
          brand: () => app.brand.brand(),
          guestKeys: guestOrderKeys(app.tokens),
        }),
        sendMail: app.sendMailInBackground,
        log: app.log,
        timeZone: config.restaurant.timeZone,
        // Read when an order is paid: the restaurant's rules are registered after the orders.
        receiptIssuer: async () => {
          const { name, address, phone } = app.brand.brand();
          return { name, address, phone, taxNumber: (await app.restaurant.bill()).taxNumber };
        },
      }),
    );
    await app.liveStream.follow<OrderNotice>(ORDER_EVENTS_CHANNEL, async (notice) => {
      const order = await repository.view(notice.orderId);
      return order && orderFrame(notice.eventId, order);
    });
  },
  {
    name: 'orders',
    dependencies: [
      'database',
      'cart',
      'payments',
      'stats',
      'promo-codes',
      'users',
      'mail',
      'clock',
      'identity',
      'live',
      'brand',
    ],
  },
);
