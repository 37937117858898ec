import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';

const INDEX = '<!doctype html><html><head><title>Bistro Boss</title></head><body><div id="root"></div></body></html>';

describe('serving the web app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'bistro-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("hi")'.repeat(100));
    // As the build writes them: the compressed files beside the original (here marked apart).
    await writeFile(path.join(dist, 'assets', 'app-def456.js'), 'console.log("original")'.repeat(100));
    await writeFile(path.join(dist, 'assets', 'app-def456.js.br'), brotliCompressSync('/* br */'.repeat(200)));
    await writeFile(path.join(dist, 'assets', 'app-def456.js.gz'), gzipSync('/* gzip */'.repeat(200)));
    await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(
      path.join(dist, 'page-routes.json'),
      JSON.stringify(['/', '/menu', '/order/:category', '/dashboard/mycart', '/dashboard/orders/:id']),
    );
    await writeFile(
      path.join(dist, 'preloads.json'),
      JSON.stringify({
        '/menu': {
          styles: [],
          image: { small: '/assets/hero-800.webp', large: '/assets/hero-1440.webp' },
        },
        '/order/': {
          styles: ['/assets/order-1.css'],
          image: { small: '/assets/o-800.webp', large: '/assets/o-1440.webp' },
        },
      }),
    );
    app = await buildTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => app.close());

  it.each([
    ['/', 200],
    ['/dashboard/mycart', 200],
    ['/Dashboard/MyCart/?from=mail', 200],
    ['/dashboard/orders/5f1c', 200],
    ['/no/such/page', 404],
    ['/menu/extra', 404],
    ['/dashboard/nothing', 404],
  ])('answers %s with the app (history fallback), status %i', async (url, status) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    // The home page also tells search engines about itself (features/seo); the rest is the app.
    const withoutSeo = response.body.replace(
      /<(meta|link rel="canonical")[^>]*>|<script type="application\/ld\+json">.*?<\/script>/gs,
      '',
    );
    expect(withoutSeo).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('announces a landing page’s main picture and styles in its head', async () => {
    const menu = await app.inject({ method: 'GET', url: '/menu' });
    expect(menu.statusCode).toBe(200);
    expect(menu.body).toContain('imagesrcset="/assets/hero-800.webp 800w, /assets/hero-1440.webp 1440w"');
    expect(menu.body).toContain('<div id="root"></div>');
    expect(menu.body).not.toContain('order-1.css');

    const order = await app.inject({ method: 'GET', url: '/order/PIZZA?x=1' });
    expect(order.body).toContain('<link rel="preload" as="style" href="/assets/order-1.css">');
    expect(order.body).toContain('imagesrcset="/assets/o-800.webp 800w, /assets/o-1440.webp 1440w"');
  });

  it('never answers an API path with the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/unknown', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers a missing asset with 404 instead of the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends the build’s compressed files as they are, in the encoding the browser takes', async () => {
    const asset = (encoding: string) =>
      app.inject({ method: 'GET', url: '/assets/app-def456.js', headers: { 'accept-encoding': encoding } });
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('/* br */'.repeat(200));
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('/* gzip */'.repeat(200));
    const plain = await asset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("original")'.repeat(100));
  });

  it('sends security headers with a same-origin content security policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('stripe.com');
    expect(csp).not.toContain('google');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the seeded dish images with a cache lifetime', async () => {
    const menu = (await app.inject({ method: 'GET', url: '/api/menu' })).json() as { image: string }[];
    const response = await app.inject({ method: 'GET', url: menu[0]?.image ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toMatch(/max-age=604800/);
  });
});
