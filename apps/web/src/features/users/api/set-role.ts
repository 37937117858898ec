import type { modifiedSchema } from '@bistro/contract/answers';
import type { Role } from '@bistro/contract/identity';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import type { MutationConfig } from '@/lib/query-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { usersQueryOptions } from './get-users.ts';

/** PATCH /api/users/:id/role (admin): customer, kitchen staff or administrator; never the last admin demoted. */
export const setRole = ({ id, role }: { id: string; role: Role }) =>
  apiRequest<z.infer<typeof modifiedSchema>>(`/users/${id}/role`, { method: 'PATCH', body: { role } });

export const useSetRole = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof setRole> } = {}) =>
  useInvalidatingMutation(setRole, usersQueryOptions().queryKey, mutationConfig);
