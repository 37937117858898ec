import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs } from '../../../test/helper.ts';

describe('a token from a process with another JWT_SECRET', () => {
  let here: FastifyInstance;
  let there: FastifyInstance;
  beforeAll(async () => {
    [here, there] = await Promise.all([
      buildTestApp({ JWT_SECRET: 'this-process-jwt-secret-of-32-chars!' }),
      buildTestApp({ JWT_SECRET: 'another-process-jwt-secret-32-chars!' }),
    ]);
  });
  afterAll(() => Promise.all([here?.close(), there?.close()]));

  it('is refused with the reason, not as a forged one', async () => {
    const diner = await signInAs(there, { email: 'roaming@bistro.test' });
    const url = '/api/carts?email=roaming@bistro.test';
    const refused = await here.inject({ method: 'GET', url, headers: diner.headers });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/signed by a server of this site with another secret .*JWT_SECRET differs/);

    const forged = `${diner.headers.authorization.slice(0, -4)}AAAA`;
    const tampered = await there.inject({ method: 'GET', url, headers: { authorization: forged } });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().message).toBe('Your access token is invalid or has expired: log in again');
  });
});
