import type { Order } from '@bistro/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { ordersKey } from './get-orders.ts';

/** How often a driver's list asks again: drivers hear no live stream of every order. */
const DELIVERIES_REFRESH_MS = 20_000;

/**
 * GET /api/deliveries (drivers, staff, admins): the deliveries in the order a driver takes them:
 * theirs on the way, then those ready to go out, by the arrival promised.
 */
export const getDeliveries = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<Order[]>('/deliveries', { signal });

export const deliveriesQueryOptions = () =>
  queryOptions({
    // Under the orders' key: a move of an order (useChangeOrderStatus) refreshes the list.
    queryKey: [...ordersKey, 'deliveries'],
    queryFn: ({ signal }) => getDeliveries({ signal }),
    staleTime: 0,
    refetchInterval: DELIVERIES_REFRESH_MS,
  });

export const useDeliveries = () => useQuery(deliveriesQueryOptions());
