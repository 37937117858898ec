import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { createRestaurantRepository, RESTAURANT_CHANGED_CHANNEL } from './restaurant-repository.ts';
import { createRestaurantRules, type RestaurantRules } from './restaurant-rules.ts';

declare module 'fastify' {
  interface FastifyInstance {
    restaurant: RestaurantRules;
  }
}

/** The restaurant's rules (hours, pickup times, pause), read again in every process when they change. */
export default featurePlugin('restaurant', ['database', 'clock', 'audit'], async (app, { config }) => {
  const repository = createRestaurantRepository(app.database, app.clock);
  await app.database.listen(RESTAURANT_CHANGED_CHANNEL, () => repository.invalidate());
  app.decorate(
    'restaurant',
    createRestaurantRules({
      repository,
      timeZone: config.restaurant.timeZone,
      guestCheckoutByDefault: config.restaurant.guestCheckout,
      billByDefault: config.restaurant.bill,
      audit: app.audit,
      transaction: (work) => app.database.db.transaction(work),
    }),
  );
});
