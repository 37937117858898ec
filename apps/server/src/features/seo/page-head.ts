import type { Brand } from '@bistro/contract/brand';
import { dietaryFilterQuery, parseDietaryFilter } from '@bistro/contract/dietary';
import { languageOfPath, type OfferedLanguages, pathIn } from '@bistro/contract/languages';
import { returnPathOf } from '@bistro/contract/pages';
import { pictureAt } from '@bistro/contract/pictures';
import type { RestaurantSettings } from '@bistro/contract/restaurant';
import type { PublishedReviews } from '@bistro/contract/reviews';
import { jsonForScript } from '@bistro/contract/server-render';
import { type MenuSection, shopTabIndex, shopTabsOf } from '@bistro/contract/shop';
import type { MenuSnapshot } from '../menu/index.ts';
import { menuData, restaurantData } from './structured-data.ts';

export interface PageHeadParts {
  siteUrl: string;
  /** A map of where the restaurant is (RESTAURANT_MAP_URL). */
  mapUrl: string | null;
}

/** What a page's head is built from: the menu, the restaurant's settings, its brand, the published reviews and the languages as they are now. */
export interface PageFacts {
  snapshot: MenuSnapshot;
  settings: RestaurantSettings;
  brand: Brand;
  reviews: PublishedReviews;
  /** The languages the site is offered in: each page names its editions in the others. */
  languages: OfferedLanguages;
}

interface PageMeta {
  description: string;
  /** The page's address without the site (its canonical form). */
  path: string;
  title: string;
  /** Structured data: the restaurant alone, or with its whole menu. */
  data: 'restaurant' | 'menu' | null;
}

/** "salads, pizza and soups". */
const listed = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? 'its dishes');

/** The public pages other than the shop's tabs, by path, in the restaurant's name, the menu's with its sections. */
const fixedPages = (name: string, sections: readonly MenuSection[] = []) =>
  new Map<string, Omit<PageMeta, 'path'>>([
    [
      '/',
      {
        title: `${name} | Home`,
        description: `${name} restaurant: see the menu and order online for pickup, fresh from our kitchen.`,
        data: 'restaurant',
      },
    ],
    [
      '/menu',
      {
        title: `${name} | Menu`,
        description: `The ${name} menu: ${listed(
          shopTabsOf(sections).flatMap((tab) => (tab.kind === 'section' ? [tab.dishes] : [])),
        )}, with their prices.`,
        data: 'menu',
      },
    ],
    ['/login', { title: `${name} | Login`, description: `Log in to order from ${name}.`, data: null }],
    ['/signup', { title: `${name} | Sign Up`, description: `Create a ${name} account to order online.`, data: null }],
  ]);
const fixedPaths = [...fixedPages('').keys()];

