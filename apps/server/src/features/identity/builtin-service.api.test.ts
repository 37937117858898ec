import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sessionCookie, signUpWithIdentity, TEST_ORIGIN, waitForMail } from '../../../test/helper.ts';

const signUpAt = (
  app: FastifyInstance,
  address: string,
  email: string,
  extra: Record<string, string> = {},
  callbackURL?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { host: new URL(address).host, origin: address, ...extra },
    payload: { name: 'Newcomer', email, password: 'tomato-basil', callbackURL },
  });

describe('the built-in identity service without PUBLIC_URL', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL: '', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('lets a person sign up at whatever address the site was reached at', async () => {
    for (const [address, email] of [
      ['http://127.0.0.1:5000', 'loopback@bistro.test'],
      ['http://192.168.1.20:5000', 'phone@bistro.test'],
      ['http://localhost:5173', 'other-port@bistro.test'],
    ]) {
      const response = await signUpAt(app, address ?? '', email ?? '');
      expect(response.statusCode, address).toBe(200);
    }
  });

  it('still refuses a request from any other origin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { host: '127.0.0.1:5000', origin: 'http://evil.example' },
      payload: { name: 'Mallory', email: 'mallory@bistro.test', password: 'tomato-basil' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/invalid origin/i);
  });

  it('links mail to the address it printed at start-up, whatever address or Host a request came with', async () => {
    await signUpAt(app, 'http://127.0.0.1:5000', 'links@bistro.test');
    expect((await waitForMail(app, 'links@bistro.test', /confirm/i)).link).toMatch(
      /^http:\/\/localhost:5000\/api\/auth\/verify-email\?token=/,
    );
    for (const [address, email] of [
      ['http://127.0.0.1:6666', 'port-6666@bistro.test'],
      ['http://attacker.example', 'poisoned@bistro.test'],
    ] as const) {
      expect((await signUpAt(app, address, email)).statusCode, address).toBe(200);
      const asked = await app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { host: new URL(address).host, origin: address },
        payload: { email },
      });
      expect(asked.statusCode).toBe(200);
      expect((await waitForMail(app, email, /confirm/i)).link).toMatch(/^http:\/\/localhost:5000\//);
      expect((await waitForMail(app, email, /reset/i)).link).toMatch(/^http:\/\/localhost:5000\/reset-password\?/);
    }
  });

  it('sends the browser on only to a path on this site after confirming an address', async () => {
    for (const target of ['https://evil.example', '//evil.example', '/\\evil.example', 'evil.example']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(target)}`,
        headers: { host: 'localhost:5000' },
      });
      expect([target, response.statusCode]).toEqual([target, 400]);
      expect(response.json().message).toMatch(/a path on this site/);
    }
    const onSite = await app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=x&callbackURL=%2Fprofile',
      headers: { host: 'localhost:5000' },
    });
    expect(onSite.statusCode).not.toBe(400);
    expect(String(onSite.headers.location ?? '/')).toMatch(/^\/(?!\/)/);
  });

  it('brings a newcomer back from the confirmation mail to the page they signed up from', async () => {
    const fromShop = await signUpAt(app, 'http://localhost:5000', 'back-to-shop@bistro.test', {}, '/order/PIZZA');
    expect(fromShop.statusCode).toBe(200);
    const link = new URL((await waitForMail(app, 'back-to-shop@bistro.test', /confirm/i)).link ?? '');
    expect(link.searchParams.get('callbackURL')).toBe('/order/PIZZA');
    const confirmed = await app.inject({ method: 'GET', url: link.pathname + link.search });
    expect([confirmed.statusCode, confirmed.headers.location]).toEqual([302, '/order/PIZZA']);

    await signUpAt(app, 'http://localhost:5000', 'no-page@bistro.test');
    const plain = new URL((await waitForMail(app, 'no-page@bistro.test', /confirm/i)).link ?? '');
    expect(plain.searchParams.get('callbackURL')).toBe('/profile');

    const elsewhere = await signUpAt(app, 'http://localhost:5000', 'elsewhere@bistro.test', {}, '//evil.example');
    expect(elsewhere.statusCode).toBe(400);
  });
  it('marks the session cookie Secure when the site is served over https', async () => {
    const response = await signUpAt(app, 'https://bistro.example', 'secure@bistro.test', {
      'x-forwarded-proto': 'https',
    });
    expect(response.statusCode).toBe(200);
    const cookies = [response.headers['set-cookie'] ?? []].flat();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    const plain = [
      (await signUpAt(app, 'http://127.0.0.1:5000', 'plain@bistro.test')).headers['set-cookie'] ?? [],
    ].flat();
    for (const cookie of plain) expect(cookie).toMatch(/;\s*HttpOnly/i);
  });
});

describe('the built-in identity service with PUBLIC_URL', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('accepts only that origin', async () => {
    expect((await signUpAt(app, TEST_ORIGIN, 'public@bistro.test')).statusCode).toBe(200);
    const elsewhere = await signUpAt(app, 'http://127.0.0.1:5000', 'elsewhere@bistro.test');
    expect(elsewhere.statusCode).toBe(403);
  });

  it('never lets page scripts read the session token', async () => {
    const signUp = await signUpAt(app, TEST_ORIGIN, 'hidden@bistro.test');
    const cookie = sessionCookie(signUp.headers['set-cookie']);
    const sessionToken = cookie.split('=')[1]?.split('.')[0] ?? '';
    expect(sessionToken.length).toBeGreaterThan(10);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'hidden@bistro.test', password: 'tomato-basil' },
    });
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json()).toEqual({ user: { email: 'hidden@bistro.test', name: 'Newcomer', emailVerified: false } });
    for (const response of [signUp, signIn, session]) {
      expect(response.body).not.toContain(sessionToken);
      expect(response.body).not.toMatch(/"token"/);
      expect(response.headers['set-auth-token']).toBeUndefined();
    }
  });

  it('checks names with our rules before the service sees them', async () => {
    const cookie = await signUpWithIdentity(app, { email: 'named@bistro.test' });
    const update = (name: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { origin: TEST_ORIGIN, cookie },
        payload: { name },
      });
    for (const name of [null, 42, { first: 'x' }, 'a\u0000b', 'x'.repeat(1_000_000), '']) {
      const response = await update(name);
      expect(response.statusCode, JSON.stringify(name).slice(0, 20)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Bad Request', message: expect.stringContaining('name') });
    }
    expect((await update('  Nora  ')).statusCode).toBe(200);
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().user.name).toBe('Nora');
  });

  it('sends the confirmation again on request, and says when a link is not valid', async () => {
    const cookie = await signUpWithIdentity(app, { email: 'again@bistro.test' });
    await waitForMail(app, 'again@bistro.test', /confirm/i);
    const resend = await app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      headers: { origin: TEST_ORIGIN, cookie },
      payload: { email: 'again@bistro.test' },
    });
    expect(resend.statusCode).toBe(200);
    const bogus = await app.inject({ method: 'GET', url: '/api/auth/verify-email?token=forged&callbackURL=/profile' });
    expect(bogus.statusCode).toBe(302);
    expect(bogus.headers.location).toMatch(/^\/profile\?error=/);
  });
});

describe('Google sign-in in a popup without PUBLIC_URL', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      PUBLIC_URL: '',
      GOOGLE_CLIENT_ID: 'bistro-test-client',
      GOOGLE_CLIENT_SECRET: 'bistro-test-secret',
    });
  });
  afterAll(() => app.close());

  it('refuses to be sent on anywhere but a path on this site', async () => {
    for (const name of ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL']) {
      const query = new URLSearchParams({
        provider: 'google',
        popupOrigin: TEST_ORIGIN,
        [name]: 'https://evil.example',
      });
      const response = await app.inject({ method: 'GET', url: `/api/auth/oauth-popup/start?${query}` });
      expect([name, response.statusCode]).toEqual([name, 400]);
      expect(response.json().message).toMatch(/a path on this site/);
    }
  });
});
