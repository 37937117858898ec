import { MIN_PASSWORD_LENGTH } from '@bistro/contract/constants';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, genericOAuth, oauthPopup } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/connect.ts';
import { authAccounts, authSessions, authUsers, authVerifications } from '../../db/schema.ts';

interface IdentityServiceOptions {
  config: AppConfig;
  db: Db;
  secret: string;
  log: FastifyBaseLogger;
}

/**
 * The built-in identity service (Better Auth): email and password accounts, the display
 * name, sessions, and Google sign-in through OpenID Connect in a popup. It proves who a
 * person is; our API tokens are issued from that proof by POST /api/jwt.
 */
export function createIdentityService({ config, db, secret, log }: IdentityServiceOptions) {
  const { google } = config.identity;
  return betterAuth({
    appName: 'Bistro Boss',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
    },
    // Our server rate-limits sign-in, sign-up and /api/jwt itself (see identity-routes.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => log[level]({ args }, `identity: ${message}`),
    },
    plugins: [
      bearer(),
      oauthPopup(),
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  name: 'Google',
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  discoveryUrl: `${google.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  tokenEndpointAuth: { method: 'client_secret_basic' },
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type IdentityService = ReturnType<typeof createIdentityService>;
