import type { Language, OfferedLanguages } from '@bistro/contract/languages';
import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  type HydrationState,
  matchRoutes,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  redirect,
} from 'react-router';
import type { OwnControlsHandle } from '@/components/ui/until-hydrated.tsx';
import { paths } from '@/config/paths.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { guard, InitialLoad, menuPrefetcher, page, tablePrefetcher } from './route-modules.tsx';

/**
 * The public pages' routes, for the browser's router and the server's renderer alike; the
 * dashboard's come on demand. The pages search engines list have an address per offered language
 * (`/fr/menu`), the default language's without a prefix. A landing page (home, menu, shop) shows
 * only the first load's messages; any other page loads the rest with its code (`restOfMessages`:
 * the server has them all).
 */
export function createRoutes(
  queryClient: QueryClient,
  languages: OfferedLanguages,
  {
    restOfMessages,
    language = languages[0],
  }: {
    restOfMessages?: () => Promise<void>;
    /** The page's language, for the pages whose address names none (a table's menu is in it). */
    language?: Language;
  } = {},
): RouteObject[] {
  const otherPage = (load: Parameters<typeof page>[0]) => page(load, restOfMessages);
  const translatedPages = (language: Language): RouteObject[] => {
    const prefix = language === languages[0] ? '' : `/${language}`;
    const prefetchMenu = menuPrefetcher(queryClient, language);
    return [
      {
        ...(prefix ? { path: prefix } : { index: true }),
        loader: prefetchMenu,
        lazy: page(() => import('./routes/home.tsx')),
      },
      { path: `${prefix}${paths.menu.path}`, loader: prefetchMenu, lazy: page(() => import('./routes/menu.tsx')) },
      { path: `${prefix}${paths.shop.path}`, loader: () => redirect(`${prefix}${paths.order.getHref()}`) },
      {
        path: `${prefix}${paths.order.path}`,
        loader: prefetchMenu,
        lazy: page(() => import('./routes/order.tsx')),
        // The dietary filter is a GET form that works without JavaScript.
        handle: { gatesItsOwnControls: true } satisfies OwnControlsHandle,
      },
      { path: `${prefix}${paths.login.path}`, lazy: otherPage(() => import('./routes/login.tsx')) },
      { path: `${prefix}${paths.signup.path}`, lazy: otherPage(() => import('./routes/signup.tsx')) },
    ];
  };
  return [
    {
      path: paths.home.path,
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: InitialLoad,
      children: [
        ...languages.flatMap(translatedPages),
        { path: paths.forgotPassword.path, lazy: otherPage(() => import('./routes/forgot-password.tsx')) },
        { path: paths.resetPassword.path, lazy: otherPage(() => import('./routes/reset-password.tsx')) },
        { path: paths.bookTable.path, lazy: otherPage(() => import('./routes/book-table.tsx')) },
        { path: paths.guestBooking.path, lazy: otherPage(() => import('./routes/guest-booking.tsx')) },
        { path: paths.checkout.path, lazy: otherPage(() => import('./routes/guest-checkout.tsx')) },
        { path: paths.guestOrder.path, lazy: otherPage(() => import('./routes/guest-order.tsx')) },
        { path: paths.guestReceipt.path, lazy: otherPage(() => import('./routes/guest-receipt.tsx')) },
        {
          path: paths.table.path,
          loader: tablePrefetcher(queryClient, language),
          lazy: otherPage(() => import('./routes/table.tsx')),
        },
        { path: paths.tableReceipt.path, lazy: otherPage(() => import('./routes/table-receipt.tsx')) },
        {
          lazy: guard('SignedInOnly'),
          children: [
            { path: paths.cart.path, lazy: otherPage(() => import('./routes/cart.tsx')) },
            { path: paths.profile.path, lazy: otherPage(() => import('./routes/profile.tsx')) },
          ],
        },
        { path: '*', lazy: otherPage(() => import('./routes/not-found.tsx')) },
      ],
    },
  ];
}

const inDashboard = (path: string) =>
  path === paths.dashboard.root.path || path.startsWith(`${paths.dashboard.root.path}/`);

/**
 * Adds the dashboard's routes on the first way into it (a link, or the first page). Until then
 * a dashboard address matches the public pages' catch-all route, which makes the router ask.
 */
function dashboardOnDemand(
  queryClient: QueryClient,
  language: Language,
  restOfMessages: () => Promise<void>,
): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ path, patch }) => {
    if (added || !inDashboard(path)) return;
    const [{ createDashboardRoutes }] = await Promise.all([import('./dashboard-routes.tsx'), restOfMessages()]);
    if (added) return;
    patch(null, createDashboardRoutes(queryClient, language));
    added = true;
  };
}

/**
 * The browser's router. On a page the server rendered, the matched routes' code is loaded first
 * and the router starts from the server's loader data, so the first render matches the HTML.
 */
export async function createRouter(
  queryClient: QueryClient,
  {
    languages,
    language,
    restOfMessages,
  }: { languages: OfferedLanguages; language: Language; restOfMessages: () => Promise<void> },
  hydrationData?: HydrationState,
) {
  const routes = createRoutes(queryClient, languages, { restOfMessages, language });
  if (hydrationData) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, {
    ...(hydrationData ? { hydrationData } : {}),
    patchRoutesOnNavigation: dashboardOnDemand(queryClient, language, restOfMessages),
  });
}
