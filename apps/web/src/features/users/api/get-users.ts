import type { User } from '@bistro/contract/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import type { QueryConfig } from '@/lib/query-client.ts';

/** GET /api/users (admin) */
export const getUsers = ({ signal }: { signal?: AbortSignal } = {}) => apiRequest<User[]>('/users', { signal });

export const usersQueryOptions = () => queryOptions({ queryKey: ['users'], queryFn: getUsers, staleTime: 0 });

export const useUsers = ({ queryConfig }: { queryConfig?: QueryConfig<typeof usersQueryOptions> } = {}) =>
  useQuery({ ...usersQueryOptions(), ...queryConfig });
