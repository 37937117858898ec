import type { createIntentResponseSchema } from '@bistro/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * POST /api/create-payment-intent: the client secret for paying `total`. The server computes the
 * amount from the cart; the total sent is only compared (409 when the cart changed).
 */
export const createPaymentIntent = (total: number) =>
  apiRequest<z.infer<typeof createIntentResponseSchema>>('/create-payment-intent', {
    method: 'POST',
    body: { price: total },
  });

/** Kept as a query: one intent per cart state, asked for once the total is above 0. */
export const paymentIntentQueryOptions = (total: number, cartIds: readonly string[]) =>
  queryOptions({
    queryKey: ['payment-intent', total, ...cartIds],
    queryFn: () => createPaymentIntent(total),
    enabled: total > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const usePaymentIntent = (total: number, cartIds: readonly string[]) =>
  useQuery(paymentIntentQueryOptions(total, cartIds));
