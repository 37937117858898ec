import type { RestaurantSettings } from '@bistro/contract/restaurant';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { restaurantKey } from '@/config/restaurant-status.ts';
import { apiRequest } from '@/lib/api-client.ts';
import type { QueryConfig } from '@/lib/query-client.ts';

/** GET /api/restaurant/settings (admin): the opening hours and pickup rules as set. */
export const getRestaurantSettings = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<RestaurantSettings>('/restaurant/settings', { signal });

export const restaurantSettingsQueryOptions = () =>
  queryOptions({ queryKey: [...restaurantKey, 'settings'], queryFn: getRestaurantSettings });

export function useRestaurantSettings({
  queryConfig,
}: {
  queryConfig?: QueryConfig<typeof restaurantSettingsQueryOptions>;
} = {}) {
  return useQuery({ ...restaurantSettingsQueryOptions(), ...queryConfig });
}
