import type { ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '@/components/ui/status.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { type MessageId, useTranslate } from '@/lib/i18n.ts';
import { useRole } from '../api/get-admin-status.ts';

function useLoginRedirect() {
  const location = useLocation();
  return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
}

/** Shows its content to a signed-in person; sends anyone else to the login page and back after. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const toLogin = useLoginRedirect();
  const t = useTranslate();
  if (loading) return <LoadingState label={t('guard.checkingSession')} />;
  return user ? children : toLogin;
}

/** Whom a page is for, and how a person who cannot open it is told so. */
const PAGE_FOR = {
  administrators: 'guard.forAdmins',
  'kitchen staff': 'guard.forStaff',
  drivers: 'guard.forDrivers',
} as const satisfies Record<string, MessageId>;
type ForWhom = keyof typeof PAGE_FOR;

/**
 * What a signed-in person sees on a page their role cannot open: which role it is for and the
 * way back, not a login form they have already passed.
 */
function NotForYou({ forWhom, email }: { forWhom: ForWhom; email: string }) {
  const t = useTranslate();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-3xl">{t(PAGE_FOR[forWhom])}</h1>
      <p className="mt-4 text-base-content/80">{t('guard.signedInAs', { email })}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.dashboard.root.getHref()} className="btn btn-primary">
          {t('guard.toDashboard')}
        </Link>
        <Link to={paths.home.getHref()} className="btn btn-ghost">
          {t('guard.home')}
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
  forWhom: ForWhom;
}) {
  const { user } = useAuth();
  const role = useRole();
  const toLogin = useLoginRedirect();
  const t = useTranslate();
  if (role.isPending) {
    return (
      <div className="flex justify-center py-24">
        <progress className="progress progress-accent w-56" aria-label={t('guard.checkingAccess')} />
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
  <RequireRole allowed={(role) => role.isStaff} forWhom="kitchen staff">
    {children}
  </RequireRole>
);

/** Shows its content to drivers, the kitchen staff and administrators only. */
export const RequireDriver = ({ children }: { children: ReactNode }) => (
  <RequireRole allowed={(role) => role.isDriver || role.isStaff} forWhom="drivers">
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
