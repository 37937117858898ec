import type { OrderStats } from '@bistro/contract/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import type { QueryConfig } from '@/lib/query-client.ts';

/** GET /api/order-stats (admin) */
export const getOrderStats = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<OrderStats>('/order-stats', { signal });

export const orderStatsQueryOptions = () => queryOptions({ queryKey: ['order-stats'], queryFn: getOrderStats });

export const useOrderStats = ({ queryConfig }: { queryConfig?: QueryConfig<typeof orderStatsQueryOptions> } = {}) =>
  useQuery({ ...orderStatsQueryOptions(), ...queryConfig });
