import type { deletedSchema, insertedSchema } from '@bistro/contract/answers';
import type { OptionGroupAdmin, OptionGroupInput } from '@bistro/contract/options';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { refreshQueries } from '@/lib/refresh-queries.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { menuKey } from './get-menu.ts';
import { setChoiceAvailability } from './set-choice-availability.ts';
import { setChoiceStock } from './set-choice-stock.ts';

/** GET /api/option-groups (staff, admin): every group, its choices, and the dishes it is on. */
export const optionGroupsQueryOptions = () =>
  queryOptions({
    queryKey: ['option-groups'],
    queryFn: ({ signal }) => apiRequest<OptionGroupAdmin[]>('/option-groups', { signal }),
  });

export const useOptionGroups = () => useQuery(optionGroupsQueryOptions());

/** POST /api/option-groups, or PUT /api/option-groups/:id with `id` (admin). */
export const saveOptionGroup = async ({ id, group }: { id?: string | undefined; group: OptionGroupInput }) =>
  id
    ? (await apiRequest<OptionGroupAdmin>(`/option-groups/${id}`, { method: 'PUT', body: group })).id
    : (await apiRequest<z.infer<typeof insertedSchema>>('/option-groups', { method: 'POST', body: group })).insertedId;

/** DELETE /api/option-groups/:id (admin). */
export const deleteOptionGroup = (id: string) =>
  apiRequest<z.infer<typeof deletedSchema>>(`/option-groups/${id}`, { method: 'DELETE' });

/** A change to the groups changes the menu too (its dishes carry them). */
function useGroupMutation<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(mutationFn, optionGroupsQueryOptions().queryKey, {
    onSuccess: () => refreshQueries(queryClient, menuKey),
  });
}

export const useSaveOptionGroup = () => useGroupMutation(saveOptionGroup);
export const useDeleteOptionGroup = () => useGroupMutation(deleteOptionGroup);
export const useSetChoiceAvailability = () => useGroupMutation(setChoiceAvailability);
export const useSetChoiceStock = () => useGroupMutation(setChoiceStock);
