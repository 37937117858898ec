import type { adminStatusSchema } from '@bistro/contract/identity';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { useSessionQuery } from '@/lib/use-session-query.ts';

/** GET /api/users/admin/:email */
export const getAdminStatus = (email: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<z.infer<typeof adminStatusSchema>>(`/users/admin/${encodeURIComponent(email)}`, { signal });

export const adminStatusQueryOptions = (email: string) =>
  queryOptions({
    // The spec caches the admin check under the user's email.
    queryKey: [email, 'isAdmin'],
    queryFn: ({ signal }) => getAdminStatus(email, { signal }),
    select: (status) => status.admin,
  });

/** Whether the signed-in user is an admin; asked only once the session has settled. */
export function useIsAdmin() {
  const { user, loading } = useAuth();
  const query = useSessionQuery(adminStatusQueryOptions);
  return { isAdmin: query.data === true, isPending: loading || (user !== null && query.isPending) };
}
