import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { createDinerPrivacy, type DinerPrivacy } from './privacy-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    privacy: DinerPrivacy;
  }
}

/** A diner's own data: its export, and its erasure for the diner and the admin alike. */
export default featurePlugin(
  'privacy',
  [
    'database',
    'clock',
    'brand',
    'mail',
    'users',
    'identity',
    'payments',
    'promo-codes',
    'orders',
    'bookings',
    'reviews',
    'delivery',
    'audit',
  ],
  async (app) => {
    app.decorate(
      'privacy',
      createDinerPrivacy({
        transaction: (work) => app.database.db.transaction(work),
        users: app.users,
        orders: app.orders.diners,
        bookings: app.bookings,
        payments: app.payments,
        promoCodes: app.promoCodes,
        reviews: app.reviews,
        addresses: app.savedAddresses,
        identity: app.identity,
        audit: app.audit,
        send: app.sendMailInBackground,
        restaurantName: () => app.brand.brand().name,
        defaultLanguage: () => app.brand.languages()[0],
        clock: app.clock,
      }),
    );
  },
);
