import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpWithIdentity, TEST_ORIGIN, testClock } from '../../../test/helper.ts';
import { FREE_ATTEMPTS, waitAfter } from './sign-in-throttle.ts';

describe('waitAfter', () => {
  it('lets a few attempts through, then doubles the wait from 30 seconds up to 15 minutes', () => {
    expect([0, 1, 4].map(waitAfter)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 20].map(waitAfter)).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });
});

describe('per-account back-off on sign-in', () => {
  let app: FastifyInstance;
  const clock = testClock();
  beforeAll(async () => {
    app = await buildTestApp({ TRUST_PROXY: '127.0.0.1' }, { clock });
  });
  afterAll(() => app.close());

  // Each guess from another address: the back-off follows the account, not the caller.
  let address = 0;
  const signIn = (email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': `198.51.100.${++address}` },
      payload: { email, password },
    });

  it('makes each further attempt wait longer after repeated failures, and says how long', async () => {
    await signUpWithIdentity(app, { email: 'target@bistro.test', password: 'the-right-one' });
    for (let i = 0; i < FREE_ATTEMPTS; i++)
      expect((await signIn('target@bistro.test', `guess-${i}`)).statusCode).toBe(401);

    const blocked = await signIn('target@bistro.test', 'the-right-one');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('30');
    expect(blocked.json()).toEqual({
      error: 'Too Many Requests',
      message: 'Too many unsuccessful sign-ins for this account. Try again in 30 seconds.',
      details: { retryAfterSeconds: 30 },
    });

    clock.advance(30);
    expect((await signIn('target@bistro.test', 'guess-again')).statusCode).toBe(401);
    const longer = await signIn('target@bistro.test', 'the-right-one');
    expect(longer.json().details).toEqual({ retryAfterSeconds: 60 });
    expect(longer.json().message).toBe('Too many unsuccessful sign-ins for this account. Try again in 60 seconds.');

    clock.advance(60);
    expect((await signIn('target@bistro.test', 'the-right-one')).statusCode).toBe(200);
    // A success starts the count again.
    expect((await signIn('target@bistro.test', 'wrong-once-more')).statusCode).toBe(401);
    expect((await signIn('target@bistro.test', 'the-right-one')).statusCode).toBe(200);
  });

  it('counts parallel guesses too', async () => {
    await signUpWithIdentity(app, { email: 'burst@bistro.test', password: 'the-right-one' });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn('burst@bistro.test', `burst-${i}`)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(FREE_ATTEMPTS);
    expect(codes.filter((code) => code === 429)).toHaveLength(12 - FREE_ATTEMPTS);
  });

  it('admits an attempt made at the moment a success forgets the account', async () => {
    // What a second device's sign-in does while the first one's success is being recorded.
    for (let round = 0; round < 50; round++) {
      await app.signInThrottle.admit('quick@bistro.test');
      const [, admission] = await Promise.all([
        app.signInThrottle.succeeded('quick@bistro.test'),
        app.signInThrottle.admit('quick@bistro.test'),
      ]);
      expect(admission).toEqual({ admitted: true });
      await app.signInThrottle.succeeded('quick@bistro.test');
    }
  });

  it('leaves other accounts alone', async () => {
    await signUpWithIdentity(app, { email: 'bystander@bistro.test', password: 'the-right-one' });
    expect((await signIn('bystander@bistro.test', 'the-right-one')).statusCode).toBe(200);
  });
});
