import { MIN_PASSWORD_LENGTH } from '@bistro/contract/constants';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { fromNodeHeaders } from 'better-auth/node';
import { bearer, genericOAuth, oauthPopup } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { BuiltinIdentityConfig, FirebaseIdentityConfig } from '../../config/env.ts';
import type { Db } from '../../db/connect.ts';
import { authAccounts, authSessions, authUsers, authVerifications } from '../../db/schema.ts';
import { createFirebaseTokenVerifier } from './firebase-id-token.ts';
import type { IdentityProof, ProvenIdentity } from './proven-identity.ts';

interface BuiltinIdentityOptions {
  settings: BuiltinIdentityConfig;
  publicUrl: string;
  db: Db;
  secret: string;
  log: FastifyBaseLogger;
}

/**
 * The built-in identity service (Better Auth): email and password accounts, the display
 * name, sessions, and Google sign-in through OpenID Connect in a popup. It proves who a
 * person is; our API tokens are issued from that proof by POST /api/jwt.
 */
function createBetterAuth({ settings, publicUrl, db, secret, log }: BuiltinIdentityOptions) {
  const { google } = settings;
  return betterAuth({
    appName: 'Bistro Boss',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [publicUrl],
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

/** The built-in service: its endpoints are served under /api/auth, and its session cookie is the proof. */
export function createBuiltinIdentity(options: BuiltinIdentityOptions) {
  const service = createBetterAuth(options);
  return {
    kind: 'builtin' as const,
    /** Better Auth's own request handler, for its endpoints under /api/auth. */
    handler: service.handler,
    async prove({ headers }: IdentityProof): Promise<ProvenIdentity | null> {
      const session = await service.api.getSession({ headers: fromNodeHeaders(headers) });
      return session && { email: session.user.email.toLowerCase(), name: session.user.name };
    },
  };
}

/** Firebase Authentication: the browser signs in with Firebase and brings its ID token as the proof. */
export function createFirebaseIdentity(settings: FirebaseIdentityConfig, log: FastifyBaseLogger) {
  const verify = createFirebaseTokenVerifier(settings);
  return {
    kind: 'firebase' as const,
    async prove({ idToken }: IdentityProof): Promise<ProvenIdentity | null> {
      if (!idToken) return null;
      try {
        return await verify(idToken);
      } catch (error) {
        log.info({ reason: error instanceof Error ? error.message : String(error) }, 'refused a Firebase ID token');
        return null;
      }
    },
  };
}

export type IdentityService = ReturnType<typeof createBuiltinIdentity> | ReturnType<typeof createFirebaseIdentity>;
