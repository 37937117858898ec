import type { UserStats } from '@bistro/contract/stats';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import type { QueryConfig } from '@/lib/query-client.ts';
import { useSessionQuery } from '@/lib/use-session-query.ts';

/** GET /api/user-stats/:email */
export const getUserStats = (email: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<UserStats>(`/user-stats/${encodeURIComponent(email)}`, { signal });

export const userStatsQueryOptions = (email: string) =>
  queryOptions({ queryKey: ['user-stats', email], queryFn: ({ signal }) => getUserStats(email, { signal }) });

/** What the signed-in person bought. */
export const useUserStats = ({ queryConfig }: { queryConfig?: QueryConfig<typeof userStatsQueryOptions> } = {}) =>
  useSessionQuery((email) => ({ ...userStatsQueryOptions(email), ...queryConfig }));
