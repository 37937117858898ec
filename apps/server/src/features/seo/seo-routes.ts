import type { Brand } from '@bistro/contract/brand';
import type { OfferedLanguages } from '@bistro/contract/languages';
import { pictureAt } from '@bistro/contract/pictures';
import type { MenuSection } from '@bistro/contract/shop';
import type { FastifyPluginAsync } from 'fastify';
import { publicPages } from './page-head.ts';

const xmlText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

interface SeoRoutesOptions {
  siteUrl: string;
  /** The menu's sections now: the sitemap lists their tabs. */
  sections: () => Promise<readonly MenuSection[]>;
  /** The restaurant's brand now: the web manifest and the favicon carry it. */
  brand: () => Brand;
  /** The languages the site is offered in now: the sitemap lists each page in each. */
  languages: () => OfferedLanguages;
}

/** The initials a favicon shows for a restaurant without a logo: "Chez Lina" → "CL". */
const initialsOf = (name: string) =>
  (
    name
      .split(/\s+/)
      .map((word) => [...word][0] ?? '')
      .join('')
      .slice(0, 2) || '?'
  ).toUpperCase();

/**
 * `/robots.txt` and `/sitemap.xml` (crawl the public pages, not the dashboard or the API), and
 * the restaurant's own `/manifest.webmanifest` and `/favicon.svg`.
 */
const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, { siteUrl, sections, brand, languages }) => {
  const robots = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /api/',
    'Disallow: /profile',
    'Disallow: /cart',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
  const sitemap = (pages: string[]) =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...pages.map((page) => `  <url><loc>${xmlText(`${siteUrl}${page}`)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(sitemap(publicPages(await sections(), languages()))),
  );

  app.get('/manifest.webmanifest', { schema: { hide: true } }, (_request, reply) => {
    const { name, tagline, logo, primaryColor } = brand();
    const icons = logo
      ? [{ src: pictureAt(logo, 240), type: 'image/webp' }]
      : [{ src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' }];
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send({
        name,
        short_name: name.length > 12 ? initialsOf(name) : name,
        ...(tagline ? { description: tagline } : {}),
        start_url: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: primaryColor ?? '#151515',
        icons,
      });
  });

  // Without a logo, the restaurant's initials on its colour (the built app's own favicon says the house's).
  app.get('/favicon.svg', { schema: { hide: true } }, (_request, reply) => {
    const { name, primaryColor, primaryTextColor } = brand();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>${xmlText(name)}</title><rect width="64" height="64" rx="14" fill="${primaryColor ?? '#151515'}"/><text x="32" y="43" font-family="Georgia,serif" font-size="30" font-weight="700" text-anchor="middle" fill="${primaryColor ? (primaryTextColor ?? '#ffffff') : '#D99904'}">${xmlText(initialsOf(name))}</text></svg>`;
    return reply.type('image/svg+xml').header('cache-control', 'no-cache').send(svg);
  });
};

export default seoRoutes;
