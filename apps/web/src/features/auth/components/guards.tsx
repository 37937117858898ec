import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '@/components/ui/status.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { useRole } from '../api/get-admin-status.ts';

function useLoginRedirect() {
  const location = useLocation();
  return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
}

/** Shows its content to a signed-in person; sends anyone else to the login page and back after. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const toLogin = useLoginRedirect();
  if (loading) return <LoadingState label="Checking your session…" />;
  return user ? children : toLogin;
}

/** Shows its content only to people with the role `allowed` picks; a loading bar while that is being checked. */
function RequireRole({
  children,
  allowed,
}: {
  children: ReactNode;
  allowed: (role: ReturnType<typeof useRole>) => boolean;
}) {
  const { user } = useAuth();
  const role = useRole();
  const toLogin = useLoginRedirect();
  if (role.isPending) {
    return (
      <div className="flex justify-center py-24">
        <progress className="progress progress-accent w-56" aria-label="Checking your access" />
      </div>
    );
  }
  return user && allowed(role) ? children : toLogin;
}

/** Shows its content to administrators only. */
export const RequireAdmin = ({ children }: { children: ReactNode }) => (
  <RequireRole allowed={(role) => role.isAdmin}>{children}</RequireRole>
);

/** Shows its content to the kitchen staff and administrators only. */
export const RequireStaff = ({ children }: { children: ReactNode }) => (
  <RequireRole allowed={(role) => role.isStaff}>{children}</RequireRole>
);

/** A layout route that wraps its child routes in RequireAuth. */
export function SignedInOnly() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}

/** A layout route that wraps its child routes in RequireAdmin. */
export function AdminOnly() {
  return (
    <RequireAdmin>
      <Outlet />
    </RequireAdmin>
  );
}

/** A layout route that wraps its child routes in RequireStaff. */
export function StaffOnly() {
  return (
    <RequireStaff>
      <Outlet />
    </RequireStaff>
  );
}
