import type { AdminStats } from '@bistro/contract/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import type { QueryConfig } from '@/lib/query-client.ts';

/** GET /api/admin-stats (admin) */
export const getAdminStats = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<AdminStats>('/admin-stats', { signal });

export const adminStatsQueryOptions = () => queryOptions({ queryKey: ['admin-stats'], queryFn: getAdminStats });

export const useAdminStats = ({ queryConfig }: { queryConfig?: QueryConfig<typeof adminStatsQueryOptions> } = {}) =>
  useQuery({ ...adminStatsQueryOptions(), ...queryConfig });
