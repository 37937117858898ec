import type { CreateRefund, RefundCreated } from '@bistro/contract/orders';
import { apiRequest } from '@/lib/api-client.ts';
import type { MutationConfig } from '@/lib/query-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { ordersKey } from './get-orders.ts';

/** What the server says of a refund: the kept answer, and whether the provider gave the money back yet. */
export type RefundAnswer = RefundCreated & { refund: { status: 'refunded' | 'pending' } };

/**
 * POST /api/orders/:id/refunds (staff, admins): lines or an amount, with the reason; the dialog's
 * one key for all its tries (`key`), so a second press or a retry refunds once.
 */
export const createRefund = ({ id, key, ...refund }: CreateRefund & { id: string; key: string }) =>
  apiRequest<RefundAnswer>(`/orders/${id}/refunds`, { method: 'POST', body: refund, idempotencyKey: key });

export const useCreateRefund = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createRefund> } = {}) =>
  useInvalidatingMutation(createRefund, ordersKey, mutationConfig);
