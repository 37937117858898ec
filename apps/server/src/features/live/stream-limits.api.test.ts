import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../../test/event-stream.ts';
import { buildTestApp, type SignedIn, signInAs } from '../../../test/helper.ts';
import { STREAM_HEADROOM, streamCeiling } from './live-plugin.ts';

/**
 * One token once held 16,979 live streams, until the process had no file handle left for
 * anything else (health checks, the scheduled backup, mail). Streams are capped per account, per
 * client address and in all, over real HTTP here; addresses come through a trusted proxy. The
 * stream's two addresses (GET /api/events, and its first, GET /api/orders/events) share the caps.
 */
describe('live stream limits', () => {
  let app: FastifyInstance;
  let ann: SignedIn;
  let bob: SignedIn;
  let cat: SignedIn;
  const open = (who: SignedIn, address = '203.0.113.1') =>
    openEventStream(app, '/api/events', { ...who.headers, 'x-forwarded-for': address });

  beforeAll(async () => {
    app = await buildTestApp({
      TRUST_PROXY: '127.0.0.1',
      LIVE_STREAMS_PER_ACCOUNT: '2',
      LIVE_STREAMS_PER_ADDRESS: '3',
      LIVE_STREAMS_MAX: '4',
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    ann = await signInAs(app, { email: 'ann@streams.test' });
    bob = await signInAs(app, { email: 'bob@streams.test' });
    cat = await signInAs(app, { email: 'cat@streams.test', role: 'staff' });
  });
  afterAll(() => app.close());

  it('refuses streams past the account’s, the address’s and the process’s limits with a 429, and health checks still answer', async () => {
    const streams = [await open(ann), await open(ann)];
    expect(streams.map((stream) => stream.status)).toEqual([200, 200]);

    // A third for the same account, from wherever and at either address: refused, saying why.
    const { port } = app.server.address() as AddressInfo;
    const third = await fetch(`http://127.0.0.1:${port}/api/orders/events`, {
      headers: { ...ann.headers, 'x-forwarded-for': '198.51.100.7' },
    });
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('30');
    expect(((await third.json()) as { message: string }).message).toMatch(
      /This account has 2 live updates open already/,
    );

    // Another account from the same address: one more is the address's last.
    streams.push(await open(bob));
    expect(streams.at(-1)?.status).toBe(200);
    expect((await open(bob)).status).toBe(429);

    // From another address, the process's fourth and last.
    streams.push(await open(bob, '198.51.100.7'));
    expect(streams.at(-1)?.status).toBe(200);
    const overall = await open(cat, '192.0.2.44');
    expect(overall.status).toBe(429);

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);

    // A stream that ends gives its place back.
    streams[0]?.close();
    await expect
      .poll(
        async () => {
          const again = await open(cat, '192.0.2.44');
          if (again.status === 200) streams.push(again);
          return again.status;
        },
        { timeout: 5000 },
      )
      .toBe(200);
    for (const stream of streams) stream.close();
  });

  it('keeps file handles free for everything else whatever LIVE_STREAMS_MAX says', () => {
    expect(streamCeiling(1000, 1024)).toBe(1024 - STREAM_HEADROOM);
    expect(streamCeiling(1000, 20_000)).toBe(1000);
    expect(streamCeiling(1000, null)).toBe(1000);
    expect(streamCeiling(1000, 100)).toBe(1);
  });
});
