import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads again the queries a change on the server made stale (every query under this key). A read
 * already on its way is cancelled first: it may have been answered before the change, and TanStack
 * Query joins it instead of reading again while the query has no data yet (the navbar's cart was
 * left one dish behind when a dish was added during the cart's first read).
 */
export async function refreshQueries(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
