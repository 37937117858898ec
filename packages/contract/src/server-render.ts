import type { Language } from './languages.ts';
import type { MenuItem } from './menu.ts';
import type { OrderingFacts } from './ordering-facts.ts';
import type { PublishedReviews } from './reviews.ts';
import type { MenuSection } from './shop.ts';
import type { PublicConfig } from './site-config.ts';
import type { TableAtHand } from './tables.ts';

/**
 * The web build's server renderer (apps/web/src/entry-server.tsx, built to
 * apps/web/dist-ssr/entry-server.js) as the server calls it. Type-only: the server loads the
 * built file at start-up, the browser never imports this.
 */
export interface ServerRenderer {
  /**
   * A public page or a table's, rendered from data the server read itself; never anything of a
   * signed-in user.
   */
  renderPage(url: string, data: PageData): Promise<RenderedPage>;
  /**
   * The state a client-rendered page (the dashboard) starts from: the site configuration and
   * whether the restaurant takes guests' orders.
   */
  shellState(config: PublicConfig, guestCheckout: boolean): string;
}

export interface PageData {
  config: PublicConfig;
  /** The page's language: its address's, or on a table's page (whose address names none) the visitor's. */
  language: Language;
  /** The menu in that language. */
  menu: MenuItem[];
  /** The menu's sections: the shop's tabs and the menu page's parts. */
  sections: MenuSection[];
  /** The published reviews: the home page's testimonials. */
  reviews: PublishedReviews;
  /** On a shop page, whether diners can order now (its notice); null elsewhere. */
  ordering: OrderingFacts | null;
  /** Whether the restaurant takes orders from guests: then the bar shows a guest's cart from the first paint. */
  guestCheckout: boolean;
  /** On a table's page, its card's code and what a diner holding it sees (the table and its tab); null elsewhere. */
  table: { code: string; atHand: TableAtHand } | null;
}

export type RenderedPage =
  | {
      kind: 'page';
      status: number;
      /** The page's `<title>` and what React hoisted for the head (preloads of its first pictures). */
      head: string;
      /** What goes inside `<div id="root">`. */
      html: string;
      /** The `<script type="application/json">` the browser hydrates from. */
      state: string;
    }
  | { kind: 'redirect'; status: number; location: string };

/** The id of the script element that carries the page's state. */
export const PAGE_STATE_ID = 'page-state';

/** JSON safe inside a `<script>` element: no `</script>` or `<!--` can end it early. */
export const jsonForScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
