import fp from 'fastify-plugin';
import { guestOrderKeys } from '../orders/index.ts';
import { createDinerPrivacy, type DinerPrivacy } from './privacy-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    privacy: DinerPrivacy;
  }
}

/** A diner's own data: its export, and its erasure for the diner and the admin alike. */
export default fp(
  async (app) => {
    app.decorate(
      'privacy',
      createDinerPrivacy({
        database: app.database,
        users: app.usersRepository,
        orders: app.ordersRepository,
        bookings: app.bookings,
        payments: app.paymentsRepository,
        reviews: app.reviews,
        identity: app.identity,
        guestKeys: guestOrderKeys(app.tokens),
        send: app.sendMailInBackground,
        restaurantName: () => app.brand.brand().name,
        clock: app.clock,
      }),
    );
  },
  {
    name: 'privacy',
    dependencies: [
      'database',
      'users',
      'orders',
      'bookings',
      'payments',
      'reviews',
      'identity',
      'mail',
      'clock',
      'brand',
    ],
  },
);
