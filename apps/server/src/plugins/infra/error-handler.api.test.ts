import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '../../../test/helper.ts';
import { buildApp } from '../../app.ts';
import { Problem } from '../../http/problems.ts';

describe('error handler', () => {
  let app: FastifyInstance;
  const logged: unknown[] = [];

  beforeAll(async () => {
    const database = await createTestDatabase();
    app = await buildApp({
      config: await testConfig(),
      database,
      logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
    });
    app.get('/api/test/crash', async () => {
      throw new Error('database password is hunter2');
    });
    app.get('/api/test/teapot', async () => {
      throw new Problem(418, 'No coffee here');
    });
    app.addHook('onClose', () => database.close());
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers a 5xx generically and logs it with the request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash', headers: { 'x-request-id': 'req-42' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again. (request req-42)',
    });
    expect(response.body).not.toContain('hunter2');
    expect(logged).toContainEqual(expect.objectContaining({ reqId: 'req-42', msg: 'request failed' }));
    const inFrench = await app.inject({
      method: 'GET',
      url: '/api/test/crash',
      headers: { 'x-request-id': 'req-43', 'accept-language': 'fr' },
    });
    expect(inFrench.json().message).toBe('Un problème est survenu de notre côté. Veuillez réessayer. (requête req-43)');
  });

  it('keeps the message of a 4xx', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/teapot' });
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ error: "I'm a Teapot", message: 'No coffee here' });
  });

  it('answers JSON 404 for an unknown API route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message: 'No route GET /api/nothing-here' });
  });
});
