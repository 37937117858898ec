import type { CounterSettlement, SettledOrder } from '@bistro/contract/counter';
import { apiRequest } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { ordersKey } from './get-orders.ts';

/** POST /api/orders/:id/settle (staff, admins): takes the payment of an order due at pickup; the change for cash. */
export const settleOrder = ({ id, ...settlement }: CounterSettlement & { id: string }) =>
  apiRequest<SettledOrder>(`/orders/${id}/settle`, { method: 'POST', body: settlement });

export const useSettleOrder = () => useInvalidatingMutation(settleOrder, ordersKey);
