import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { createDeliveryRepository } from './delivery-repository.ts';
import { createDeliveryService, type DeliveryService } from './delivery-service.ts';
import { nominatimGeocoder } from './geocoder.ts';
import { createSavedAddressesRepository, type SavedAddressesRepository } from './saved-addresses-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivery: the owner's zones and fees, and the terms an address gets. */
    delivery: DeliveryService;
    /** The addresses signed-in diners keep, to choose at checkout. */
    savedAddresses: SavedAddressesRepository;
  }
}

export default featurePlugin('delivery', ['database', 'clock', 'restaurant'], async (app, { config }) => {
  const { geocoder } = config.delivery;
  app.decorate(
    'delivery',
    createDeliveryService({
      repository: createDeliveryRepository(app.database.db),
      geocoder: geocoder ? nominatimGeocoder(geocoder) : null,
      clock: app.clock,
      restaurant: app.restaurant,
    }),
  );
  app.decorate('savedAddresses', createSavedAddressesRepository(app.database.db));
});
