import type { Order, StaffOrderStatus } from '@bistro/contract/orders';
import { apiRequest } from '@/lib/api-client.ts';
import type { MutationConfig } from '@/lib/query-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { ordersKey } from './get-orders.ts';

/** PATCH /api/orders/:id (staff, admins): the next step, or cancelled (refunded). */
export const changeOrderStatus = ({ id, status }: { id: string; status: StaffOrderStatus }) =>
  apiRequest<Order>(`/orders/${id}`, { method: 'PATCH', body: { status } });

export const useChangeOrderStatus = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof changeOrderStatus>;
} = {}) => useInvalidatingMutation(changeOrderStatus, ordersKey, mutationConfig);
