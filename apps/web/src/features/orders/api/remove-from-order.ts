import type { OrderRemoval } from '@bistro/contract/counter';
import type { Order } from '@bistro/contract/orders';
import { apiRequest } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { ordersKey } from './get-orders.ts';

/**
 * POST /api/orders/:id/removals (staff, admins): dishes taken off an order not yet picked up (a due
 * order's bill made again, a paid order's lines refunded); the dialog's one key for all its tries
 * (`key`), so a second press takes nothing more off.
 */
export const removeFromOrder = ({ id, key, ...removal }: OrderRemoval & { id: string; key: string }) =>
  apiRequest<Order>(`/orders/${id}/removals`, { method: 'POST', body: removal, idempotencyKey: key });

export const useRemoveFromOrder = () => useInvalidatingMutation(removeFromOrder, ordersKey);
