import type { modifiedSchema } from '@bistro/contract/answers';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import type { MutationConfig } from '@/lib/query-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { cartKey } from './get-cart.ts';

/** PATCH /api/carts/:id: how many of the line's dish. */
export const updateCartQuantity = ({ id, quantity }: { id: string; quantity: number }) =>
  apiRequest<z.infer<typeof modifiedSchema>>(`/carts/${id}`, { method: 'PATCH', body: { quantity } });

export const useUpdateCartQuantity = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateCartQuantity>;
} = {}) => useInvalidatingMutation(updateCartQuantity, cartKey, mutationConfig);
