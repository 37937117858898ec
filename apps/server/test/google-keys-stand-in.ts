import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

/**
 * A local stand-in for the address where Google publishes the keys that sign Firebase ID
 * tokens (a JWK set), with the private half kept here so tests can sign tokens as Google
 * would: genuine ones, and ones for another project, expired, or signed by a stranger.
 */
export async function startGoogleKeysStandIn() {
  const google = await generateKeyPair('RS256', { extractable: true });
  const kid = 'stand-in-key-1';
  const jwks = { keys: [{ ...(await exportJWK(google.publicKey)), kid, alg: 'RS256', use: 'sig' }] };

  const server = http.createServer((request, response) => {
    if (request.url !== '/keys') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
    response.end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** An ID token as Firebase issues it for `projectId`; `claims` and `options` bend it. */
  async function signIdToken(
    projectId: string,
    claims: JWTPayload = {},
    options: { key?: Parameters<SignJWT['sign']>[0]; kid?: string; issuedAt?: number; expiresAt?: number } = {},
  ): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ auth_time: now, email: 'ana@bistro.test', name: 'Ana', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? kid, typ: 'JWT' })
      .setIssuer(`https://securetoken.google.com/${projectId}`)
      .setAudience(projectId)
      .setSubject('firebase-uid-ana')
      .setIssuedAt(options.issuedAt ?? now)
      .setExpirationTime(options.expiresAt ?? '1h')
      .sign(options.key ?? google.privateKey);
  }

  return {
    url: `http://127.0.0.1:${port}/keys`,
    signIdToken,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
