import { HOUSE_NAME } from '@bistro/contract/house';
import { restaurantClock } from '@bistro/contract/restaurant-clock';
import type { PublicConfig } from '@bistro/contract/site-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => apiRequest<PublicConfig>('/config', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The server's browser-safe runtime settings (one build serves every configuration). */
export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}

/** Times on the restaurant's clock (its time zone, from the settings; UTC until they are in). */
export function useRestaurantClock() {
  const timeZone = useSiteConfig().data?.restaurant.timeZone ?? 'UTC';
  return restaurantClock(timeZone);
}

/** The restaurant's brand as its owner set it (undefined only before the configuration is in). */
export function useBrand() {
  return useSiteConfig().data?.brand;
}

/** The restaurant's name: the brand's, the spec's until the configuration is in. */
export function useRestaurantName(): string {
  return useBrand()?.name ?? HOUSE_NAME;
}
