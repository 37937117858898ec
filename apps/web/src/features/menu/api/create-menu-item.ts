import type { insertedSchema } from '@bistro/contract/answers';
import type { CreateMenuItem } from '@bistro/contract/menu';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import type { MutationConfig } from '@/lib/query-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { menuKey } from './get-menu.ts';

/** POST /api/menu (admin) */
export const createMenuItem = (dish: CreateMenuItem) =>
  apiRequest<z.infer<typeof insertedSchema>>('/menu', { method: 'POST', body: dish });

export const useCreateMenuItem = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof createMenuItem>;
} = {}) => useInvalidatingMutation(createMenuItem, menuKey, mutationConfig);
