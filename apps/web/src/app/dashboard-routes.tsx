import type { Language } from '@bistro/contract/languages';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { paths } from '@/config/paths.ts';
import { adminStatusQueryOptions } from '@/features/auth/api/get-admin-status.ts';
import { backupsQueryOptions } from '@/features/backups/api/backups.ts';
import { cartQueryOptions } from '@/features/cart/api/get-cart.ts';
import { deliveriesQueryOptions } from '@/features/orders/api/get-deliveries.ts';
import { orderQueryOptions } from '@/features/orders/api/get-order.ts';
import { ordersQueryOptions } from '@/features/orders/api/get-orders.ts';
import { paymentsQueryOptions } from '@/features/payments/api/get-payments.ts';
import { promoCodesQueryOptions } from '@/features/promo-codes/api/get-promo-codes.ts';
import { restaurantSettingsQueryOptions } from '@/features/restaurant/api/get-restaurant-settings.ts';
import { myReviewsQueryOptions } from '@/features/reviews/api/get-my-reviews.ts';
import { adminStatsQueryOptions } from '@/features/stats/api/get-admin-stats.ts';
import { orderStatsQueryOptions } from '@/features/stats/api/get-order-stats.ts';
import { userStatsQueryOptions } from '@/features/stats/api/get-user-stats.ts';
import { tablesQueryOptions } from '@/features/tables/api/staff-tables.ts';
import { usersQueryOptions } from '@/features/users/api/get-users.ts';
import { sessionSettled } from '@/lib/session.ts';
import { RouteError } from './route-error.tsx';
import { guard, InitialLoad, menuPrefetcher, page } from './route-modules.tsx';

// biome-ignore lint/suspicious/noExplicitAny: the options of any endpoint's query.
type AnyQueryOptions = FetchQueryOptions<any, any, any, any>;

/**
 * The dashboard's routes: its own layout (side menu, no navbar) and pages. The router adds them
 * when someone first goes to the dashboard (`createRouter`), so that a visitor of the public
 * pages downloads neither them nor the queries their loaders start.
 */
