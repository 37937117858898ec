import type { TableAtHand } from '@bistro/contract/tables';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/lib/api-client.ts';

/**
 * The tab is read again at each change its table's stream tells (`useTableStream`); this often
 * besides, in case the stream is down (a proxy that closes it, a phone that slept).
 */
export const TAB_REFRESH_MS = 30_000;

/** GET /api/t/:code (no account): the table whose card carries the code, and its tab while it is open. */
export const getTableAtHand = (code: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<TableAtHand>(`/t/${encodeURIComponent(code)}`, { signal, authenticated: false });

export const tableAtHandKey = (code: string) => ['table-at-hand', code] as const;

/** Whether the server said no table has this code (unknown, or renewed): asking again will not change it. */
export const isUnknownCode = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

export const tableAtHandQueryOptions = (code: string) =>
  queryOptions({
    queryKey: tableAtHandKey(code),
    queryFn: ({ signal }) => getTableAtHand(code, { signal }),
    refetchInterval: (query) => (isUnknownCode(query.state.error) ? false : TAB_REFRESH_MS),
    retry: (failures, error) => !isUnknownCode(error) && failures < 2,
  });

/** The table and its tab (the kitchen's progress, the other phones' rounds and payments: `useTableStream` reads it again). */
export const useTableAtHand = (code: string) => useQuery(tableAtHandQueryOptions(code));
