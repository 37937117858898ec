import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@bistro/contract/constants';
import type { Language } from '@bistro/contract/languages';
import { isSameSitePath } from '@bistro/contract/pages';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { fromNodeHeaders } from 'better-auth/node';
import { genericOAuth, oauthPopup } from 'better-auth/plugins';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BuiltinIdentityConfig, FirebaseIdentityConfig } from '../../config/env.ts';
import type { Db } from '../../db/connect.ts';
import { authAccounts, authSessions, authUsers, authVerifications } from '../../db/schema.ts';
import { createFirebaseTokenVerifier } from './firebase-id-token.ts';
import { forgetIdentity } from './identity-records.ts';
import type { IdentityProof, ProvenIdentity } from './proven-identity.ts';

/** Links to send by mail, for the person `to`; the service decides when. */
export interface IdentityMail {
  /** `returnPath`: the page the link opens after confirming; the profile when there is none. */
  verifyAddress(
    to: { email: string; name: string },
    token: string,
    returnPath: string | null,
    language: Language,
  ): void;
  resetPassword(to: { email: string; name: string }, token: string, language: Language): void;
}

/**
 * The page the person asked to come back to, from the service's own confirmation link (it
 * carries the sign-up's `callbackURL`); our mail builds the link itself, from PUBLIC_URL.
 */
function returnPathIn(serviceLink: string): string | null {
  const asked = URL.parse(serviceLink)?.searchParams.get('callbackURL');
  return asked && asked !== '/' && isSameSitePath(asked) ? asked : null;
}

interface BuiltinIdentityOptions {
  settings: BuiltinIdentityConfig;
  /** PUBLIC_URL, or null: the service then answers on whatever address it is reached at. */
  publicUrl: string | null;
  db: Db;
  secret: string;
  log: FastifyBaseLogger;
  mail: IdentityMail;
  /** The language to write to this address in: its account's own, else that of the request it came from. */
  languageFor(email: string, request: Request | undefined): Promise<Language>;
  /** After a password reset: the account's other sessions are gone; its API tokens must go too. */
  onPasswordReset(email: string): Promise<void>;
}

/** Verification and reset links are valid this long, and once. */
const LINK_LIFETIME_SECONDS = { verifyAddress: 24 * 60 * 60, resetPassword: 30 * 60 };

/**
 * The built-in identity service (Better Auth): email and password accounts, the display
 * name, sessions, address verification and password reset by mail, and Google sign-in
 * through OpenID Connect in a popup. It proves who a person is; our API tokens are issued
 * from that proof by POST /api/jwt.
 */
function createBetterAuth({
  settings,
  publicUrl,
  db,
  secret,
  log,
  mail,
  languageFor,
  onPasswordReset,
}: BuiltinIdentityOptions) {
  const { google } = settings;
  return betterAuth({
    appName: 'Bistro Boss',
    // Without PUBLIC_URL the service takes the address each request was sent to (its Host):
    // sign-in then works at http://127.0.0.1:5000 or a LAN address, and trusts that origin only.
    baseURL: publicUrl ?? { allowedHosts: ['*'], protocol: 'auto' },
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: LINK_LIFETIME_SECONDS.resetPassword,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }, request) =>
        mail.resetPassword(user, token, await languageFor(user.email, request)),
      onPasswordReset: async ({ user }) => {
        // The service consumes the link that was used; the account's other reset links must not
        // outlive the password they were asked for.
        await db
          .delete(authVerifications)
          .where(and(eq(authVerifications.value, user.id), like(authVerifications.identifier, 'reset-password:%')));
        await onPasswordReset(user.email.toLowerCase());
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: LINK_LIFETIME_SECONDS.verifyAddress,
      sendVerificationEmail: async ({ user, token, url }, request) =>
        mail.verifyAddress(user, token, returnPathIn(url), await languageFor(user.email, request)),
    },
    // Our server rate-limits the service's endpoints itself (see builtin-service-routes.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => log[level]({ args }, `identity: ${message}`),
    },
    plugins: [
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

/**
 * Whether a password (none given: `wrong`) is the account's; `no password` for an account that
 * signs in another way.
 */
export type PasswordCheck = 'right' | 'wrong' | 'no password';

/** The built-in service: its endpoints are served under /api/auth, and its session cookie is the proof. */
export function createBuiltinIdentity(options: BuiltinIdentityOptions) {
  const service = createBetterAuth(options);
  const { db } = options;
  return {
    kind: 'builtin' as const,
    /** Better Auth's own request handler, for its endpoints under /api/auth. */
    handler: service.handler,
    async prove({ headers }: IdentityProof): Promise<ProvenIdentity | null> {
      const session = await service.api.getSession({ headers: fromNodeHeaders(headers) });
      return (
        session && {
          email: session.user.email.toLowerCase(),
          name: session.user.name,
          emailVerified: session.user.emailVerified,
          signedInAt: session.session.createdAt,
        }
      );
    },
    /** Whether this is the account's password; an account made with Google sign-in has none. */
    async checkPassword(email: string, password: string | undefined): Promise<PasswordCheck> {
      const [account] = await db
        .select({ hash: authAccounts.password })
        .from(authAccounts)
        .innerJoin(authUsers, eq(authUsers.id, authAccounts.userId))
        .where(and(eq(authUsers.email, email), eq(authAccounts.providerId, 'credential')));
      if (!account?.hash) return 'no password';
      if (password === undefined) return 'wrong';
      const { password: hashing } = await service.$context;
      return (await hashing.verify({ hash: account.hash, password })) ? 'right' : 'wrong';
    },
    forget: forgetIdentity,
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
    /** Passwords stay with Firebase, which this server cannot ask: its accounts prove a recent sign-in instead. */
    async checkPassword(): Promise<PasswordCheck> {
      return 'no password';
    },
    /** Firebase keeps its accounts; what a built-in account left here (a changed set-up) goes all the same. */
    forget: forgetIdentity,
  };
}

export type IdentityService = ReturnType<typeof createBuiltinIdentity> | ReturnType<typeof createFirebaseIdentity>;
