import { dietaryFilterQuery, parseDietaryFilter } from '@bistro/contract/dietary';
import type { RestaurantSettings } from '@bistro/contract/restaurant';
import type { PublishedReviews } from '@bistro/contract/reviews';
import { jsonForScript } from '@bistro/contract/server-render';
import { shopTabIndex, shopTabs } from '@bistro/contract/shop';
import type { MenuSnapshot } from '../menu/index.ts';
import { menuData, restaurantData } from './structured-data.ts';

export interface PageHeadParts {
  siteUrl: string;
  contact: { address: string | null; phone: string | null; mapUrl: string | null };
}

/** What a page's head is built from: the menu, the restaurant's settings and the published reviews as they are now. */
export interface PageFacts {
  snapshot: MenuSnapshot;
  settings: RestaurantSettings;
  reviews: PublishedReviews;
}

interface PageMeta {
  description: string;
  /** The page's address without the site (its canonical form). */
  path: string;
  title: string;
  /** Structured data: the restaurant alone, or with its whole menu. */
  data: 'restaurant' | 'menu' | null;
}

const NAME = 'Bistro Boss';

/** The public pages other than the shop's tabs, by path. */
const fixedPages = new Map<string, Omit<PageMeta, 'path'>>([
  [
    '/',
    {
      title: 'Bistro Boss | Home',
      description: 'Bistro Boss restaurant: see the menu and order online for pickup, fresh from our kitchen.',
      data: 'restaurant',
    },
  ],
  [
    '/menu',
    {
      title: 'Bistro Boss | Menu',
      description: 'The Bistro Boss menu: salads, pizzas, soups, desserts and drinks, with their prices.',
      data: 'menu',
    },
  ],
  ['/login', { title: 'Bistro Boss | Login', description: 'Log in to order from Bistro Boss.', data: null }],
  [
    '/signup',
    { title: 'Bistro Boss | Sign Up', description: 'Create a Bistro Boss account to order online.', data: null },
  ],
]);

/** What search engines and link previews are told about each public page, by its canonical path. */
function metaFor(path: string): PageMeta | null {
  const fixed = fixedPages.get(path);
  if (fixed) return { path, ...fixed };
  const tab = shopTabs.find(({ param }) => path === `/order/${param}`);
  if (!tab) return null;
  return {
    path,
    title: 'Bistro Boss | Order',
    description: `Order ${tab.dishes} online from Bistro Boss, ready for pickup.`,
    data: 'menu',
  };
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The tags a public page's HTML carries in its head: description, canonical address, Open Graph
 * and Twitter card (with `image`, the page's picture), and schema.org JSON-LD built from the
 * menu and the opening hours. Built when the page is (features/pages keeps the result).
 */
export function createPageHead({ siteUrl, contact }: PageHeadParts) {
  function structuredData(
    kind: 'restaurant' | 'menu',
    picture: string | null,
    { snapshot, settings, reviews }: PageFacts,
  ) {
    const facts = { siteUrl, name: NAME, ...contact, weekly: settings.weekly, image: picture, reviews };
    const data = restaurantData(
      facts,
      kind === 'menu' ? menuData(siteUrl, snapshot.byId.values(), reviews.dishes) : undefined,
    );
    return `<script type="application/ld+json">${jsonForScript(data)}</script>`;
  }

  return (pathname: string, image: string | null, facts: PageFacts): string => {
    const meta = metaFor(pathname);
    if (!meta) return '';
    const canonical = `${siteUrl}${meta.path === '/' ? '/' : meta.path}`;
    const picture = image ? `${siteUrl}${image}` : null;
    const tags = [
      `<meta name="description" content="${attribute(meta.description)}">`,
      `<link rel="canonical" href="${attribute(canonical)}">`,
      '<meta property="og:type" content="restaurant.restaurant">',
      `<meta property="og:site_name" content="${NAME}">`,
      `<meta property="og:title" content="${attribute(meta.title)}">`,
      `<meta property="og:description" content="${attribute(meta.description)}">`,
      `<meta property="og:url" content="${attribute(canonical)}">`,
      ...(picture ? [`<meta property="og:image" content="${attribute(picture)}">`] : []),
      `<meta name="twitter:card" content="${picture ? 'summary_large_image' : 'summary'}">`,
    ];
    if (meta.data) tags.push(structuredData(meta.data, picture, facts));
    return tags.join('');
  };
}

export type PageHead = ReturnType<typeof createPageHead>;

/**
 * The canonical path of a public page's address, or null for any other address. Each public page
 * has one path; its other spellings (`/menu/`, `/Menu`, `/order/pizza`, an unknown shop tab, which
 * opens the first) are sent there, so that no made-up address costs a render.
 */
export function canonicalPathOf(pathname: string): string | null {
  const path = pathname.replace(/(?<=.)\/+$/, '').toLowerCase();
  if (fixedPages.has(path)) return path;
  const shop = /^\/order\/([^/]+)$/.exec(path);
  return shop ? `/order/${shopTabs[shopTabIndex(shop[1])]?.param ?? shopTabs[0].param}` : null;
}

/**
 * The part of a public page's query that changes the page, spelled one way ('' for none): the
 * shop's dietary filter with known codes only, so that other queries share the page's document.
 */
export function canonicalQueryOf(canonicalPath: string, query: string): string {
  return canonicalPath.startsWith('/order/') ? dietaryFilterQuery(parseDietaryFilter(new URLSearchParams(query))) : '';
}

/** The public pages search engines should visit: home, menu, every shop tab, login and sign-up. */
export const publicPages = ['/', '/menu', ...shopTabs.map((tab) => `/order/${tab.param}`), '/login', '/signup'];
