import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type HydrationState, matchRoutes, type RouteObject, redirect } from 'react-router';
import { paths } from '@/config/paths.ts';
import { adminStatusQueryOptions } from '@/features/auth/api/get-admin-status.ts';
import { cartQueryOptions } from '@/features/cart/api/get-cart.ts';
import { menuQueryOptions } from '@/features/menu/api/get-menu.ts';
import { orderQueryOptions } from '@/features/orders/api/get-order.ts';
import { ordersQueryOptions } from '@/features/orders/api/get-orders.ts';
import { paymentsQueryOptions } from '@/features/payments/api/get-payments.ts';
import { restaurantSettingsQueryOptions } from '@/features/restaurant/api/get-restaurant-settings.ts';
import { adminStatsQueryOptions } from '@/features/stats/api/get-admin-stats.ts';
import { orderStatsQueryOptions } from '@/features/stats/api/get-order-stats.ts';
import { userStatsQueryOptions } from '@/features/stats/api/get-user-stats.ts';
import { usersQueryOptions } from '@/features/users/api/get-users.ts';
import { sessionSettled } from '@/lib/session.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

// biome-ignore lint/suspicious/noExplicitAny: the options of any endpoint's query.
type AnyQueryOptions = FetchQueryOptions<any, any, any, any>;

/** A route module: its page as the default export. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/** A guard layout route, loaded with the first page that needs it. */
const guard = (name: 'SignedInOnly' | 'AdminOnly' | 'StaffOnly') => async () => ({
  Component: (await import('@/features/auth/components/guards.tsx'))[name],
});

/** One of the dashboard's placeholder pages, by its export name. */
const stub = (name: keyof typeof import('./routes/dashboard-stub.tsx')) => async () => ({
  Component: (await import('./routes/dashboard-stub.tsx'))[name],
});

/** Shown while the first page's code arrives; the page itself follows in a moment. */
function InitialLoad() {
  return null;
}

/** The app's routes, for the browser's router and the server's renderer alike. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  // Loaders start fetching a page's data while its code downloads, without holding the page back.
  const prefetchMenu = () => {
    void queryClient.prefetchQuery(menuQueryOptions());
    return null;
  };
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

  return [
    {
      path: paths.home.path,
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: InitialLoad,
      children: [
        { index: true, loader: prefetchMenu, lazy: page(() => import('./routes/home.tsx')) },
        { path: paths.menu.path, loader: prefetchMenu, lazy: page(() => import('./routes/menu.tsx')) },
        { path: paths.shop.path, loader: () => redirect(paths.order.getHref()) },
        { path: paths.order.path, loader: prefetchMenu, lazy: page(() => import('./routes/order.tsx')) },
        { path: paths.login.path, lazy: page(() => import('./routes/login.tsx')) },
        { path: paths.signup.path, lazy: page(() => import('./routes/signup.tsx')) },
        { path: paths.forgotPassword.path, lazy: page(() => import('./routes/forgot-password.tsx')) },
        { path: paths.resetPassword.path, lazy: page(() => import('./routes/reset-password.tsx')) },
        {
          lazy: guard('SignedInOnly'),
          children: [
            { path: paths.cart.path, lazy: page(() => import('./routes/cart.tsx')) },
            { path: paths.profile.path, lazy: page(() => import('./routes/profile.tsx')) },
          ],
        },
        { path: '*', lazy: page(() => import('./routes/not-found.tsx')) },
      ],
    },
    {
      // The dashboard has its own layout (side menu, no navbar) and loads only when visited.
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
        { path: paths.dashboard.reservation.path, lazy: stub('ReservationRoute') },
        { path: paths.dashboard.myBooking.path, lazy: stub('MyBookingRoute') },
        { path: paths.dashboard.addReview.path, lazy: stub('AddReviewRoute') },
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
          loader: ({ params }) => {
            if (params.id)
              void sessionSettled().then(
                (user) => user && queryClient.prefetchQuery(orderQueryOptions(params.id ?? '')),
              );
            return null;
          },
          lazy: page(() => import('./routes/order-details.tsx')),
        },
        {
          lazy: guard('StaffOnly'),
          children: [
            {
              path: paths.dashboard.orders.path,
              loader: prefetchForUser(() => ordersQueryOptions({ statuses: ['pending', 'preparing', 'ready'] })),
              lazy: page(() => import('./routes/kitchen.tsx')),
            },
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
              loader: prefetchMenu,
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
          ],
        },
        { path: '*', lazy: page(() => import('./routes/not-found.tsx')) },
      ],
    },
  ];
}

/**
 * The browser's router. On a page the server rendered, the matched routes' code is loaded first
 * and the router starts from the server's loader data, so the first render matches the HTML.
 */
export async function createRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  const routes = createRoutes(queryClient);
  if (hydrationData) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
}
