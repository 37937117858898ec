import type { Payment } from '@bistro/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-context.ts';

export const paymentsQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['payments', email],
    queryFn: ({ signal }) => apiRequest<Payment[]>(`/payment?email=${encodeURIComponent(email)}`, { signal }),
    staleTime: 0,
  });

/** The signed-in user's payments, newest first. */
export function usePayments() {
  const { user, loading } = useAuth();
  return useQuery({ ...paymentsQueryOptions(user?.email ?? ''), enabled: !loading && user !== null });
}
