import type { RestaurantStatus } from '@bistro/contract/restaurant';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { apiRequest } from '@/lib/api-client.ts';
import type { QueryConfig } from '@/lib/query-client.ts';

/** GET /api/restaurant (public): hours, open or paused now, the pickup times on offer, whether guests may order. */
export const getRestaurant = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<RestaurantStatus>('/restaurant', { signal });

export const restaurantKey = ['restaurant'] as const;

/**
 * The ordering facts a server-rendered shop page was rendered with: its notice says them until
 * the status arrives, so hydrating it changes nothing (set by the server renderer, never fetched).
 */
export const renderedOrderingFactsKey = ['ordering-facts-as-rendered'] as const;

/**
 * Whether the restaurant took guests' orders when the page was rendered (set by the server
 * renderer, never fetched): the bar holds a guest's cart from the first paint.
 */
export const renderedGuestCheckoutKey = ['guest-checkout-as-rendered'] as const;

export const restaurantQueryOptions = () =>
  queryOptions({ queryKey: restaurantKey, queryFn: getRestaurant, staleTime: 30_000 });

export function useRestaurant({ queryConfig }: { queryConfig?: QueryConfig<typeof restaurantQueryOptions> } = {}) {
  return useQuery({ ...restaurantQueryOptions(), ...queryConfig });
}

/**
 * Whether a diner may order without an account (the restaurant's setting): as the page was
 * rendered until the restaurant's status says; false while neither is known.
 */
export function useGuestCheckout(): boolean {
  const rendered = useQueryClient().getQueryData<boolean>(renderedGuestCheckoutKey);
  return (useRestaurant().data?.guestCheckout ?? rendered) === true;
}

/**
 * The stock at or under which a dish says how few are left: 0 (never) until the restaurant's
 * status is known, then as a deferred value (the cards it changes render in slices, as
 * `useServingNotes` says).
 */
export function useLowStockThreshold(): number {
  return useDeferredValue(useRestaurant().data?.lowStockThreshold ?? 0);
}
