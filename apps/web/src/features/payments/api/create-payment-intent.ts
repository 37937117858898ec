import type { createIntentResponseSchema } from '@bistro/contract/payments';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * The client secret for paying `total`, requested once the total is above 0. The server
 * computes the amount from the cart; the total sent is only compared (409 when the cart changed).
 */
export function usePaymentIntent(total: number, cartIds: readonly string[]) {
  return useQuery({
    queryKey: ['payment-intent', total, ...cartIds],
    queryFn: () =>
      apiRequest<z.infer<typeof createIntentResponseSchema>>('/create-payment-intent', {
        method: 'POST',
        body: { price: total },
      }),
    enabled: total > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
