import type { adminStatusSchema } from '@bistro/contract/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-context.ts';

export const adminStatusQueryOptions = (email: string) =>
  queryOptions({
    // The spec caches the admin check under the user's email.
    queryKey: [email, 'isAdmin'],
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof adminStatusSchema>>(`/users/admin/${encodeURIComponent(email)}`, { signal }),
    select: (status) => status.admin,
  });

/** Whether the signed-in user is an admin; asked only once the session has settled. */
export function useIsAdmin() {
  const { user, loading } = useAuth();
  const query = useQuery({ ...adminStatusQueryOptions(user?.email ?? ''), enabled: !loading && user !== null });
  return { isAdmin: query.data === true, isPending: loading || (user !== null && query.isPending) };
}
