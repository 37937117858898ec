import type { ChangeOrderStatus, Order } from '@bistro/contract/orders';
import { apiRequest } from '@/lib/api-client.ts';
import type { MutationConfig } from '@/lib/query-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { ordersKey } from './get-orders.ts';

/**
 * PATCH /api/orders/:id (staff, admins): the next step, or cancelled (refunded) with its reason
 * and the kitchen's note for the diner.
 */
export const changeOrderStatus = ({ id, ...change }: ChangeOrderStatus & { id: string }) =>
  apiRequest<Order>(`/orders/${id}`, { method: 'PATCH', body: change });

export const useChangeOrderStatus = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof changeOrderStatus>;
} = {}) => useInvalidatingMutation(changeOrderStatus, ordersKey, mutationConfig);
