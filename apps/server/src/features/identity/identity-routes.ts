import { apiErrorSchema } from '@bistro/contract/errors';
import { tokenRequestSchema, tokenResponseSchema } from '@bistro/contract/identity';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env.ts';

/**
 * The built-in identity service's own endpoints under /api/auth (Better Auth), and POST /api/jwt,
 * which turns a proven identity into our API token.
 */
const identityRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const rateLimit = { max: config.identity.rateLimitPerMinute, timeWindow: '1 minute' };
  const identity = app.identity;
  if (identity.kind === 'builtin') {
    await app.register(builtinServiceRoutes, { publicUrl: config.publicUrl, handler: identity.handler, rateLimit });
  }

  app.post(
    '/jwt',
    {
      config: { rateLimit },
      schema: {
        summary: 'Issues the API token for the identity the caller has proven (identity session or Firebase ID token)',
        body: tokenRequestSchema.nullish(),
        response: { 200: tokenResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const proven = await identity.prove({ headers: request.headers, idToken: request.body?.idToken });
      if (!proven) throw app.httpErrors.unauthorized('No proof of identity: sign in first');
      const { email } = proven;
      const claimed = request.body?.email;
      if (claimed !== undefined && claimed !== email) {
        throw app.httpErrors.unauthorized('The email does not match the signed-in identity');
      }
      const user = await app.usersRepository.ensure({
        name: proven.name || email,
        email,
        admin: config.identity.adminEmails.includes(email),
      });
      const token = await app.tokens.issue({ id: user.id, email: user.email, role: user.role as 'user' | 'admin' });
      return { token, expiresIn: app.tokens.ttlSeconds };
    },
  );
};

/** Better Auth's endpoints, forwarded as web requests; sign-in and sign-up are rate-limited per client address. */
const builtinServiceRoutes: FastifyPluginAsyncZod<{
  publicUrl: string;
  handler: (request: Request) => Promise<Response>;
  rateLimit: { max: number; timeWindow: string };
}> = async (app, { publicUrl, handler, rateLimit }) => {
  async function forwardToIdentityService(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, publicUrl);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
    const response = await handler(
      new Request(url, {
        method: request.method,
        headers: fromNodeHeaders(request.headers),
        ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
      }),
    );
    reply.code(response.status);
    // The popup's pages must not isolate themselves, or the popup loses its opener and cannot report back.
    reply.removeHeader('cross-origin-opener-policy');
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return reply.send(response.body ? await response.text() : null);
  }

  // Sign-in and sign-up are rate-limited per client address; the rest of the service is not.
  app.post('/auth/sign-in/email', { config: { rateLimit } }, forwardToIdentityService);
  app.post('/auth/sign-up/email', { config: { rateLimit } }, forwardToIdentityService);
  app.route({ method: ['GET', 'POST'], url: '/auth/*', handler: forwardToIdentityService });
};

export default identityRoutes;
