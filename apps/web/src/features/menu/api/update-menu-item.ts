import type { modifiedSchema } from '@bistro/contract/answers';
import type { UpdateMenuItem } from '@bistro/contract/menu';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import type { MutationConfig } from '@/lib/query-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { menuKey } from './get-menu.ts';

/** PATCH /api/menu/:id (admin; staff change only a dish's stock count and par level) */
export const updateMenuItem = ({ id, changes }: { id: string; changes: UpdateMenuItem }) =>
  apiRequest<z.infer<typeof modifiedSchema>>(`/menu/${id}`, { method: 'PATCH', body: changes });

export const useUpdateMenuItem = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateMenuItem>;
} = {}) => useInvalidatingMutation(updateMenuItem, menuKey, mutationConfig);
