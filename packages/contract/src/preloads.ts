/**
 * dist/preloads.json, written by the web build (apps/web/vite-plugins/route-preloads.ts) and
 * read by the server, which announces these files in the HTML of each landing page.
 * Keys are a path (`/menu`) or a path prefix ending in `/` (`/order/`).
 */
export type RoutePreloads = Record<string, RoutePreload>;

export interface RoutePreload {
  modules: string[];
  styles: string[];
  image: { small: string; large: string };
}
