import type { deletedSchema } from '@bistro/contract/answers';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import type { MutationConfig } from '@/lib/query-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { usersQueryOptions } from './get-users.ts';

/** DELETE /api/users/:id (admin) */
export const deleteUser = (id: string) =>
  apiRequest<z.infer<typeof deletedSchema>>(`/users/${id}`, { method: 'DELETE' });

export const useDeleteUser = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteUser> } = {}) =>
  useInvalidatingMutation(deleteUser, usersQueryOptions().queryKey, mutationConfig);
