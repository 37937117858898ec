import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { sendApiNotFound } from './error-handler.ts';

export interface WebPluginOptions {
  /** The Vite build of apps/web, or null when this process serves only the API. */
  distDir: string | null;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets cached forever, everything else revalidated, and
 * index.html for any other GET (history fallback) so a reload of a client route works.
 */
export default fp<WebPluginOptions>(
  async (app, { distDir }) => {
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
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        res.setHeader('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });

    const sendApp = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
    // The static handler refuses directory paths; the root is the app's home page.
    app.get('/', (_request, reply) => sendApp(reply));

    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      const isFileOrApi = /^\/(api|assets|images)(\/|$)/.test(request.url);
      if (!wantsPage || isFileOrApi) {
        return sendApiNotFound(request, reply);
      }
      return sendApp(reply);
    });
  },
  { name: 'web' },
);
