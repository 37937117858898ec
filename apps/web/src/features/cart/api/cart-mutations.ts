import type { deletedSchema, insertedSchema } from '@bistro/contract/answers';
import type { MenuItem } from '@bistro/contract/menu';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { cartKey } from './get-cart.ts';

/** POST /api/carts with the spec's payload; the server builds the line from the menu. */
export function useAddToCartMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, item }: { email: string; item: MenuItem }) =>
      apiRequest<z.infer<typeof insertedSchema>>('/carts', {
        method: 'POST',
        body: { email, menuID: item._id, name: item.name, image: item.image, price: item.price },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}

/** DELETE /api/carts/:id. */
export function useRemoveFromCartMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<z.infer<typeof deletedSchema>>(`/carts/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}