/** The dashboard's routes, its pages' menu in `language` (the visitor's). */
export function createDashboardRoutes(queryClient: QueryClient, language: Language): RouteObject[] {
  /** For a signed-in page: its queries, once the session is known (never with a token about to be replaced). */
  const prefetchForUser =
    (...queries: ((email: string) => AnyQueryOptions)[]) =>
    () => {
      void sessionSettled().then((user) => {
        if (user) for (const options of queries) void queryClient.prefetchQuery(options(user.email));
      });
      return null;
    };
  /** For an admin page: its queries, once the session is known to be an administrator's. */
  const prefetchForAdmin =
    (...queries: (() => AnyQueryOptions)[]) =>
    () => {
      void sessionSettled().then(async (user) => {
        if (!user || !(await queryClient.ensureQueryData(adminStatusQueryOptions(user.email))).admin) return;
        for (const options of queries) void queryClient.prefetchQuery(options());
      });
      return null;
    };

  /** For a page of one order: the order, once the session is known. */
  const prefetchOrder = ({ params }: LoaderFunctionArgs) => {
    if (params.id)
      void sessionSettled().then((user) => user && queryClient.prefetchQuery(orderQueryOptions(params.id ?? '')));
    return null;
  };

  return [
    {
      path: paths.dashboard.root.path,
      lazy: page(() => import('./dashboard-layout.tsx')),
      ErrorBoundary: RouteError,
      HydrateFallback: InitialLoad,
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./dashboard-layout.tsx')).DashboardIndex }) },
        {
          path: paths.dashboard.userHome.path,
          loader: prefetchForUser(userStatsQueryOptions),
          lazy: page(() => import('./routes/user-home.tsx')),
        },
        { path: paths.dashboard.reservation.path, lazy: page(() => import('./routes/reservation.tsx')) },
        { path: paths.dashboard.myBooking.path, lazy: page(() => import('./routes/my-booking.tsx')) },
        {
          path: paths.dashboard.addReview.path,
          loader: prefetchForUser(myReviewsQueryOptions),
          lazy: page(() => import('./routes/add-review.tsx')),
        },
        {
          path: paths.dashboard.myCart.path,
          loader: prefetchForUser(cartQueryOptions),
          lazy: page(() => import('./routes/my-cart.tsx')),
        },
        {
          path: paths.dashboard.payment.path,
          loader: prefetchForUser(cartQueryOptions),
          lazy: page(() => import('./routes/payment.tsx')),
        },
        {
          path: paths.dashboard.paymentHistory.path,
          loader: prefetchForUser(paymentsQueryOptions),
          lazy: page(() => import('./routes/payment-history.tsx')),
        },
        {
          path: paths.dashboard.order.path,
          loader: prefetchOrder,
          lazy: page(() => import('./routes/order-details.tsx')),
        },
        {
          path: paths.dashboard.receipt.path,
          loader: prefetchOrder,
          lazy: page(() => import('./routes/receipt.tsx')),
        },
        {
          lazy: guard('DriversOnly'),
          children: [
            {
              path: paths.dashboard.deliveries.path,
              loader: prefetchForUser(deliveriesQueryOptions),
              lazy: page(() => import('./routes/deliveries.tsx')),
            },
          ],
        },
        {
          lazy: guard('StaffOnly'),
          children: [
            {
              path: paths.dashboard.ticket.path,
              loader: prefetchOrder,
              lazy: page(() => import('./routes/kitchen-ticket.tsx')),
            },
            {
              path: paths.dashboard.orders.path,
              loader: prefetchForUser(() => ordersQueryOptions({ statuses: ['pending', 'preparing', 'ready'] })),
              lazy: page(() => import('./routes/kitchen.tsx')),
            },
            {
              path: paths.dashboard.newOrder.path,
              loader: menuPrefetcher(queryClient, language),
              lazy: page(() => import('./routes/new-order.tsx')),
            },
            { path: paths.dashboard.bookings.path, lazy: page(() => import('./routes/bookings.tsx')) },
            {
              path: paths.dashboard.tables.path,
              loader: prefetchForUser(tablesQueryOptions),
              lazy: page(() => import('./routes/tables.tsx')),
            },
            { path: paths.dashboard.tableCards.path, lazy: page(() => import('./routes/table-cards.tsx')) },
          ],
        },
        {
          lazy: guard('AdminOnly'),
          children: [
            {
              path: paths.dashboard.adminHome.path,
              loader: prefetchForAdmin(adminStatsQueryOptions, orderStatsQueryOptions),
              lazy: page(() => import('./routes/admin-home.tsx')),
            },
            { path: paths.dashboard.addItem.path, lazy: page(() => import('./routes/add-item.tsx')) },
            {
              path: paths.dashboard.manageItems.path,
              loader: menuPrefetcher(queryClient, language),
              children: [
                { index: true, lazy: page(() => import('./routes/manage-items.tsx')) },
                { path: paths.dashboard.updateItem.path, lazy: page(() => import('./routes/update-item.tsx')) },
              ],
            },
            {
              path: paths.dashboard.users.path,
              loader: prefetchForAdmin(usersQueryOptions),
              lazy: page(() => import('./routes/all-users.tsx')),
            },
            {
              path: paths.dashboard.settings.path,
              loader: prefetchForAdmin(restaurantSettingsQueryOptions),
              lazy: page(() => import('./routes/restaurant-settings.tsx')),
            },
            { path: paths.dashboard.reports.path, lazy: page(() => import('./routes/reports.tsx')) },
            {
              path: paths.dashboard.promoCodes.path,
              loader: prefetchForAdmin(promoCodesQueryOptions),
              lazy: page(() => import('./routes/promo-codes.tsx')),
            },
            { path: paths.dashboard.options.path, lazy: page(() => import('./routes/option-groups.tsx')) },
            {
              path: paths.dashboard.sections.path,
              loader: menuPrefetcher(queryClient, language),
              lazy: page(() => import('./routes/menu-sections.tsx')),
            },
            { path: paths.dashboard.restaurant.path, lazy: page(() => import('./routes/restaurant-brand.tsx')) },
            {
              path: paths.dashboard.backups.path,
              loader: prefetchForAdmin(backupsQueryOptions),
              lazy: page(() => import('./routes/backups.tsx')),
            },
            {
              path: paths.dashboard.auditLog.path,
              loader: prefetchForAdmin(usersQueryOptions),
              lazy: page(() => import('./routes/audit-log.tsx')),
            },
            { path: paths.dashboard.bookingSetup.path, lazy: page(() => import('./routes/booking-setup.tsx')) },
            { path: paths.dashboard.delivery.path, lazy: page(() => import('./routes/delivery-setup.tsx')) },
            { path: paths.dashboard.reviews.path, lazy: page(() => import('./routes/reviews-moderation.tsx')) },
          ],
        },
        { path: '*', lazy: page(() => import('./routes/not-found.tsx')) },
      ],
    },
  ];
}
