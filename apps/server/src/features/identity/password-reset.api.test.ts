import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  outboxMessages,
  sessionCookie,
  signUpWithIdentity,
  TEST_ORIGIN,
  waitForMail,
} from '../../../test/helper.ts';

describe('password reset by mail', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const post = (url: string, payload: object, cookie?: string) =>
    app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, payload });
  const tokenFor = async (cookie: string) =>
    (await app.inject({ method: 'POST', url: '/api/jwt', headers: { origin: TEST_ORIGIN, cookie } })).json().token;
  const resetLink = async (email: string) => {
    expect((await post('/api/auth/request-password-reset', { email })).json()).toMatchObject({ status: true });
    const { link } = await waitForMail(app, email, /reset your/i);
    const url = new URL(link ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_ORIGIN}/reset-password`);
    return url.searchParams.get('token') ?? '';
  };

  it('voids every other reset link of the account once one of them has set a new password', async () => {
    const email = 'twice-asked@bistro.test';
    await signUpWithIdentity(app, { email, password: 'old-password-2' });
    const older = await resetLink(email);
    const mailed = (await outboxMessages(app)).length;
    expect((await post('/api/auth/request-password-reset', { email })).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await outboxMessages(app)).length).toBeGreaterThan(mailed));
    const newer = await resetLink(email);
    expect(newer).not.toBe(older);

    expect((await post('/api/auth/reset-password', { token: newer, newPassword: 'newer-password-1' })).statusCode).toBe(
      200,
    );
    const withOlder = await post('/api/auth/reset-password', { token: older, newPassword: 'older-password-1' });
    expect(withOlder.statusCode).toBe(400);
    expect(withOlder.json().message).toMatch(/not valid any more/);
    expect((await post('/api/auth/sign-in/email', { email, password: 'newer-password-1' })).statusCode).toBe(200);
  });

  it('mails a link that sets a new password once, and ends every other session and API token', async () => {
    const email = 'forgetful@bistro.test';
    const laptop = await signUpWithIdentity(app, { email, password: 'old-password-1' });
    const laptopToken = await tokenFor(laptop);
    const token = await resetLink(email);

    const reset = await post('/api/auth/reset-password', { token, newPassword: 'brand-new-password' });
    expect(reset.statusCode).toBe(200);

    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: laptop } });
    expect(session.json()).toBeNull();
    const withOldToken = await app.inject({
      method: 'GET',
      url: `/api/carts?email=${email}`,
      headers: { authorization: `Bearer ${laptopToken}` },
    });
    expect(withOldToken.statusCode).toBe(401);
    expect(withOldToken.json().message).toMatch(/password was changed/);

    expect((await post('/api/auth/sign-in/email', { email, password: 'old-password-1' })).statusCode).toBe(401);
    const signIn = await post('/api/auth/sign-in/email', { email, password: 'brand-new-password' });
    expect(signIn.statusCode).toBe(200);
    const fresh = await tokenFor(sessionCookie(signIn.headers['set-cookie']));
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/carts?email=${email}`,
          headers: { authorization: `Bearer ${fresh}` },
        })
      ).statusCode,
    ).toBe(200);

    // The link works once.
    const again = await post('/api/auth/reset-password', { token, newPassword: 'another-new-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/not valid any more/);
  });

  it('refuses the link after 30 minutes', async () => {
    const email = 'slow@bistro.test';
    await signUpWithIdentity(app, { email, password: 'old-password-1' });
    const token = await resetLink(email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * 60 * 1000 });
    const late = await post('/api/auth/reset-password', { token, newPassword: 'too-late-password' });
    expect(late.statusCode).toBe(400);
    vi.useRealTimers();
    expect((await post('/api/auth/sign-in/email', { email, password: 'old-password-1' })).statusCode).toBe(200);
  });

  it('answers the same for an address with no account, and mails nothing', async () => {
    await signUpWithIdentity(app, { email: 'somebody@bistro.test', password: 'old-password-1' });
    const answer = await post('/api/auth/request-password-reset', { email: 'nobody@bistro.test' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: true });
    // Mail is sent in the order it is asked for: once a later message is out, this one would be too.
    await resetLink('somebody@bistro.test');
    expect((await outboxMessages(app)).filter((message) => message.to.includes('nobody@bistro.test'))).toEqual([]);
  });

  it('refuses a common or short new password, with the reason', async () => {
    const email = 'weak@bistro.test';
    await signUpWithIdentity(app, { email, password: 'old-password-1' });
    const token = await resetLink(email);
    const common = await post('/api/auth/reset-password', { token, newPassword: 'password1' });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/most common/);
    const short = await post('/api/auth/reset-password', { token, newPassword: 'abc' });
    expect(short.json().message).toMatch(/at least 8 characters/);
  });
});

describe('new passwords', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const signUp = (password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { name: 'Pat', email: `pat-${password.length}-${Math.random()}@bistro.test`, password },
    });

  it.each([
    ['seven characters', 'kx7-q2z', /at least 8 characters/],
    ['129 characters', 'x'.repeat(129), /at most 128 characters/],
    ['a common password', 'password1', /one of the most common/],
    ['a common password in other letter case', 'Qwertyuiop', /one of the most common/],
  ])('refuses %s at sign-up, saying why', async (_, password, reason) => {
    const answer = await signUp(password);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: 'Bad Request', message: expect.stringMatching(reason) });
    expect(answer.json().details).toEqual([expect.objectContaining({ path: 'password' })]);
  });

  it('accepts 8 to 128 characters that are not common', async () => {
    expect((await signUp('tomato-basil')).statusCode).toBe(200);
    expect((await signUp('y'.repeat(128))).statusCode).toBe(200);
  });
});
