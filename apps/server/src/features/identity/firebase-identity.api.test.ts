import { tokenResponseSchema } from '@bistro/contract/identity';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, generateKeyPair, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGoogleKeysStandIn } from '../../../test/google-keys-stand-in.ts';
import { buildTestApp } from '../../../test/helper.ts';

const PROJECT_ID = 'bistro-prod';

// Firebase mode as in production: ID tokens must carry a signature by one of the published keys
// (here a local stand-in for Google's key address). The emulator's own tests are in
// firebase-identity.emulator.test.ts.
describe('POST /api/jwt with Firebase Authentication', () => {
  let app: FastifyInstance;
  let google: Awaited<ReturnType<typeof startGoogleKeysStandIn>>;
  beforeAll(async () => {
    google = await startGoogleKeysStandIn();
    app = await buildTestApp({
      IDENTITY_SERVICE: 'firebase',
      FIREBASE_PROJECT_ID: PROJECT_ID,
      FIREBASE_API_KEY: 'web-api-key',
      FIREBASE_PUBLIC_KEYS_URL: google.url,
      ADMIN_EMAILS: 'boss@bistro.test',
    });
  });
  afterAll(async () => {
    await app.close();
    await google.close();
  });

  const requestToken = (payload: object) => app.inject({ method: 'POST', url: '/api/jwt', payload });
  const now = () => Math.floor(Date.now() / 1000);

  it('issues our API token for the email a genuine ID token proves, and records the user', async () => {
    const idToken = await google.signIdToken(PROJECT_ID, { email: 'Ana@Bistro.test', name: 'Ana Diner' });
    const response = await requestToken({ idToken, email: 'ana@bistro.test' });
    expect(response.statusCode).toBe(200);
    const { token } = tokenResponseSchema.parse(response.json());
    expect(decodeJwt(token)).toMatchObject({ email: 'ana@bistro.test', role: 'user' });

    const status = await app.inject({
      method: 'GET',
      url: '/api/users/admin/ana@bistro.test',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status.json()).toEqual({ admin: false, role: 'user' });
    expect((await app.usersRepository.findByEmail('ana@bistro.test'))?.name).toBe('Ana Diner');
  });

  it('makes ADMIN_EMAILS administrators once Firebase says the address is verified, as with the built-in service', async () => {
    const unverified = await google.signIdToken(PROJECT_ID, { email: 'boss@bistro.test', email_verified: false });
    expect(decodeJwt((await requestToken({ idToken: unverified })).json().token).role).toBe('user');
    const verified = await google.signIdToken(PROJECT_ID, { email: 'boss@bistro.test', email_verified: true });
    expect(decodeJwt((await requestToken({ idToken: verified })).json().token).role).toBe('admin');
  });

  it('refuses a request with no ID token, and one whose email is not the proven one', async () => {
    expect((await requestToken({})).statusCode).toBe(401);
    const idToken = await google.signIdToken(PROJECT_ID, { email: 'ana@bistro.test' });
    const claimed = await requestToken({ idToken, email: 'boss@bistro.test' });
    expect(claimed.statusCode).toBe(401);
    expect(claimed.json().message).toBe('The email does not match the signed-in identity');
  });

  it.each([
    ['another project’s token (signed by Google all the same)', () => google.signIdToken('someone-elses-app')],
    ['an expired token', () => google.signIdToken(PROJECT_ID, {}, { issuedAt: now() - 7200, expiresAt: now() - 3600 })],
    ['a token issued in the future', () => google.signIdToken(PROJECT_ID, {}, { issuedAt: now() + 600 })],
    ['a token whose sign-in is in the future', () => google.signIdToken(PROJECT_ID, { auth_time: now() + 600 })],
    ['a token without an email (e.g. a phone sign-in)', () => google.signIdToken(PROJECT_ID, { email: undefined })],
    [
      'a token signed by a stranger under Google’s key id',
      async () => google.signIdToken(PROJECT_ID, {}, { key: (await generateKeyPair('RS256')).privateKey }),
    ],
    ['a token naming a key Google never published', () => google.signIdToken(PROJECT_ID, {}, { kid: 'unknown-key' })],
    [
      'a tampered token (email swapped after signing)',
      async () => {
        const [header, , signature] = (await google.signIdToken(PROJECT_ID)).split('.');
        const forged = { ...decodeJwt(await google.signIdToken(PROJECT_ID)), email: 'boss@bistro.test' };
        return `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
      },
    ],
    [
      'an unsigned token, as the emulator makes (accepted only with the emulator, in tests)',
      async () =>
        new UnsecuredJWT({ email: 'boss@bistro.test', auth_time: now() })
          .setIssuer(`https://securetoken.google.com/${PROJECT_ID}`)
          .setAudience(PROJECT_ID)
          .setSubject('firebase-uid-boss')
          .setIssuedAt()
          .setExpirationTime('1h')
          .encode(),
    ],
    ['something that is not a token', async () => 'not-a-jwt'],
  ])('refuses %s', async (_what, makeToken) => {
    const response = await requestToken({ idToken: await makeToken() });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'Unauthorized', message: expect.any(String) });
  });

  it('has no built-in identity service endpoints', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/get-session' })).statusCode).toBe(404);
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'X', email: 'x@bistro.test', password: 'secret-pass' },
    });
    expect(signUp.statusCode).toBe(404);
  });

  it('lets Firebase’s API, Google’s gapi loader and the auth domain’s frame through the content security policy', async () => {
    const csp = String((await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://apis.google.com;");
    expect(csp).toContain(`frame-src 'self' https://${PROJECT_ID}.firebaseapp.com;`);
    expect(csp).toContain(
      "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com;",
    );
  });

  it('tells the browser to sign in with Firebase, with the web configuration only', async () => {
    const config = (await app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.identity).toEqual({
      mode: 'firebase',
      google: true,
      captcha: true,
      firebase: {
        apiKey: 'web-api-key',
        authDomain: `${PROJECT_ID}.firebaseapp.com`,
        projectId: PROJECT_ID,
        emulatorUrl: null,
      },
    });
  });
});
