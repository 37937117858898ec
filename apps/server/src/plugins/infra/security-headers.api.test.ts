import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs } from '../../../test/helper.ts';

/** What Helmet sends with this app's options. */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self';connect-src 'self';frame-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'self'",
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('are on answers, revalidations, refusals and the API’s 404', async () => {
    const menu = await app.inject({ method: 'GET', url: '/api/menu' });
    const requests = [
      { url: '/api/menu', statusCode: 200 },
      { url: '/api/menu', headers: { 'if-none-match': String(menu.headers.etag) }, statusCode: 304 },
      { url: '/api/health', statusCode: 200 },
      { url: '/api/carts', statusCode: 401 },
      { url: '/api/nothing-here', statusCode: 404 },
    ];
    for (const { url, headers, statusCode } of requests) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(statusCode);
      expect(response.headers, url).toMatchObject(SECURITY_HEADERS);
    }
  });

  it('are on the order stream, whose route writes its response itself', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const cook = await signInAs(app, { email: 'headers-cook@bistro.test', role: 'staff' });
    const { port } = app.server.address() as AddressInfo;
    const abort = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/orders/events`, {
      headers: cook.headers,
      signal: abort.signal,
    });
    abort.abort();
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject(SECURITY_HEADERS);
  });
});
