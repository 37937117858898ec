import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import {
  directionOf,
  isLanguage,
  type Language,
  languageOfPath,
  type OfferedLanguages,
} from '@bistro/contract/languages';
import { type OrderingFacts, orderingFactsKey, orderingFactsOf } from '@bistro/contract/ordering-facts';
import type { PageData, ServerRenderer } from '@bistro/contract/server-render';
import type { MenuSection } from '@bistro/contract/shop';
import type { PublicConfig } from '@bistro/contract/site-config';
import type { TableAtHand } from '@bistro/contract/tables';
import type { FastifyBaseLogger } from 'fastify';
import type { BrowserConfig } from '../../config/env.ts';
import { Problem } from '../../http/problems.ts';
import type { PageDocument, PageTemplate } from '../../plugins/infra/web.ts';
import { type BrandService, type OwnerSettings, ownerSettings, sameSettings, siteConfigWith } from '../brand/index.ts';
import { type Menu, type MenuSnapshot, menuInLanguage } from '../menu/index.ts';
import type { RestaurantRules } from '../restaurant/index.ts';
import type { Reviews } from '../reviews/index.ts';
import type { PageFacts, PageHead } from '../seo/index.ts';
import { brandedTemplate } from './branded-template.ts';

export interface PageDocumentsParts {
  /** The public pages by their canonical paths with these sections, in these languages: the only documents rendered and kept. */
  publicPages: (sections: readonly MenuSection[], languages: OfferedLanguages) => readonly string[];
  /** Whether a public page says whether diners can order now (the shop's tabs). */
  showsOrderingNotice: (path: string) => boolean;
  /** The code on a table's card, for the table's page (`/t/<code>`); null for any other path. */
  tableCodeOf: (path: string) => string | null;
  /** The table and its tab as a diner holding its card sees them (404: no table has the code). */
  tables: { forDiner(code: string): Promise<TableAtHand> };
  /** The web build's server renderer, or null to send every page client-rendered. */
  renderer: ServerRenderer | null;
  /** The browser-safe configuration, without the owner's settings (which `brand` gives). */
  config: BrowserConfig;
  brand: Pick<BrandService, 'brand' | 'home' | 'languages'>;
  menu: Pick<Menu, 'snapshot'>;
  restaurant: RestaurantRules;
  reviews: Reviews;
  pageHead: PageHead;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** The server renderer built beside the web build (apps/web/dist-ssr), if there is one. */
export async function loadServerRenderer(distDir: string): Promise<ServerRenderer | null> {
  const file = path.resolve(distDir, '../dist-ssr/entry-server.js');
  if (!existsSync(file)) return null;
  const module: { renderer: ServerRenderer } = await import(pathToFileURL(file).href);
  return module.renderer;
}

const pathOf = (url: string) => url.split('?', 1)[0] ?? url;

function finished(html: string): PageDocument {
  const identity = Buffer.from(html);
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    // Worked out once per document, at the best ratios: a cached page is sent many times.
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** A replacement that is never read as a `$&`-style pattern (menu text may hold `$`). */
const put = (html: string, marker: string | RegExp, value: string) => html.replace(marker, () => value);

const ROOT = '<div id="root"></div>';

/** The document in a language: `<html lang>`, and `dir` for one written right to left. */
const inLanguage = (html: string, language: Language) =>
  put(html, /<html lang="[^"]*"/, `<html lang="${language}" dir="${directionOf(language)}"`);

/** A rendered page and the content it was rendered from: the same objects mean the same content. */
interface Rendered extends OwnerSettings {
  snapshot: object;
  settings: object;
  reviews: object;
  /**
   * What else it shows: what its ordering notice says (`orderingFactsKey`) on a shop page, its
   * language, table and tab on a table's page; null on any other.
   */
  variant: string | null;
  document: Promise<PageDocument>;
}

/**
 * Pages with a query (the shop's filters) and tables' pages kept at once, the least recently asked
 * for dropped first.
 */
const VARIED_PAGES_KEPT = 64;

/**
 * The HTML documents the site sends. A public page (home, menu, shop tabs, login, sign-up) is
 * rendered on the server and kept until the menu (its sections too), the restaurant's settings,
 * its brand and home page or the published reviews change (each source's current value is its
 * version, bumped in the transaction that changes it and announced to every process), or, on a
 * shop page, what its ordering notice says (read once a minute: it changes with the hour): it
 * holds nothing of the person asking, so every visitor gets the same bytes. A table's page
 * (`/t/<code>`) is rendered with its table and tab, read at each request (what anyone holding the
 * card may read), in the visitor's language, and kept while they stay the same. Every other page is
 * the client-rendered app with the site configuration in it, kept until the brand changes.
 */
export function createPageDocuments({
  publicPages,
  showsOrderingNotice,
  tableCodeOf,
  tables,
  renderer,
  config,
  brand,
  menu,
  restaurant,
  reviews,
  pageHead,
  now,
  log,
}: PageDocumentsParts) {
  // By URL; a page with a query is kept too, but only the last few of them (there are many filters).
  const rendered = new Map<string, Rendered>();
  // By template and language.
  const shells = new Map<string, OwnerSettings & { document: PageDocument }>();
  const publicPathsOf = new WeakMap<MenuSnapshot, { languages: OfferedLanguages; paths: Set<string> }>();
  let lastConfig: (OwnerSettings & { whole: PublicConfig }) | null = null;

  /** The site configuration with the owner's settings now: the same object for the same settings. */
  function configWith(settings: OwnerSettings): PublicConfig {
    if (!lastConfig || !sameSettings(lastConfig, settings)) {
      lastConfig = { ...settings, whole: siteConfigWith(config, settings) };
    }
    return lastConfig.whole;
  }

  const isPublic = (snapshot: MenuSnapshot, languages: OfferedLanguages, path: string) => {
    let kept = publicPathsOf.get(snapshot);
    if (kept?.languages !== languages) {
      kept = { languages, paths: new Set(publicPages(snapshot.sections, languages)) };
      publicPathsOf.set(snapshot, kept);
    }
    return kept.paths.has(path);
  };

  // The restaurant's status takes a millisecond to work out (every pickup time of the days ahead):
  // worked out once a minute, or at once when the restaurant's rules change (new settings), not
  // for every request of a shop page.
  type KeyedFacts = { facts: OrderingFacts; key: string };
  let ordering: { settings: object; minute: number; keyed: Promise<KeyedFacts> } | null = null;
  function orderingFactsNow(settings: object): Promise<KeyedFacts> {
    const at = now();
    const minute = Math.floor(at.getTime() / 60_000);
    if (ordering?.settings !== settings || ordering.minute !== minute) {
      const keyed = restaurant.status(at).then((status) => {
        const facts = orderingFactsOf(status);
        return { facts, key: orderingFactsKey(facts) };
      });
      keyed.catch(() => {
        if (ordering?.keyed === keyed) ordering = null;
      });
      ordering = { settings, minute, keyed };
    }
    return ordering.keyed;
  }

  /** The client-rendered app, in a language the app reads from `<html lang>`. */
  function shell(template: PageTemplate, pathname: string, language: Language, guestCheckout: boolean): PageDocument {
    const settings = ownerSettings(brand);
    const key = `${language}\n${guestCheckout}\n${template.html}`;
    const kept = shells.get(key);
    if (kept && sameSettings(kept, settings)) return kept.document;
    const state = renderer?.shellState(configWith(settings), guestCheckout) ?? '';
    const html = inLanguage(brandedTemplate(template.html, settings.brand, settings.home, pathname), language);
    const document = finished(put(html, ROOT, `${ROOT}${state}`));
    shells.set(key, { ...settings, document });
    return document;
  }

  /** What a page shows beyond the menu, the settings and the reviews, and its language. */
  interface PageVariant {
    language: Language;
    ordering: OrderingFacts | null;
    table: PageData['table'];
    /** All of the above as a string (`Rendered.variant`). */
    key: string | null;
  }

  async function render(
    url: string,
    template: PageTemplate,
    facts: PageFacts & OwnerSettings & PageVariant & { guestCheckout: boolean },
  ): Promise<PageDocument> {
    const pathname = pathOf(url);
    const { language } = facts;
    const { path } = languageOfPath(pathname, facts.languages);
    const hero = path === '/' ? facts.home.hero[0]?.image : undefined;
    const head = pageHead(pathname, hero ?? template.image, facts);
    const branded = inLanguage(brandedTemplate(template.html, facts.brand, facts.home, path), language);
    if (!renderer) return finished(put(branded, '</head>', `${head}</head>`));
    const page = await renderer.renderPage(url, {
      config: configWith(facts),
      language,
      menu: menuInLanguage(facts.snapshot, language === facts.languages[0] ? null : language).items,
      sections: [...facts.snapshot.sections],
      reviews: facts.reviews,
      ordering: facts.ordering,
      guestCheckout: facts.guestCheckout,
      table: facts.table,
    });
    if (page.kind !== 'page') throw new Error(`${url} redirects on the server (${page.location})`);
    let html = branded;
    // The page's own title and description replace the site's (a table's page has no description of its own).
    html = put(html, /<title>[^<]*<\/title>/, page.head);
    if (head) html = put(html, /<meta name="description"[^>]*>/, '');
    html = put(html, '</head>', `${head}</head>`);
    html = put(html, ROOT, `<div id="root">${page.html}</div>${page.state}`);
    // A public page reads without JavaScript: no "needs JavaScript" notice. A table's page shows
    // its menu without it, but sends no round.
    if (!facts.table) html = put(html, /<noscript>.*?<\/noscript>/s, '');
    return finished(html);
  }

  /** The code and what a diner holding the card sees, for a table's page; null for another page or a code no table has. */
  async function tableAt(pathname: string): Promise<PageData['table']> {
    const code = tableCodeOf(pathname);
    if (code === null) return null;
    try {
      return { code, atHand: await tables.forDiner(code) };
    } catch (error) {
      // The app's own request gets the same answer, and the page says so.
      if (error instanceof Problem && error.statusCode === 404) return null;
      throw error;
    }
  }

  /**
   * The document for a page's URL, built on `template`: a public page by its canonical path and
   * the query that changes it, in the language its address names (rendered once per menu and
   * settings, the first requests sharing the render); a table's page with its table and tab, in the
   * visitor's language (rendered again when they change); or the app in the visitor's language.
   */
  return async function documentFor(
    url: string,
    template: PageTemplate,
    visitorLanguage: string,
  ): Promise<PageDocument> {
    const pathname = pathOf(url);
    const [snapshot, settings] = await Promise.all([menu.snapshot(), restaurant.settings()]);
    const owner = ownerSettings(brand);
    const { guestCheckout } = settings;
    const visitors = isLanguage(visitorLanguage) ? visitorLanguage : owner.languages[0];
    let variant: PageVariant;
    if (isPublic(snapshot, owner.languages, pathname)) {
      const keyed = showsOrderingNotice(pathname) ? await orderingFactsNow(settings) : null;
      const { language } = languageOfPath(pathname, owner.languages);
      variant = { language, ordering: keyed?.facts ?? null, table: null, key: keyed?.key ?? null };
    } else {
      const table = renderer && (await tableAt(pathname));
      if (!table) return shell(template, pathname, visitors, guestCheckout);
      variant = { language: visitors, ordering: null, table, key: `${visitors}\n${JSON.stringify(table.atHand)}` };
    }
    const published = await reviews.published();
    const cached = rendered.get(url);
    if (
      cached?.snapshot === snapshot &&
      cached.settings === settings &&
      cached.reviews === published &&
      cached.variant === variant.key &&
      sameSettings(cached, owner)
    ) {
      keep(url, cached);
      return cached.document;
    }

    log.debug({ url }, 'rendering a page on the server');
    const facts = { snapshot, settings, reviews: published, guestCheckout, ...variant, ...owner };
    const document = render(url, template, facts).catch((error: unknown) => {
      // The client-rendered app still works: a rendering bug must not take the page down.
      log.error({ err: error, url }, 'server rendering failed; sending the client-rendered page');
      rendered.delete(url);
      return shell(template, pathname, variant.language, guestCheckout);
    });
    keep(url, { snapshot, settings, reviews: published, variant: variant.key, ...owner, document });
    return document;
  };

  /**
   * Keeps a page's document as the most recently asked for; when it adds an address past the
   * varied pages kept, the oldest of them goes (a page asked for again adds none: nothing to count).
   */
  function keep(url: string, entry: Rendered) {
    const added = !rendered.delete(url);
    rendered.set(url, entry);
    if (!added) return;
    const varied = [...rendered.keys()].filter((key) => key !== pathOf(key) || tableCodeOf(key) !== null);
    if (varied.length > VARIED_PAGES_KEPT && varied[0]) rendered.delete(varied[0]);
  }
}

export type PageDocuments = ReturnType<typeof createPageDocuments>;
