import type { modifiedSchema } from '@bistro/contract/answers';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import type { MutationConfig } from '@/lib/query-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { usersQueryOptions } from './get-users.ts';

/** PATCH /api/users/admin/:id (admin) */
export const makeAdmin = (id: string) =>
  apiRequest<z.infer<typeof modifiedSchema>>(`/users/admin/${id}`, { method: 'PATCH' });

export const useMakeAdmin = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof makeAdmin> } = {}) =>
  useInvalidatingMutation(makeAdmin, usersQueryOptions().queryKey, mutationConfig);
