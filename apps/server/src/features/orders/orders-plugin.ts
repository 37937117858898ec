import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env.ts';
import { guestOrderKeys } from './guest-order-keys.ts';
import { orderMail } from './order-mail.ts';
import { createOrderService, type OrderService } from './order-service.ts';
import { createOrderStream, type OrderStream } from './order-stream.ts';
import { createOrdersRepository, type OrdersRepository } from './orders-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ordersRepository: OrdersRepository;
    orderService: OrderService;
    /** The live order updates for the streams open on this process. */
    orderStream: OrderStream;
  }
}

/** Orders: kept, moved through their statuses (and refunded), and streamed live. */
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
          contact: config.site.contact,
          guestKeys: guestOrderKeys(app.tokens),
        }),
        sendMail: app.sendMailInBackground,
        log: app.log,
        timeZone: config.restaurant.timeZone,
      }),
    );
    const stream = createOrderStream({
      database: app.database,
      orders: repository,
      clock: app.clock,
      log: app.log,
    });
    await stream.start();
    app.decorate('orderStream', stream);
  },
  {
    name: 'orders',
    dependencies: ['database', 'cart', 'payments', 'stats', 'promo-codes', 'users', 'mail', 'clock', 'identity'],
  },
);
