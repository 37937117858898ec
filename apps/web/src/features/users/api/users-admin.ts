import type { deletedSchema, modifiedSchema } from '@bistro/contract/answers';
import type { User } from '@bistro/contract/identity';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: ['users'],
    queryFn: ({ signal }) => apiRequest<User[]>('/users', { signal }),
    staleTime: 0,
  });

export const useUsers = () => useQuery(usersQueryOptions());

function useUsersMutation<Answer>(mutationFn: (id: string) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
  });
}

export const useMakeAdmin = () =>
  useUsersMutation((id) => apiRequest<z.infer<typeof modifiedSchema>>(`/users/admin/${id}`, { method: 'PATCH' }));

export const useDeleteUser = () =>
  useUsersMutation((id) => apiRequest<z.infer<typeof deletedSchema>>(`/users/${id}`, { method: 'DELETE' }));
