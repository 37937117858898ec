import { shopTabIndex, shopTabs } from '@bistro/contract/shop';
import type { MenuRepository } from '../menu/menu-repository.ts';
import type { RestaurantRules } from '../restaurant/restaurant-rules.ts';
import { jsonForScript, menuData, restaurantData } from './structured-data.ts';

export interface PageHeadParts {
  siteUrl: string;
  contact: { address: string | null; phone: string | null; mapUrl: string | null };
  menu: MenuRepository;
  restaurant: RestaurantRules;
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

/** What search engines and link previews are told about each public page; null for the others. */
function metaFor(pathname: string): PageMeta | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/')
    return {
      path,
      title: 'Bistro Boss | Home',
      description: 'Bistro Boss restaurant: see the menu and order online for pickup, fresh from our kitchen.',
      data: 'restaurant',
    };
  if (path === '/menu')
    return {
      path,
      title: 'Bistro Boss | Menu',
      description: 'The Bistro Boss menu: salads, pizzas, soups, desserts and drinks, with their prices.',
      data: 'menu',
    };
  const shop = /^\/order\/([^/]+)$/i.exec(path);
  if (shop) {
    const tab = shopTabs[shopTabIndex(shop[1])] ?? shopTabs[0];
    return {
      path: `/order/${tab.param}`,
      title: 'Bistro Boss | Order',
      description: `Order ${tab.label.toLowerCase()} online from Bistro Boss, ready for pickup.`,
      data: 'menu',
    };
  }
  if (path === '/login')
    return { path, title: 'Bistro Boss | Login', description: 'Log in to order from Bistro Boss.', data: null };
  if (path === '/signup')
    return {
      path,
      title: 'Bistro Boss | Sign Up',
      description: 'Create a Bistro Boss account to order online.',
      data: null,
    };
  return null;
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The tags a public page's HTML carries in its head: description, canonical address, Open Graph
 * and Twitter card (with `image`, the page's picture), and schema.org JSON-LD built from the
 * menu and the opening hours as they are now.
 */
export function createPageHead({ siteUrl, contact, menu, restaurant }: PageHeadParts) {
  // The JSON-LD, built again only when the menu snapshot or the settings are new objects
  // (both repositories keep theirs until something changes): public pages are hot.
  const built = new Map<string, { snapshot: object; settings: object; script: string }>();

  async function structuredData(kind: 'restaurant' | 'menu', picture: string | null): Promise<string> {
    const [snapshot, settings] = await Promise.all([menu.snapshot(), restaurant.settings()]);
    const key = `${kind} ${picture}`;
    const last = built.get(key);
    if (last?.snapshot === snapshot && last.settings === settings) return last.script;
    const facts = { siteUrl, name: NAME, ...contact, weekly: settings.weekly, image: picture };
    const data = restaurantData(facts, kind === 'menu' ? menuData(siteUrl, snapshot.byId.values()) : undefined);
    const script = `<script type="application/ld+json">${jsonForScript(data)}</script>`;
    built.set(key, { snapshot, settings, script });
    return script;
  }

  return async (url: string, image: string | null): Promise<string> => {
    const meta = metaFor(url.split('?')[0] ?? url);
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
    if (meta.data) tags.push(await structuredData(meta.data, picture));
    return tags.join('');
  };
}

export type PageHead = ReturnType<typeof createPageHead>;

/** Whether an address (its path) is one of the public pages, which search engines are told about. */
export const isPublicPage = (pathname: string) => metaFor(pathname) !== null;

/** The public pages search engines should visit: home, menu, every shop tab, login and sign-up. */
export const publicPages = ['/', '/menu', ...shopTabs.map((tab) => `/order/${tab.param}`), '/login', '/signup'];
