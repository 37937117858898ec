import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '../../../test/helper.ts';
import { buildApp } from '../../app.ts';

describe('request log', () => {
  let app: FastifyInstance;
  const logged: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const database = await createTestDatabase();
    app = await buildApp({
      config: await testConfig(),
      database,
      logger: { level: 'info', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
    });
    app.addHook('onClose', () => database.close());
    await app.ready();
  });
  afterAll(() => app.close());

  const linesOf = async (url: string, requestId: string) => {
    await app.inject({ method: 'GET', url, headers: { 'x-request-id': requestId } });
    return logged.filter((line) => line.reqId === requestId);
  };

  it('writes one line per request at info, once it is answered', async () => {
    expect(await linesOf('/api/menu?fields=all', 'req-menu')).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        method: 'GET',
        url: '/api/menu?fields=all',
        remoteAddress: '127.0.0.1',
        statusCode: 200,
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('writes the one line for refused requests too', async () => {
    for (const [url, statusCode] of [
      ['/api/carts', 401],
      ['/api/nothing-here', 404],
      ['/api//menu', 400],
    ] as const) {
      expect(await linesOf(url, `req-${statusCode}`), url).toEqual([
        expect.objectContaining({ msg: 'request completed', url, statusCode }),
      ]);
    }
  });

  it('writes no key that opens a guest’s order or booking, nor a reset token, only that one was given', async () => {
    const id = '6f1c2a1e-1f2b-4c3d-8e9f-0a1b2c3d4e5f';
    const lines = await linesOf(`/api/guest/orders/${id}?key=mc4x1a.SECRETsignature_-&token=TOKENVALUE`, 'req-key');
    expect(lines).toEqual([
      expect.objectContaining({ url: `/api/guest/orders/${id}?key=[redacted]&token=[redacted]` }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/SECRET|TOKENVALUE/);
  });
});
