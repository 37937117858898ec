import type { AuditLog, AuditQuery } from '@bistro/contract/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** The query string of a filter: only what is set. */
export const auditQueryString = (query: AuditQuery) =>
  new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();

/** GET /api/audit-log (admin): the entries of the days, kind and person asked for, newest first. */
export const getAuditLog = (query: AuditQuery, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<AuditLog>(`/audit-log?${auditQueryString(query)}`, { signal });

export const auditLogQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: ['audit-log', query.from ?? '', query.to ?? '', query.action ?? '', query.actor ?? ''],
    queryFn: ({ signal }) => getAuditLog(query, { signal }),
    staleTime: 0,
  });

/** The entries for a filter; the last ones stay on screen while the next filter loads. */
export const useAuditLog = (query: AuditQuery | null) =>
  useQuery({
    ...auditLogQueryOptions(query ?? {}),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
