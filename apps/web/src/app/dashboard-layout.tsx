import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, Navigate, Outlet, ScrollRestoration } from 'react-router';
import type { NavItem } from '@/components/layouts/navbar.tsx';
import { SideMenu } from '@/components/layouts/side-menu.tsx';
import { SkipLink } from '@/components/layouts/skip-link.tsx';
import { useFocusOnNavigation } from '@/components/layouts/use-focus-on-navigation.ts';
import { BrandColours } from '@/components/ui/brand-colours.tsx';
import { BrandMark } from '@/components/ui/brand-mark.tsx';
import { paths } from '@/config/paths.ts';
import { useRole } from '@/features/auth/api/get-admin-status.ts';
import { RequireAuth } from '@/features/auth/components/guards.tsx';
import { pendingRequestsQueryOptions } from '@/features/bookings/api/bookings.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { type MessageId, useTranslate } from '@/lib/i18n.ts';

/** A link of the side menu, named by its message (the spec's words in English). */
interface DashboardEntry {
  label: MessageId;
  to: string;
  /** Counts the booking requests waiting for staff on any day beside its link. */
  countsRequests?: true;
}

const userEntries: DashboardEntry[] = [
  { label: 'dashboard.userHome', to: paths.dashboard.userHome.getHref() },
  { label: 'dashboard.reservation', to: paths.dashboard.reservation.getHref() },
  { label: 'dashboard.myBooking', to: paths.dashboard.myBooking.getHref() },
  { label: 'dashboard.myCart', to: paths.dashboard.myCart.getHref() },
  { label: 'dashboard.addReview', to: paths.dashboard.addReview.getHref() },
  { label: 'dashboard.paymentHistory', to: paths.dashboard.paymentHistory.getHref() },
];
const adminEntries: DashboardEntry[] = [
  { label: 'dashboard.adminHome', to: paths.dashboard.adminHome.getHref() },
  { label: 'dashboard.addItems', to: paths.dashboard.addItem.getHref() },
  { label: 'dashboard.manageItems', to: paths.dashboard.manageItems.getHref() },
  { label: 'dashboard.menuSections', to: paths.dashboard.sections.getHref() },
  { label: 'dashboard.dishOptions', to: paths.dashboard.options.getHref() },
  { label: 'dashboard.allUsers', to: paths.dashboard.users.getHref() },
  { label: 'dashboard.restaurant', to: paths.dashboard.restaurant.getHref() },
  { label: 'dashboard.openingHours', to: paths.dashboard.settings.getHref() },
  { label: 'dashboard.reports', to: paths.dashboard.reports.getHref() },
  { label: 'dashboard.promoCodes', to: paths.dashboard.promoCodes.getHref() },
  { label: 'dashboard.backups', to: paths.dashboard.backups.getHref() },
  { label: 'dashboard.auditLog', to: paths.dashboard.auditLog.getHref() },
  { label: 'dashboard.bookingSetup', to: paths.dashboard.bookingSetup.getHref() },
  { label: 'dashboard.delivery', to: paths.dashboard.delivery.getHref() },
  { label: 'dashboard.reviews', to: paths.dashboard.reviews.getHref() },
];
const kitchenEntry: DashboardEntry = { label: 'kitchen.title', to: paths.dashboard.orders.getHref() };
const deliveriesEntry: DashboardEntry = { label: 'delivery.title', to: paths.dashboard.deliveries.getHref() };
const tablesEntry: DashboardEntry = { label: 'dashboard.tables', to: paths.dashboard.tables.getHref() };
const newOrderEntry: DashboardEntry = { label: 'newOrder.title', to: paths.dashboard.newOrder.getHref() };
const bookingsEntry: DashboardEntry = {
  label: 'bookingsBoard.title',
  to: paths.dashboard.bookings.getHref(),
  countsRequests: true,
};
const sharedEntries: DashboardEntry[] = [
  { label: 'home.title', to: paths.home.getHref() },
  { label: 'nav.ourMenu', to: paths.menu.getHref() },
  { label: 'nav.order', to: paths.order.getHref() },
];

