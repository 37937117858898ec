import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signInAs } from '../../../test/helper.ts';

describe('a process that stops (SIGTERM, a deploy)', () => {
  it('fails its health check first while it goes on serving, each answer closing its connection', async () => {
    const app = await buildTestApp();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).headers.connection).not.toBe('close');
      app.shutdown.begin();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'draining', database: app.database.kind });
      const menu = await app.inject({ method: 'GET', url: '/api/menu' });
      expect(menu.statusCode).toBe(200);
      expect(menu.headers.connection).toBe('close');
    } finally {
      await app.close();
    }
  });

  it('ends its live streams with a hint to reconnect soon, which takes the client to another process', async () => {
    const app = await buildTestApp();
    let closed = false;
    try {
      const cook = await signInAs(app, { email: 'stopping-cook@bistro.test', role: 'staff' });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/api/events`, { headers: cook.headers });
      expect(response.status).toBe(200);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let text = '';
      let ended = false;
      const readOn = async (until: () => boolean) => {
        while (!until() && !ended) {
          const chunk = await reader.read();
          ended = chunk.done;
          text += decoder.decode(chunk.value ?? new Uint8Array());
        }
      };
      await readOn(() => text.includes('event: ready'));
      expect(ended).toBe(false);
      const closing = app.close();
      await readOn(() => false);
      await closing;
      closed = true;
      expect(text.trimEnd().endsWith('retry: 250')).toBe(true);
    } finally {
      if (!closed) await app.close();
    }
  });
});
