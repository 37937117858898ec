import type { RestaurantSettings, RestaurantStatus } from '@bistro/contract/restaurant';
import { restaurantKey } from '@/config/restaurant-status.ts';
import { apiRequest } from '@/lib/api-client.ts';
import type { MutationConfig } from '@/lib/query-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';

/** PUT /api/restaurant/settings (admin): the whole set of hours and rules; answers what diners now see. */
export const saveRestaurantSettings = (settings: RestaurantSettings) =>
  apiRequest<RestaurantStatus>('/restaurant/settings', { method: 'PUT', body: settings });

export const useSaveRestaurantSettings = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof saveRestaurantSettings>;
} = {}) => useInvalidatingMutation(saveRestaurantSettings, restaurantKey, mutationConfig);
