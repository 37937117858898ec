import type { Order } from '@bistro/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import type { QueryConfig } from '@/lib/query-client.ts';
import { ordersKey } from './get-orders.ts';

/** GET /api/orders/:id: the order with its lines, total, status and history (its diner, staff, admins). */
export const getOrder = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<Order>(`/orders/${id}`, { signal });

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...ordersKey, 'one', id], queryFn: ({ signal }) => getOrder(id, { signal }) });

export const useOrder = (id: string, { queryConfig }: { queryConfig?: QueryConfig<typeof orderQueryOptions> } = {}) =>
  useQuery({ ...orderQueryOptions(id), ...queryConfig });
