import type { insertedSchema } from '@bistro/contract/answers';
import type { MenuItem } from '@bistro/contract/menu';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import type { MutationConfig } from '@/lib/query-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { cartKey } from './get-cart.ts';

type DishToAdd = Pick<MenuItem, '_id' | 'name' | 'image' | 'price'>;

/**
 * POST /api/carts with the spec's payload (and how many, when more than one, and the choices of
 * a dish with options); the server builds and prices the line from the menu.
 */
export const addToCart = ({
  email,
  item,
  quantity,
  choices,
}: {
  email: string;
  item: DishToAdd;
  quantity?: number;
  choices?: string[];
}) =>
  apiRequest<z.infer<typeof insertedSchema>>('/carts', {
    method: 'POST',
    body: { email, menuID: item._id, name: item.name, image: item.image, price: item.price, quantity, choices },
  });

export const useAddToCart = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof addToCart> } = {}) =>
  useInvalidatingMutation(addToCart, cartKey, mutationConfig);
