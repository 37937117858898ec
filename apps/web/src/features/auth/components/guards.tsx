import type { ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
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

/**
 * What a signed-in person sees on a page their role cannot open: which role it is for and the
 * way back, not a login form they have already passed.
 */
function NotForYou({ forWhom, email }: { forWhom: string; email: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-3xl">This page is for {forWhom}</h1>
      <p className="mt-4 text-base-content/80">
        You are signed in as {email}, which cannot open it. If you should, ask an administrator to give your account
        that role.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.dashboard.root.getHref()} className="btn btn-primary">
          Go to your dashboard
        </Link>
        <Link to={paths.home.getHref()} className="btn btn-ghost">
          Home
        </Link>
      </div>
    </section>
  );
}

/**
 * Shows its content only to people with the role `allowed` picks; a loading bar while that is
 * being checked; the login page to nobody signed in, and to anyone else what the page is for.
 */
function RequireRole({
  children,
  allowed,
  forWhom,
}: {
  children: ReactNode;
  allowed: (role: ReturnType<typeof useRole>) => boolean;
  forWhom: string;
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
  if (!user) return toLogin;
  return allowed(role) ? children : <NotForYou forWhom={forWhom} email={user.email} />;
}

/** Shows its content to administrators only. */
export const RequireAdmin = ({ children }: { children: ReactNode }) => (
  <RequireRole allowed={(role) => role.isAdmin} forWhom="administrators">
    {children}
  </RequireRole>
);

/** Shows its content to the kitchen staff and administrators only. */
export const RequireStaff = ({ children }: { children: ReactNode }) => (
  <RequireRole allowed={(role) => role.isStaff} forWhom="the kitchen staff">
    {children}
  </RequireRole>
);

/** Shows its content to drivers, the kitchen staff and administrators only. */
export const RequireDriver = ({ children }: { children: ReactNode }) => (
  <RequireRole allowed={(role) => role.isDriver || role.isStaff} forWhom="drivers and the kitchen staff">
    {children}
  </RequireRole>
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

/** A layout route that wraps its child routes in RequireDriver. */
export function DriversOnly() {
  return (
    <RequireDriver>
      <Outlet />
    </RequireDriver>
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
