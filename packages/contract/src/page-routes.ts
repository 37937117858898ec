/**
 * dist/page-routes.json, written by the web build (apps/web/vite-plugins/page-routes.ts) and read
 * by the server: the app's route paths (`/menu`, `/order/:category`). An address none of them
 * matches is answered with the app's "not on the menu" page and status 404.
 */
export type PageRoutes = string[];

/** Whether a pathname is one of the routes: a `:name` segment matches any one segment. */
export function matchesPageRoute(pathname: string, routes: PageRoutes): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return routes.some((route) => {
    const pattern = route.split('/').filter(Boolean);
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index]?.toLowerCase())
    );
  });
}
