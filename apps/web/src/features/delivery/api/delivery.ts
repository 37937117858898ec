import type {
  Coordinates,
  DeliveryAddress,
  DeliveryQuote,
  DeliverySetup,
  PublicDeliverySetup,
} from '@bistro/contract/delivery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';

/** The key of every delivery query: a saved set-up refreshes the owner's page and the checkout's. */
export const deliveryKey = ['delivery'] as const;

/** The set-up as its owner reads it: with the notes, and whether a geocoder is set (GEOCODER_URL). */
export type OwnerDeliverySetup = DeliverySetup & { geocoder: boolean };

/** GET /api/delivery/setup/full (admins). */
export const deliverySetupQueryOptions = () =>
  queryOptions({
    queryKey: [...deliveryKey, 'setup', 'full'],
    queryFn: ({ signal }) => apiRequest<OwnerDeliverySetup>('/delivery/setup/full', { signal }),
  });

/** PUT /api/delivery/setup (admins). */
const saveDeliverySetup = (setup: DeliverySetup) =>
  apiRequest<DeliverySetup>('/delivery/setup', { method: 'PUT', body: setup });
export const useSaveDeliverySetup = () => useInvalidatingMutation(saveDeliverySetup, deliveryKey);

/** POST /api/delivery/locate (admins): the restaurant's address placed by the geocoder. */
export const locateRestaurant = (address: DeliveryAddress) =>
  apiRequest<Coordinates>('/delivery/locate', { method: 'POST', body: { address } });

/** GET /api/delivery/setup (public): whether the restaurant delivers, its zones. */
export const usePublicDeliverySetup = () =>
  useQuery(
    queryOptions({
      queryKey: [...deliveryKey, 'setup'],
      queryFn: ({ signal }) => apiRequest<PublicDeliverySetup>('/delivery/setup', { signal, authenticated: false }),
    }),
  );

/** POST /api/delivery/quote (public): the zone, fee, minimum and arrival estimate for an address. */
export const quoteDelivery = (address: DeliveryAddress) =>
  apiRequest<DeliveryQuote>('/delivery/quote', { method: 'POST', body: { address }, authenticated: false });