/** What search engines and link previews are told about each public page, by its canonical path. */
function metaFor(path: string, sections: readonly MenuSection[], name: string): PageMeta | null {
  const fixed = fixedPages(name, sections).get(path);
  if (fixed) return { path, ...fixed };
  const tab = shopTabsOf(sections).find(({ param }) => path === `/order/${param}`);
  if (!tab) return null;
  return {
    path,
    title: `${name} | Order`,
    description: `Order ${tab.dishes} online from ${name}, ready for pickup.`,
    data: 'menu',
  };
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A picture's address on this site as an absolute one (a picture on the image host as it is). */
const absolute = (siteUrl: string, address: string) => (address.startsWith('/') ? `${siteUrl}${address}` : address);

/**
 * The tags a public page's HTML carries in its head: description, canonical address, Open Graph
 * and Twitter card (with `image`, the page's picture), and schema.org JSON-LD built from the
 * menu, the brand and the opening hours. Built when the page is (features/pages keeps the result).
 */
export function createPageHead({ siteUrl, mapUrl }: PageHeadParts) {
  function structuredData(
    kind: 'restaurant' | 'menu',
    picture: string | null,
    { snapshot, settings, brand, reviews }: PageFacts,
  ) {
    const facts = {
      siteUrl,
      name: brand.name,
      tagline: brand.tagline,
      logo: brand.logo && absolute(siteUrl, pictureAt(brand.logo, 240)),
      address: brand.address,
      phone: brand.phone,
      email: brand.email,
      sameAs: Object.values(brand.social).flatMap((link) => (link ? [link] : [])),
      mapUrl,
      weekly: settings.weekly,
      image: picture,
      reviews,
    };
    const menu = { siteUrl, name: brand.name, tabs: shopTabsOf(snapshot.sections) };
    const data = restaurantData(
      facts,
      kind === 'menu' ? menuData(menu, snapshot.byId.values(), reviews.dishes) : undefined,
    );
    return `<script type="application/ld+json">${jsonForScript(data)}</script>`;
  }

  /** The page's address in each offered language, and the default language's for any other (`x-default`). */
  const alternates = (path: string, languages: OfferedLanguages) =>
    languages.length === 1
      ? []
      : [...languages, 'x-default' as const].map((hreflang) => {
          const href = `${siteUrl}${pathIn(hreflang === 'x-default' ? languages[0] : hreflang, path, languages)}`;
          return `<link rel="alternate" hreflang="${hreflang}" href="${attribute(href)}">`;
        });

  return (pathname: string, image: string | null, facts: PageFacts): string => {
    const { path } = languageOfPath(pathname, facts.languages);
    const meta = metaFor(path, facts.snapshot.sections, facts.brand.name);
    if (!meta) return '';
    const canonical = `${siteUrl}${pathname}`;
    const picture = image ? absolute(siteUrl, image) : null;
    const tags = [
      `<meta name="description" content="${attribute(meta.description)}">`,
      `<link rel="canonical" href="${attribute(canonical)}">`,
      ...alternates(path, facts.languages),
      '<meta property="og:type" content="restaurant.restaurant">',
      `<meta property="og:site_name" content="${attribute(facts.brand.name)}">`,
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

/** The canonical path of a public page in the default language, from its address lowercased, or null. */
function canonicalInDefaultLanguage(path: string, sections: readonly MenuSection[]): string | null {
  if (fixedPaths.includes(path)) return path;
  const shop = /^\/order\/([^/]+)$/.exec(path);
  if (!shop) return null;
  const tabs = shopTabsOf(sections);
  return `/order/${tabs[shopTabIndex(tabs, shop[1])]?.param ?? tabs[0]?.param}`;
}

/**
 * The canonical path of a public page's address with these sections and languages, or null for
 * any other address. Each public page has one path per language; its other spellings (`/menu/`,
 * `/Menu`, `/FR/menu`, `/order/pizza`, an unknown shop tab, which opens the first) are sent
 * there, so that no made-up address costs a render.
 */
export function canonicalPathOf(
  pathname: string,
  sections: readonly MenuSection[],
  languages: OfferedLanguages,
): string | null {
  const { language, path } = languageOfPath(pathname.replace(/(?<=.)\/+$/, '').toLowerCase(), languages);
  const canonical = canonicalInDefaultLanguage(path, sections);
  return canonical && pathIn(language, canonical, languages);
}

/** Whether a page's path, in any language, is one of the shop's tabs (`/order/SALADS`, `/fr/order/SALADS`). */
export const isShopPage = (path: string) => /^(?:\/[a-z]{2})?\/order\//.test(path);

/** Whether a page's path, in any language, is Log In or Sign Up. */
const isSignInPage = (path: string) => /^(?:\/[a-z]{2})?\/(?:login|signup)$/.test(path);

/**
 * The part of a public page's query that changes the page, spelled one way ('' for none): the
 * shop's dietary filter with known codes only, and the page a sign-in page returns to (its link to
 * the other sign-in page keeps it, also when tapped before the app runs), so that other queries
 * share the page's document.
 */
export function canonicalQueryOf(canonicalPath: string, query: string): string {
  if (isShopPage(canonicalPath)) return dietaryFilterQuery(parseDietaryFilter(new URLSearchParams(query)));
  const returnPath = isSignInPage(canonicalPath) ? returnPathOf(new URLSearchParams(query)) : undefined;
  return returnPath ? `?redirectTo=${encodeURIComponent(returnPath)}` : '';
}

/**
 * The public pages search engines should visit with these sections, in each offered language:
 * home, menu, every shop tab, login and sign-up.
 */
export const publicPages = (sections: readonly MenuSection[], languages: OfferedLanguages) =>
  languages.flatMap((language) =>
    ['/', '/menu', ...shopTabsOf(sections).map((tab) => `/order/${tab.param}`), '/login', '/signup'].map((page) =>
      pathIn(language, page, languages),
    ),
  );
