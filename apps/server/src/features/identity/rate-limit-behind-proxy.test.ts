import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN } from '../../../test/helper.ts';

/**
 * A reverse proxy as nginx's `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for` is: it
 * keeps what the client wrote in X-Forwarded-For and appends the address the client came from.
 */
async function startProxy(target: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const written = request.headers['x-forwarded-for'];
    const forwardedFor = [written, request.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      `${target}${request.url}`,
      { method: request.method, headers: { ...request.headers, 'x-forwarded-for': forwardedFor } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let attempts = 0;

/**
 * A wrong sign-in through the proxy from a client at `from` (a loopback address) claiming to be
 * `forged`; each for another account, so that only the per-address limit can refuse it.
 */
function signInFrom(proxy: string, from: string, forged: string): Promise<number> {
  attempts += 1;
  const body = JSON.stringify({ email: `guess-${attempts}@bistro.test`, password: 'wrong-guess-1234' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${proxy}/api/auth/sign-in/email`,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'x-forwarded-for': forged },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('the per-address sign-in limit behind a reverse proxy', () => {
  let app: FastifyInstance | undefined;
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  afterEach(async () => {
    await proxy?.close();
    await app?.close();
  });

  async function behindProxy(env: Record<string, string>) {
    app = await buildTestApp({ AUTH_RATE_LIMIT: '5', ...env });
    await app.listen({ port: 0, host: '127.0.0.1' });
    proxy = await startProxy(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    return proxy.url;
  }

  it('counts the address the proxy saw, whatever left-most addresses the client writes', async () => {
    const url = await behindProxy({ TRUST_PROXY: '127.0.0.1' });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push(await signInFrom(url, '127.0.0.2', `203.0.113.${i + 1}`));
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(5)).toEqual(Array(7).fill(429));
    // Another client behind the same proxy has its own allowance.
    expect(await signInFrom(url, '127.0.0.3', '203.0.113.1')).toBe(401);
  });

  it('counts every client as the proxy when no proxy is trusted', async () => {
    const url = await behindProxy({});
    for (let i = 0; i < 5; i++) await signInFrom(url, '127.0.0.2', `203.0.113.${i + 1}`);
    expect(await signInFrom(url, '127.0.0.3', '198.51.100.1')).toBe(429);
  });
});