/** `/dashboard`: the home of the person's role, Admin Home or User Home (the kitchen board for staff). */
export function DashboardIndex() {
  const { dashboardHome, isPending } = useRole();
  if (isPending) return null;
  return <Navigate to={dashboardHome} replace />;
}

/** Who is signed in, their profile and Log Out, at the foot of the side menu. */
function AccountLinks() {
  const t = useTranslate();
  const { user, logOut } = useAuth();
  return (
    <div className="mt-4 space-y-1 border-charcoal/30 border-t pt-4">
      <p className="truncate px-3 text-sm">{user?.displayName ?? user?.email}</p>
      <Link
        to={paths.profile.getHref()}
        className="block min-h-11 rounded px-3 py-2 font-display uppercase hover:bg-white/40"
      >
        {t('nav.profile')}
      </Link>
      <button
        type="button"
        onClick={() => void logOut()}
        className="block min-h-11 w-full rounded px-3 py-2 text-left font-display uppercase hover:bg-white/40"
      >
        {t('nav.logOut')}
      </button>
    </div>
  );
}

/**
 * The dashboard: a side menu by role (collapsible on a phone) beside the page. Kitchen staff see
 * only their work (the kitchen board, New Order, the bookings board, the tables and the deliveries), drivers
 * their deliveries; administrators everything.
 */
function DashboardShell() {
  const t = useTranslate();
  const { isAdmin, isStaff, isDriver } = useRole();
  const requests = useQuery({ ...pendingRequestsQueryOptions(), enabled: isStaff }).data?.length ?? 0;
  const entries = isAdmin
    ? [[...adminEntries, kitchenEntry, newOrderEntry, bookingsEntry, tablesEntry, deliveriesEntry], sharedEntries]
    : isStaff
      ? [[kitchenEntry, newOrderEntry, bookingsEntry, tablesEntry, deliveriesEntry]]
      : isDriver
        ? [[deliveriesEntry]]
        : [userEntries, sharedEntries];
  const groups: NavItem[][] = entries.map((group) =>
    group.map(({ label, to, countsRequests }) => ({
      label: t(label),
      to,
      ...(countsRequests
        ? { waiting: { count: requests, words: t('dashboard.requestsWaiting', { count: requests }) } }
        : {}),
    })),
  );
  const [open, setOpen] = useState(false);
  const menuId = useId();
  useFocusOnNavigation();
  return (
    <div className="min-h-dvh bg-base-200 md:flex">
      <BrandColours />
      <SkipLink />
      <aside className="bg-gold text-charcoal md:sticky md:top-0 md:h-dvh md:w-64 md:shrink-0 md:overflow-y-auto">
        <div className="flex items-center justify-between px-6 py-4 md:block md:py-8">
          <Link to={paths.home.getHref()}>
            <BrandMark
              nameClassName="font-display font-bold text-xl"
              subtitleClassName="font-display text-sm tracking-[0.3em]"
            />
          </Link>
          <button
            type="button"
            className="btn btn-ghost min-h-11 text-charcoal md:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((value) => !value)}
          >
            {t(open ? 'nav.closeMenu' : 'dashboard.menu')}
          </button>
        </div>
        <div id={menuId} className={`px-4 pb-6 ${open ? '' : 'hidden md:block'}`}>
          <SideMenu groups={groups} onNavigate={() => setOpen(false)} />
          <AccountLinks />
        </div>
      </aside>
      <main id="main" className="min-w-0 flex-1 px-4 py-8 md:px-10">
        <Outlet />
      </main>
      {/* The dashboard's routes sit beside the public pages' layout, not in it: its own restoration. */}
      <ScrollRestoration />
    </div>
  );
}

export default function DashboardLayout() {
  return (
    <RequireAuth>
      <DashboardShell />
    </RequireAuth>
  );
}
