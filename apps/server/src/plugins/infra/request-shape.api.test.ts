import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sendRaw, signInAs, TEST_ORIGIN } from '../../../test/helper.ts';

describe('the shape of requests', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ AUTH_RATE_LIMIT: '3' });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  // Over real HTTP: app.inject would resolve the dots before sending, as `curl --path-as-is` does not.
  const signIn = (path: string) =>
    sendRaw(app, {
      method: 'POST',
      path,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'walker@bistro.test', password: 'guess-1234' }),
    });

  it.each([
    '/api/auth/x/../sign-in/email',
    '/api/auth/x/%2e%2e/sign-in/email',
    '/api/auth/sign-in/./email',
    '/api/auth//sign-in/email',
  ])('refuses %s before routing, so no path walks around the sign-in limit', async (path) => {
    for (let i = 0; i < 5; i++) {
      const response = await signIn(path);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/plain form/);
    }
  });

  it('refuses letters written as %-codes, which the router decodes and the identity service would not', async () => {
    const response = await signIn('/api/auth/sign-in/%65mail');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/plain form/);
  });

  it('refuses a Host header that is not a host and port, before anything reads it', async () => {
    for (const host of ['localhost:5642@evil.com', 'localhost:99999', 'localhost:5000/x']) {
      const response = await sendRaw(app, { method: 'GET', path: '/api/auth/get-session', headers: { host } });
      expect([host, response.statusCode]).toEqual([host, 400]);
      expect(response.json().message).toMatch(/Host header/);
    }
    const plain = await sendRaw(app, { method: 'GET', path: '/api/health', headers: { host: '[::1]:5000' } });
    expect(plain.statusCode).toBe(200);
  });

  it('limits sign-in on the path that is served', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('/api/auth/sign-in/email')).statusCode).toBe(401);
    expect((await signIn('/api/auth/sign-in/email')).statusCode).toBe(429);
  });

  it('serves only the identity endpoints the site uses', async () => {
    for (const [method, url] of [
      ['POST', '/api/auth/x/sign-in/email'],
      ['GET', '/api/auth/list-sessions'],
      ['POST', '/api/auth/delete-user'],
      ['POST', '/api/auth/change-email'],
      ['GET', '/api/auth/ok'],
    ] as const) {
      const response = await app.inject({ method, url, headers: { origin: TEST_ORIGIN }, payload: {} });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('refuses JSON nested deeper than a request needs, on any route', async () => {
    const admin = await signInAs(app, { email: 'deep@bistro.test', role: 'admin' });
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    for (const url of ['/api/jwt', '/api/auth/sign-up/email', '/api/auth/update-user', '/api/menu', '/api/carts']) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { ...admin.headers, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: deep,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Bad Request', message: expect.stringMatching(/nested deeper/) });
    }
  });

  it('refuses a __proto__ key', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
  });
});
