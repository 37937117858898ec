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

const userEntries: NavItem[] = [
  { label: 'User Home', to: paths.dashboard.userHome.getHref() },
  { label: 'Reservation', to: paths.dashboard.reservation.getHref() },
  { label: 'My Booking', to: paths.dashboard.myBooking.getHref() },
  { label: 'My Cart', to: paths.dashboard.myCart.getHref() },
  { label: 'Add Review', to: paths.dashboard.addReview.getHref() },
  { label: 'Payment History', to: paths.dashboard.paymentHistory.getHref() },
];
const adminEntries: NavItem[] = [
  { label: 'Admin Home', to: paths.dashboard.adminHome.getHref() },
  { label: 'Add Items', to: paths.dashboard.addItem.getHref() },
  { label: 'Manage Items', to: paths.dashboard.manageItems.getHref() },
  { label: 'Menu Sections', to: paths.dashboard.sections.getHref() },
  { label: 'Dish Options', to: paths.dashboard.options.getHref() },
  { label: 'All Users', to: paths.dashboard.users.getHref() },
  { label: 'Restaurant', to: paths.dashboard.restaurant.getHref() },
  { label: 'Opening Hours', to: paths.dashboard.settings.getHref() },
  { label: 'Reports', to: paths.dashboard.reports.getHref() },
  { label: 'Promo Codes', to: paths.dashboard.promoCodes.getHref() },
  { label: 'Backups', to: paths.dashboard.backups.getHref() },
  { label: 'Audit Log', to: paths.dashboard.auditLog.getHref() },
  { label: 'Booking Set-up', to: paths.dashboard.bookingSetup.getHref() },
  { label: 'Delivery', to: paths.dashboard.delivery.getHref() },
  { label: 'Reviews', to: paths.dashboard.reviews.getHref() },
];
const kitchenEntry: NavItem = { label: 'Kitchen Board', to: paths.dashboard.orders.getHref() };
const deliveriesEntry: NavItem = { label: 'Deliveries', to: paths.dashboard.deliveries.getHref() };
const tablesEntry: NavItem = { label: 'Tables', to: paths.dashboard.tables.getHref() };
const newOrderEntry: NavItem = { label: 'New Order', to: paths.dashboard.newOrder.getHref() };
/** The bookings board, with the count of requests waiting for staff on any day. */
const bookingsEntry = (requests: number): NavItem => ({
  label: 'Bookings',
  to: paths.dashboard.bookings.getHref(),
  waiting: { count: requests, words: requests === 1 ? 'request waiting' : 'requests waiting' },
});
const sharedEntries: NavItem[] = [
  { label: 'Home', to: paths.home.getHref() },
  { label: 'Our Menu', to: paths.menu.getHref() },
  { label: 'Order', to: paths.order.getHref() },
];

/** `/dashboard`: the home of the person's role, Admin Home or User Home (the kitchen board for staff). */
export function DashboardIndex() {
  const { dashboardHome, isPending } = useRole();
  if (isPending) return null;
  return <Navigate to={dashboardHome} replace />;
}

/** Who is signed in, their profile and Log Out, at the foot of the side menu. */
function AccountLinks() {
  const { user, logOut } = useAuth();
  return (
    <div className="mt-4 space-y-1 border-charcoal/30 border-t pt-4">
      <p className="truncate px-3 text-sm">{user?.displayName ?? user?.email}</p>
      <Link
        to={paths.profile.getHref()}
        className="block min-h-11 rounded px-3 py-2 font-display uppercase hover:bg-white/40"
      >
        Profile
      </Link>
      <button
        type="button"
        onClick={() => void logOut()}
        className="block min-h-11 w-full rounded px-3 py-2 text-left font-display uppercase hover:bg-white/40"
      >
        Log Out
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
  const { isAdmin, isStaff, isDriver } = useRole();
  const requests = useQuery({ ...pendingRequestsQueryOptions(), enabled: isStaff }).data?.length ?? 0;
  const groups = isAdmin
    ? [
        [...adminEntries, kitchenEntry, newOrderEntry, bookingsEntry(requests), tablesEntry, deliveriesEntry],
        sharedEntries,
      ]
    : isStaff
      ? [[kitchenEntry, newOrderEntry, bookingsEntry(requests), tablesEntry, deliveriesEntry]]
      : isDriver
        ? [[deliveriesEntry]]
        : [userEntries, sharedEntries];
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
            {open ? 'Close menu' : 'Menu'}
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
