import { existsSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { matchesPageRoute, type PageRoutes } from '@bistro/contract/page-routes';
import type { RoutePreload, RoutePreloads } from '@bistro/contract/preloads';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendApiNotFound } from './error-handler.ts';

/** An HTML document ready to send: its bytes as they are, brotli'd and gzipped, and their ETag. */
export interface PageDocument {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** index.html as the web plugin prepared it for a URL (its landing page's preloads announced). */
export interface PageTemplate {
  html: string;
  /** The page's main picture, for link previews. */
  image: string | null;
}

export interface WebPluginOptions {
  /** The Vite build of apps/web, or null when this process serves only the API. */
  distDir: string | null;
  /** The canonical path of a public page's address (another spelling of it is redirected there). */
  canonicalPathOf: (pathname: string) => Promise<string | null>;
  /** The part of a public page's query that changes the page, in one spelling ('' for none). */
  canonicalQueryOf: (canonicalPath: string, query: string) => string;
  /**
   * The HTML document for a page's path and, for a public page, the query that changes it; a page
   * whose address names no language (the dashboard, the cart) is in the visitor's.
   */
  documentFor: (pathname: string, template: PageTemplate, visitorLanguage: string) => Promise<PageDocument>;
  languages: {
    /** Whether the site is offered in more than one language now: then a page depends on who asks. */
    several: () => boolean;
    /** A page's path in the default language (`/fr/menu` → `/menu`): the app's routes and preloads are listed by it. */
    pathInDefault: (pathname: string) => string;
    /** The language of a visitor, for an address that names none. */
    visitorLanguage: (headers: IncomingHttpHeaders) => string;
    /** Where to send a visitor from a public page in the default language to its edition in theirs, or null. */
    redirect: (canonicalPath: string, headers: IncomingHttpHeaders) => string | null;
  };
  /** Pages whose documents are made as soon as the server listens, before anyone asks. */
  prepare: () => Promise<readonly string[]>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

function preloadTags({ styles, image }: RoutePreload): string {
  return [
    ...styles.map((href) => `<link rel="preload" as="style" href="${href}">`),
    `<link rel="preload" as="image" href="${image.small}" imagesrcset="${image.small} 800w, ${image.large} 1440w" imagesizes="100vw" fetchpriority="high">`,
  ].join('');
}

/** A request's path and its query (with its `?`, or empty). */
function partsOf(url: string): { pathname: string; query: string } {
  const mark = url.indexOf('?');
  return mark === -1 ? { pathname: url, query: '' } : { pathname: url.slice(0, mark), query: url.slice(mark) };
}

/** A query that can travel in a Location header as it came (printable ASCII). */
const PRINTABLE = /^[\x21-\x7e]*$/;

/**
 * index.html for a path: for the landing pages the build lists in preloads.json, with their
 * styles and main picture announced in the head, so they load alongside the app's stylesheet.
 */
function landingPages(distDir: string, indexHtml: string): (pathname: string) => PageTemplate {
  const file = path.join(distDir, 'preloads.json');
  const preloads: RoutePreloads = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const variants = Object.entries(preloads).map(([page, preload]) => ({
    page,
    html: indexHtml.replace('</head>', `${preloadTags(preload)}</head>`),
    image: preload.image.large,
  }));
  const fallback = { html: indexHtml, image: preloads['/']?.image.large ?? null };
  return (pathname) => {
    const match = variants.find(({ page }) =>
      page.endsWith('/') && page !== '/' ? pathname.startsWith(page) : pathname === page,
    );
    return match ?? fallback;
  };
}

/** Whether the app has a page at a path (every path, when the build lists no routes). */
function knownPages(distDir: string): (pathname: string) => boolean {
  const file = path.join(distDir, 'page-routes.json');
  if (!existsSync(file)) return () => true;
  const routes: PageRoutes = JSON.parse(readFileSync(file, 'utf8'));
  return (pathname) => matchesPageRoute(pathname, routes);
}

/** The encoding to send a document in, from what the browser accepts (brotli first). */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | 'identity' {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/**
 * Serves the built app: hashed assets cached forever, everything else revalidated, and a page's
 * HTML document for any other GET (history fallback) so a reload of a client route works.
 * Documents carry an ETag; a browser that has the current one gets 304.
 */
export default fp<WebPluginOptions>(
  async (app, { distDir, canonicalPathOf, canonicalQueryOf, documentFor, languages, prepare }) => {
    const indexHtml = distDir && path.join(distDir, 'index.html');
    if (!distDir || !indexHtml || !existsSync(indexHtml)) {
      app.log.warn({ distDir }, 'no web build found: serving the API only (run `npm run build`)');
      app.setNotFoundHandler(sendApiNotFound);
      return;
    }

    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      // The build writes .br and .gz files beside the scripts and styles (vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        res.setHeader('cache-control', hashed ? IMMUTABLE : 'no-cache');
        // A file may be sent as it is or compressed: a cache must keep them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });

    const templateFor = landingPages(distDir, readFileSync(indexHtml, 'utf8'));
    const isPage = knownPages(distDir);
    // Rendering a page takes a fraction of a second: the first visitor should not wait for it.
    const prepareAll = async () => {
      const started = performance.now();
      const pages = await prepare();
      // A public page's language is its address's: nobody's in particular asks.
      const nobody = languages.visitorLanguage({});
      for (const page of pages) await documentFor(page, templateFor(languages.pathInDefault(page)), nobody);
      app.log.info({ pages: pages.length, ms: Math.round(performance.now() - started) }, 'public pages prepared');
    };
    // Not awaited, so that the server takes requests meanwhile (they share the work under way).
    app.addHook('onListen', (done) => {
      prepareAll().catch((error: unknown) => app.log.warn({ err: error }, 'could not prepare the public pages'));
      done();
    });
    // An unknown address gets the app too, which shows its "not on the menu" page, with a 404.
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const { pathname, query } = partsOf(request.url);
      const canonical = await canonicalPathOf(pathname);
      const kept = PRINTABLE.test(query) ? query : '';
      if (canonical && canonical !== pathname) return reply.redirect(`${canonical}${kept}`, 301);
      // Not kept by caches: the next visitor may read another language.
      const translated = canonical && languages.redirect(canonical, request.headers);
      if (translated) return reply.header('vary', 'accept-language, cookie').redirect(`${translated}${kept}`, 302);
      const page = canonical ? `${pathname}${canonicalQueryOf(pathname, query)}` : pathname;
      const inDefault = languages.pathInDefault(pathname);
      const document = await documentFor(page, templateFor(inDefault), languages.visitorLanguage(request.headers));
      reply
        .code(isPage(inDefault) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .header('etag', document.etag)
        .header('vary', languages.several() ? 'accept-encoding, accept-language, cookie' : 'accept-encoding');
      if (reply.statusCode === 200 && request.headers['if-none-match'] === document.etag) {
        return reply.code(304).send();
      }
      const encoding = encodingFor(request);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('text/html; charset=utf-8').send(document[encoding]);
    };
    // The static handler refuses directory paths; the root is the app's home page.
    app.get('/', sendPage);

    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      const isFileOrApi = /^\/(api|assets|images)(\/|$)/.test(request.url);
      if (!wantsPage || isFileOrApi) {
        return sendApiNotFound(request, reply);
      }
      return sendPage(request, reply);
    });
  },
  { name: 'web' },
);
