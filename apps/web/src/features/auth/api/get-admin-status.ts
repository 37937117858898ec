import type { adminStatusSchema } from '@bistro/contract/identity';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { paths } from '@/config/paths.ts';
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
 * admin (the spec's check), whether they work the kitchen board (staff or admin), and whether
 * they drive the deliveries.
 */
export function useRole() {
  const { user, loading } = useAuth();
  const query = useSessionQuery(adminStatusQueryOptions);
  const role = query.data?.role ?? 'user';
  const isAdmin = query.data?.admin === true;
  const isStaff = role === 'staff' || role === 'admin';
  const isDriver = role === 'driver';
  return {
    role,
    isAdmin,
    isStaff,
    isDriver,
    /** Where the dashboard opens for them: Admin Home, the kitchen board, the deliveries, or User Home. */
    dashboardHome: (isAdmin
      ? paths.dashboard.adminHome
      : isStaff
        ? paths.dashboard.orders
        : isDriver
          ? paths.dashboard.deliveries
          : paths.dashboard.userHome
    ).getHref(),
    isPending: loading || (user !== null && query.isPending),
  };
}
