import type { CounterOrderResponse, OrderAddition } from '@bistro/contract/counter';
import { apiRequest } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { ordersKey } from './get-orders.ts';

/**
 * POST /api/orders/:id/additions (staff, admins): dishes added to an order due at pickup, its bill
 * made again (answered); to a paid order, an order of their own (answered, with its `payLink` when
 * paid by a link). The same `idempotencyKey` again (a double press, a retry) adds nothing more.
 */
export const addToOrder = ({
  id,
  idempotencyKey,
  ...addition
}: OrderAddition & { id: string; idempotencyKey: string }) =>
  apiRequest<CounterOrderResponse>(`/orders/${id}/additions`, { method: 'POST', body: addition, idempotencyKey });

export const useAddToOrder = () => useInvalidatingMutation(addToOrder, ordersKey);
