import type { FastifyPluginAsync } from 'fastify';
import { publicPages } from './page-head.ts';

const xmlText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** `/robots.txt` and `/sitemap.xml`: crawl the public pages, not the dashboard or the API. */
const seoRoutes: FastifyPluginAsync<{ siteUrl: string }> = async (app, { siteUrl }) => {
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
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPages.map((page) => `  <url><loc>${xmlText(`${siteUrl}${page}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap),
  );
};

export default seoRoutes;
