import { RECENT_SIGN_IN_MINUTES } from '@bistro/contract/privacy';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGoogleKeysStandIn } from '../../../test/google-keys-stand-in.ts';
import { buildTestApp } from '../../../test/helper.ts';

const PROJECT_ID = 'bistro-prod';

// With Firebase the server holds no passwords: a diner proves a recent sign-in with a fresh ID
// token, whose auth_time says when they last signed in.
describe('DELETE /api/me with Firebase Authentication', () => {
  let app: FastifyInstance;
  let google: Awaited<ReturnType<typeof startGoogleKeysStandIn>>;
  beforeAll(async () => {
    google = await startGoogleKeysStandIn();
    app = await buildTestApp({
      IDENTITY_SERVICE: 'firebase',
      FIREBASE_PROJECT_ID: PROJECT_ID,
      FIREBASE_API_KEY: 'web-api-key',
      FIREBASE_PUBLIC_KEYS_URL: google.url,
    });
  });
  afterAll(async () => {
    await app.close();
    await google.close();
  });

  const now = () => Math.floor(Date.now() / 1000);
  const idTokenFor = (email: string, signedInSecondsAgo: number) =>
    google.signIdToken(PROJECT_ID, { email, auth_time: now() - signedInSecondsAgo });

  it('deletes the account only with an ID token of a sign-in in the last few minutes, of that account', async () => {
    const email = 'fern@bistro.test';
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/jwt',
      payload: { idToken: await idTokenFor(email, 30 * 60) },
    });
    const authorization = `Bearer ${signedIn.json().token}`;
    const deleteMe = (payload: object) =>
      app.inject({ method: 'DELETE', url: '/api/me', headers: { authorization }, payload });

    const withoutProof = await deleteMe({ password: 'a password Firebase keeps' });
    expect(withoutProof.statusCode).toBe(403);
    expect(withoutProof.json().message).toMatch(/^Sign in again to delete your account/);
    const stale = await deleteMe({ idToken: await idTokenFor(email, (RECENT_SIGN_IN_MINUTES + 1) * 60) });
    expect(stale.statusCode).toBe(403);
    expect((await deleteMe({ idToken: await idTokenFor('someone@bistro.test', 10) })).statusCode).toBe(403);
    expect((await deleteMe({ idToken: 'not-a-token' })).statusCode).toBe(403);

    const deleted = await deleteMe({ idToken: await idTokenFor(email, 10) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ erasedOrders: 0 });
    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization } })).statusCode).toBe(
      401,
    );
  });
});
