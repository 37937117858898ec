import type { Order, OrderStatus } from '@bistro/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import type { QueryConfig } from '@/lib/query-client.ts';

/** Every orders list shares this key's start, so a live update can reach all of them. */
export const ordersKey = ['orders'] as const;

export interface OrdersFilter {
  statuses?: readonly OrderStatus[];
  /** A day, YYYY-MM-DD, in the restaurant's time zone. */
  date?: string;
}

/** GET /api/orders: staff and admins see every paid order, anyone else their own. */
export function getOrders(filter: OrdersFilter, { signal }: { signal?: AbortSignal } = {}) {
  const query = new URLSearchParams();
  for (const status of filter.statuses ?? []) query.append('status', status);
  if (filter.date) query.set('date', filter.date);
  return apiRequest<Order[]>(`/orders${query.size > 0 ? `?${query}` : ''}`, { signal });
}

export const ordersQueryOptions = (filter: OrdersFilter) =>
  queryOptions({
    queryKey: [...ordersKey, 'list', filter],
    queryFn: ({ signal }) => getOrders(filter, { signal }),
    staleTime: 0,
  });

export const useOrders = (
  filter: OrdersFilter,
  { queryConfig }: { queryConfig?: QueryConfig<typeof ordersQueryOptions> } = {},
) => useQuery({ ...ordersQueryOptions(filter), ...queryConfig });
