import type { Payment } from '@bistro/contract/payments';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import type { QueryConfig } from '@/lib/query-client.ts';
import { useSessionQuery } from '@/lib/use-session-query.ts';

/** GET /api/payment?email= */
export const getPayments = (email: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<Payment[]>(`/payment?email=${encodeURIComponent(email)}`, { signal });

export const paymentsQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['payments', email],
    queryFn: ({ signal }) => getPayments(email, { signal }),
    staleTime: 0,
  });

/** The signed-in user's payments, newest first. */
export const usePayments = ({ queryConfig }: { queryConfig?: QueryConfig<typeof paymentsQueryOptions> } = {}) =>
  useSessionQuery((email) => ({ ...paymentsQueryOptions(email), ...queryConfig }));
