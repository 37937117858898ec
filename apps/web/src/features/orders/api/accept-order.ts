import type { AcceptOrder, Order } from '@bistro/contract/orders';
import { apiRequest } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { ordersKey } from './get-orders.ts';

/**
 * POST /api/orders/:id/accept (staff, admins): a cook takes on an order waiting for it, with the
 * minutes the kitchen needs; a 409 says another cook was first, or the time ran out.
 */
export const acceptOrder = ({ id, ...acceptance }: AcceptOrder & { id: string }) =>
  apiRequest<Order>(`/orders/${id}/accept`, { method: 'POST', body: acceptance });

export const useAcceptOrder = () => useInvalidatingMutation(acceptOrder, ordersKey);
