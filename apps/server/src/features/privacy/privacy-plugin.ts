import fp from 'fastify-plugin';
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
        users: app.users,
        orders: app.orders.diners,
        bookings: app.bookings,
        payments: app.payments,
        promoCodes: app.promoCodes,
        reviews: app.reviews,
        identity: app.identity,
        send: app.sendMailInBackground,
        clock: app.clock,
      }),
    );
  },
  {
    name: 'privacy',
    dependencies: [
      'database',
      'clock',
      'mail',
      'users',
      'identity',
      'orders',
      'payments',
      'promo-codes',
      'bookings',
      'reviews',
    ],
  },
);
