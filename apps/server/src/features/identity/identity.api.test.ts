import { tokenResponseSchema } from '@bistro/contract/identity';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sessionCookie, signUpWithIdentity, waitForMail } from '../../../test/helper.ts';
import { users } from '../../db/schema.ts';
import { createTokenService } from './token-service.ts';

const JWT_SECRET = 'test-jwt-secret-that-is-long-enough-to-use';

const ORIGIN = { origin: 'http://localhost:5000' };

async function requestToken(app: FastifyInstance, cookie: string | undefined, email?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/jwt',
    headers: { ...ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: email === undefined ? {} : { email },
  });
}

async function tokenFor(app: FastifyInstance, cookie: string): Promise<string> {
  const response = await requestToken(app, cookie);
  expect(response.statusCode).toBe(200);
  return tokenResponseSchema.parse(response.json()).token;
}

/** Opens the confirmation link mailed to the address, as its owner does. */
async function confirmAddress(app: FastifyInstance, email: string) {
  const { link } = await waitForMail(app, email, /confirm your email/i);
  const url = new URL(link ?? '');
  return app.inject({ method: 'GET', url: url.pathname + url.search });
}

const adminStatus = (app: FastifyInstance, email: string, token?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/users/admin/${encodeURIComponent(email)}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('identity and API tokens', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      ADMIN_EMAILS: 'Boss@Bistro.test,owner@bistro.test',
      JWT_TTL_SECONDS: '600',
      JWT_SECRET,
    });
  });
  afterAll(() => app.close());

  describe('POST /api/jwt', () => {
    it('issues a token carrying id, email and role for the signed-in identity', async () => {
      const cookie = await signUpWithIdentity(app, { name: 'Ana', email: 'ana@bistro.test' });
      const response = await requestToken(app, cookie, 'ana@bistro.test');
      expect(response.statusCode).toBe(200);
      const { token, expiresIn } = tokenResponseSchema.parse(response.json());
      expect(expiresIn).toBe(600);
      const claims = decodeJwt(token);
      expect(claims).toMatchObject({ email: 'ana@bistro.test', role: 'user', sub: expect.any(String) });
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(600);
    });

    it('accepts a request without a body, the proof being the session', async () => {
      const cookie = await signUpWithIdentity(app, { email: 'bodyless@bistro.test' });
      const response = await app.inject({ method: 'POST', url: '/api/jwt', headers: { ...ORIGIN, cookie } });
      expect(response.statusCode).toBe(200);
      expect(decodeJwt(tokenResponseSchema.parse(response.json()).token).email).toBe('bodyless@bistro.test');
    });

    it('refuses a caller with no proof of identity, whatever email they send', async () => {
      const response = await requestToken(app, undefined, 'ana@bistro.test');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Unauthorized', message: 'No proof of identity: sign in first' });
      expect(response.body).not.toContain('token"');
    });

    it('refuses an email other than the proven one', async () => {
      const cookie = await signUpWithIdentity(app, { email: 'mallory@bistro.test' });
      const response = await requestToken(app, cookie, 'ana@bistro.test');
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('The email does not match the signed-in identity');
    });

    it('refuses a forged session cookie', async () => {
      const response = await requestToken(app, 'better-auth.session_token=forged.value', 'ana@bistro.test');
      expect(response.statusCode).toBe(401);
    });

    it('stops issuing tokens after sign-out', async () => {
      const cookie = await signUpWithIdentity(app, { email: 'leaving@bistro.test' });
      const signOut = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { ...ORIGIN, cookie } });
      expect(signOut.statusCode).toBe(200);
      expect((await requestToken(app, cookie)).statusCode).toBe(401);
    });

    it('makes ADMIN_EMAILS users admins once they confirm their address, not at sign-up', async () => {
      const cookie = await signUpWithIdentity(app, { email: 'boss@bistro.test' });
      expect(decodeJwt(await tokenFor(app, cookie)).role).toBe('user');

      const confirmed = await confirmAddress(app, 'boss@bistro.test');
      expect(confirmed.statusCode).toBe(302);
      expect(confirmed.headers.location).toBe('/profile');

      const token = await tokenFor(app, cookie);
      expect(decodeJwt(token).role).toBe('admin');
      expect((await adminStatus(app, 'boss@bistro.test', token)).json()).toEqual({ admin: true, role: 'admin' });
    });
  });

  describe('ADMIN_EMAILS after the account is deleted', () => {
    it('gives the role to whoever registers the address again only once they confirm it', async () => {
      const owner = await signUpWithIdentity(app, { email: 'owner@bistro.test' });
      expect((await confirmAddress(app, 'owner@bistro.test')).statusCode).toBe(302);
      const ownerToken = await tokenFor(app, owner);
      expect(decodeJwt(ownerToken).role).toBe('admin');
      // The account deleted as the privacy feature's erasure does it, without its last-admin check.
      await app.database.db.transaction(async (tx) => {
        await app.identity.forget('owner@bistro.test', tx);
        await app.usersRepository.remove(decodeJwt(ownerToken).sub ?? '', tx);
      });

      const squatter = await signUpWithIdentity(app, { email: 'owner@bistro.test', password: 'squatter-pass' });
      expect(decodeJwt(await tokenFor(app, squatter)).role).toBe('user');
    });
  });

  describe('the identity service', () => {
    it('refuses a password shorter than 8 characters', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: ORIGIN,
        payload: { name: 'Short', email: 'short@bistro.test', password: 'abc1234' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('Password must be at least 8 characters');
    });

    it('signs in with the password, and not with a wrong one', async () => {
      await signUpWithIdentity(app, { email: 'returning@bistro.test', password: 'right-password' });
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: ORIGIN,
        payload: { email: 'returning@bistro.test', password: 'wrong-password' },
      });
      expect(wrong.statusCode).toBe(401);
      const right = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: ORIGIN,
        payload: { email: 'returning@bistro.test', password: 'right-password' },
      });
      expect(right.statusCode).toBe(200);
      expect(decodeJwt(await tokenFor(app, sessionCookie(right.headers['set-cookie']))).email).toBe(
        'returning@bistro.test',
      );
    });

    it('renames the signed-in person', async () => {
      const cookie = await signUpWithIdentity(app, { name: 'Old Name', email: 'rename@bistro.test' });
      const update = await app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { ...ORIGIN, cookie },
        payload: { name: 'New Name' },
      });
      expect(update.statusCode).toBe(200);
      const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
      expect(session.json().user.name).toBe('New Name');
    });

    it('keeps the password hashed, never stored as sent', async () => {
      await signUpWithIdentity(app, { email: 'hashed@bistro.test', password: 'plain-text-pw' });
      const rows = await app.database.db.query.authAccounts.findMany();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.password).not.toContain('plain-text-pw');
    });
  });

  describe('the authentication hook', () => {
    let token: string;
    beforeAll(async () => {
      token = await tokenFor(app, await signUpWithIdentity(app, { email: 'guarded@bistro.test' }));
    });
    const createUser = (authorization?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/users',
        headers: authorization ? { authorization } : {},
        payload: { name: 'Guarded', email: 'guarded@bistro.test' },
      });

    it('refuses a protected route without a token', async () => {
      const response = await createUser();
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Log in to continue: no access token was sent');
    });

    it('refuses a token signed with another secret', async () => {
      const forged = await createTokenService('x'.repeat(40), 600).issue({
        id: decodeJwt(token).sub ?? '',
        email: 'guarded@bistro.test',
        role: 'admin',
        version: 0,
      });
      expect((await createUser(`Bearer ${forged}`)).statusCode).toBe(401);
    });

    it('refuses an unsigned (alg: none) token', async () => {
      const unsigned = new UnsecuredJWT({ email: 'guarded@bistro.test', role: 'admin' })
        .setSubject(decodeJwt(token).sub ?? '')
        .setIssuer('bistro-boss')
        .setExpirationTime('10m')
        .encode();
      expect((await createUser(`Bearer ${unsigned}`)).statusCode).toBe(401);
    });

    it('refuses a tampered token', async () => {
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
      const tampered = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
      expect((await createUser(`Bearer ${header}.${tampered}.${signature}`)).statusCode).toBe(401);
    });

    it('refuses an expired token', async () => {
      const expired = await new SignJWT({ email: 'guarded@bistro.test', role: 'user' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(decodeJwt(token).sub ?? '')
        .setIssuer('bistro-boss')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
        .sign(new TextEncoder().encode(JWT_SECRET));
      const response = await createUser(`Bearer ${expired}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Your access token is invalid or has expired: log in again');
    });

    it('refuses a token without an expiry, even when signed with our secret', async () => {
      const everlasting = await new SignJWT({ email: 'guarded@bistro.test', role: 'user' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(decodeJwt(token).sub ?? '')
        .setIssuer('bistro-boss')
        .setIssuedAt()
        .sign(new TextEncoder().encode(JWT_SECRET));
      expect((await createUser(`Bearer ${everlasting}`)).statusCode).toBe(401);
    });

    it('refuses a signed token whose subject is not a user id, with 401 (not a database error)', async () => {
      for (const subject of ['not-a-uuid', "'; drop table users; --", '\u0000']) {
        const odd = await new SignJWT({ email: 'guarded@bistro.test', role: 'user' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(subject)
          .setIssuer('bistro-boss')
          .setIssuedAt()
          .setExpirationTime('10m')
          .sign(new TextEncoder().encode(JWT_SECRET));
        expect((await createUser(`Bearer ${odd}`)).statusCode).toBe(401);
      }
    });

    it('refuses the token of a user who no longer exists', async () => {
      const goneToken = await tokenFor(app, await signUpWithIdentity(app, { email: 'gone@bistro.test' }));
      await app.database.db.delete(users).where(eq(users.email, 'gone@bistro.test'));
      expect((await adminStatus(app, 'gone@bistro.test', goneToken)).statusCode).toBe(401);
    });

    it('accepts a valid token', async () => {
      const response = await createUser(`Bearer ${token}`);
      expect(response.statusCode).toBe(200);
    });
  });

  describe('users', () => {
    it('creates the user record once; a repeat creates nothing and says so', async () => {
      const token = await tokenFor(app, await signUpWithIdentity(app, { name: 'Once', email: 'once@bistro.test' }));
      const headers = { authorization: `Bearer ${token}` };
      // POST /api/jwt already recorded the user, so the spec's POST /users after sign-up finds it.
      const repeat = await app.inject({
        method: 'POST',
        url: '/api/users',
        headers,
        payload: { name: 'Once', email: 'once@bistro.test' },
      });
      expect(repeat.json()).toEqual({ insertedId: null, message: 'user already exists' });
      const rows = await app.usersRepository.findByEmail('once@bistro.test');
      expect(rows?.name).toBe('Once');
    });

    it('refuses to create a record for someone else', async () => {
      const token = await tokenFor(app, await signUpWithIdentity(app, { email: 'self@bistro.test' }));
      const response = await app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { authorization: `Bearer ${token}` },
        payload: { name: 'Victim', email: 'victim@bistro.test' },
      });
      expect(response.statusCode).toBe(403);
      expect(await app.usersRepository.findByEmail('victim@bistro.test')).toBeUndefined();
    });

    it('answers the admin status to that user and to admins only', async () => {
      const userToken = await tokenFor(app, await signUpWithIdentity(app, { email: 'curious@bistro.test' }));
      expect((await adminStatus(app, 'curious@bistro.test', userToken)).json()).toEqual({ admin: false, role: 'user' });
      expect((await adminStatus(app, 'boss@bistro.test', userToken)).statusCode).toBe(403);
      expect((await adminStatus(app, 'curious@bistro.test')).statusCode).toBe(401);
    });
  });
});
