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
  });

/**
 * The signed-in person's role, asked only once the session has settled: whether they are an
 * admin (the spec's check), and whether they work the kitchen board (staff or admin).
 */
export function useRole() {
  const { user, loading } = useAuth();
  const query = useSessionQuery(adminStatusQueryOptions);
  const role = query.data?.role ?? 'user';
  return {
    role,
    isAdmin: query.data?.admin === true,
    isStaff: role === 'staff' || role === 'admin',
    isPending: loading || (user !== null && query.isPending),
  };
}
