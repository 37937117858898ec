import type { deletedSchema } from '@bistro/contract/answers';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import type { MutationConfig } from '@/lib/query-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { menuKey } from './get-menu.ts';

/** DELETE /api/menu/:id (admin) */
export const deleteMenuItem = (id: string) =>
  apiRequest<z.infer<typeof deletedSchema>>(`/menu/${id}`, { method: 'DELETE' });

export const useDeleteMenuItem = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof deleteMenuItem>;
} = {}) => useInvalidatingMutation(deleteMenuItem, menuKey, mutationConfig);
