import { apiErrorSchema } from '@bistro/contract/errors';
import { tokenRequestSchema, tokenResponseSchema } from '@bistro/contract/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env.ts';
import { unauthorized } from '../../http/problems.ts';
import { wordsOf } from '../languages/index.ts';
import builtinServiceRoutes from './builtin-service-routes.ts';

/**
 * The built-in identity service's own endpoints under /api/auth (Better Auth), and POST /api/jwt,
 * which turns a proven identity into our API token.
 */
const identityRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const rateLimit = { max: config.identity.rateLimitPerMinute, timeWindow: '1 minute' };
  const { identity } = app;
  if (identity.kind === 'builtin') {
    await app.register(builtinServiceRoutes, {
      publicUrl: config.publicUrlConfigured ? config.publicUrl : null,
      handler: identity.handler,
      rateLimit,
      google: config.identity.service.kind === 'builtin' && config.identity.service.google !== null,
    });
  }

  app.post(
    '/jwt',
    {
      config: { rateLimit },
      schema: {
        summary: 'Issues the API token for the identity the caller has proven (identity session or Firebase ID token)',
        body: tokenRequestSchema.nullish(),
        response: { 200: tokenResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const proven = await identity.prove({ headers: request.headers, idToken: request.body?.idToken });
      if (!proven) throw unauthorized(wordsOf('refusal.noProofOfIdentity'));
      const { email } = proven;
      const claimed = request.body?.email;
      if (claimed !== undefined && claimed !== email) throw unauthorized(wordsOf('refusal.emailNotSignedIn'));
      return app.signIn.tokenFor(proven);
    },
  );
};

export default identityRoutes;
