import type { deletedSchema } from '@bistro/contract/answers';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import type { MutationConfig } from '@/lib/query-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { cartKey } from './get-cart.ts';

/** DELETE /api/carts/:id */
export const removeFromCart = (id: string) =>
  apiRequest<z.infer<typeof deletedSchema>>(`/carts/${id}`, { method: 'DELETE' });

export const useRemoveFromCart = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof removeFromCart>;
} = {}) => useInvalidatingMutation(removeFromCart, cartKey, mutationConfig);
