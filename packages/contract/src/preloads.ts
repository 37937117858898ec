/**
 * dist/preloads.json, written by the web build (apps/web/vite-plugins/route-preloads.ts) and
 * read by the server, which announces these files in the HTML of each landing page. Its scripts
 * are not among them: they load once the page is painted (apps/web/src/main.tsx).
 * Keys are a path (`/menu`) or a path prefix ending in `/` (`/order/`).
 */
export type RoutePreloads = Record<string, RoutePreload>;

export interface RoutePreload {
  /** The page's own stylesheets, besides the app's. */
  styles: string[];
  image: { small: string; large: string };
}
