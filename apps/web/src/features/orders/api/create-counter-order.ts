import type { CounterOrder, CounterOrderResponse } from '@bistro/contract/counter';
import { apiRequest } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { ordersKey } from './get-orders.ts';

/**
 * POST /api/counter-orders (staff, admins): an order taken on the phone or at the counter, with
 * its payment; the same `idempotencyKey` again (a double press, a retry) answers the same order.
 */
export const createCounterOrder = ({ idempotencyKey, ...order }: CounterOrder & { idempotencyKey: string }) =>
  apiRequest<CounterOrderResponse>('/counter-orders', { method: 'POST', body: order, idempotencyKey });

export const useCreateCounterOrder = () => useInvalidatingMutation(createCounterOrder, ordersKey);
