import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';

describe('rate limits on sign-in, sign-up and /api/jwt', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => app.close());

  it.each([
    ['/api/auth/sign-in/email', { email: 'guess@bistro.test', password: 'guess-1234' }],
    ['/api/auth/sign-up/email', { name: 'Spam', email: 'spam@bistro.test', password: 'spam-1234' }],
    ['/api/jwt', {}],
  ])('answers 429 with a JSON reason after the limit on %s', async (url, payload) => {
    const attempt = () => app.inject({ method: 'POST', url, payload, headers: { origin: 'http://localhost:5000' } });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).not.toBe(429);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'Too Many Requests', message: expect.stringMatching(/retry/i) });
  });

  it('does not limit the menu', async () => {
    for (let i = 0; i < 5; i++) expect((await app.inject({ method: 'GET', url: '/api/menu' })).statusCode).toBe(200);
  });
});
