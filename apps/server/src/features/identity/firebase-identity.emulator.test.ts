import { tokenResponseSchema } from '@bistro/contract/identity';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMULATOR_PROJECT_ID,
  type RunningEmulator,
  startFirebaseEmulator,
} from '../../../../../scripts/firebase-emulator.ts';
import { buildTestApp } from '../../../test/helper.ts';

const API_KEY = 'demo-api-key';

// Firebase mode against Firebase's own Auth emulator: the tokens are the ones the Firebase
// SDK gets in the browser. The emulator does not sign them, so the server accepts them only
// in tests and only once the emulator confirms them (see firebase-id-token.ts).
describe('POST /api/jwt with the Firebase Auth emulator', () => {
  let emulator: RunningEmulator;
  let app: FastifyInstance;
  beforeAll(async () => {
    emulator = await startFirebaseEmulator({ port: 9199 });
    app = await buildTestApp({
      NODE_ENV: 'test',
      IDENTITY_SERVICE: 'firebase',
      FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
      FIREBASE_API_KEY: API_KEY,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    });
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await emulator?.stop();
  });

  /** Calls the emulator's Identity Toolkit API, as the Firebase SDK does. */
  async function identityToolkit(operation: string, body: object) {
    const response = await fetch(
      `http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:${operation}?key=${API_KEY}`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );
    expect(response.ok).toBe(true);
    return (await response.json()) as { idToken: string; localId: string };
  }

  const signUp = (email: string, displayName: string) =>
    identityToolkit('signUp', { email, password: 'secret-pass', displayName, returnSecureToken: true });

  const requestToken = (payload: object) => app.inject({ method: 'POST', url: '/api/jwt', payload });

  /** The emulator's unsigned token with some claims changed: what a forger would send. */
  function tampered(idToken: string, changes: Record<string, unknown>): string {
    const [header] = idToken.split('.');
    const payload = Buffer.from(JSON.stringify({ ...decodeJwt(idToken), ...changes })).toString('base64url');
    return `${header}.${payload}.`;
  }

  it('accepts a real emulator ID token: our API token for that email, and the user recorded', async () => {
    const { idToken } = await signUp('emma@bistro.test', 'Emma Emulated');
    const response = await requestToken({ idToken, email: 'emma@bistro.test' });
    expect(response.statusCode).toBe(200);
    const { token } = tokenResponseSchema.parse(response.json());
    expect(decodeJwt(token)).toMatchObject({ email: 'emma@bistro.test', role: 'user' });
    const cart = await app.inject({
      method: 'GET',
      url: '/api/carts?email=emma@bistro.test',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cart.statusCode).toBe(200);
    expect((await app.usersRepository.findByEmail('emma@bistro.test'))?.name).toBe('Emma Emulated');
  });

  it('refuses a token with another email, or another account, written into it', async () => {
    const { idToken } = await signUp('mallory@bistro.test', 'Mallory');
    const victim = await signUp('victim@bistro.test', 'Victim');
    for (const forged of [
      tampered(idToken, { email: 'victim@bistro.test' }),
      tampered(idToken, { sub: victim.localId, user_id: victim.localId }),
    ]) {
      expect((await requestToken({ idToken: forged })).statusCode).toBe(401);
    }
  });

  it('refuses an expired token and another project’s token', async () => {
    const { idToken } = await signUp('late@bistro.test', 'Late');
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = tampered(idToken, { iat: past, auth_time: past, exp: past + 3600 });
    const otherProject = tampered(idToken, {
      aud: 'demo-other',
      iss: 'https://securetoken.google.com/demo-other',
    });
    for (const refused of [expired, otherProject]) {
      expect((await requestToken({ idToken: refused })).statusCode).toBe(401);
    }
  });

  it('sends the browser to the emulator, and opens the content security policy to it alone', async () => {
    const config = (await app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.identity.firebase.emulatorUrl).toBe(`http://${emulator.host}`);
    const csp = String((await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    expect(csp).toContain(`connect-src 'self' http://${emulator.host};`);
    expect(csp).toContain(`frame-src 'self' http://${emulator.host};`);
    expect(csp).not.toContain('googleapis.com');
  });

  it('refuses the token of an account the emulator deleted, and a token claiming a signature', async () => {
    const { idToken } = await signUp('gone@bistro.test', 'Gone');
    const [, payload] = idToken.split('.');
    const claimsSigned = `${Buffer.from('{"alg":"RS256","typ":"JWT"}').toString('base64url')}.${payload}.c2lnbmF0dXJl`;
    expect((await requestToken({ idToken: claimsSigned })).statusCode).toBe(401);

    await identityToolkit('delete', { idToken });
    expect((await requestToken({ idToken })).statusCode).toBe(401);
  });
});
