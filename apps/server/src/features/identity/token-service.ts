import { createHmac, timingSafeEqual } from 'node:crypto';
import { roleSchema } from '@bistro/contract/identity';
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { ForeignTokenError } from '../../plugins/app/authentication.ts';

const ISSUER = 'bistro-boss';
/** A link's key: its expiry in base 36, a dot, its signature in base64url. */
const LINK_KEY = /^([0-9a-z]+)\.([\w-]+)$/;

export interface TokenClaims {
  /** The user's id in our users table. */
  id: string;
  email: string;
  role: z.infer<typeof roleSchema>;
  /** The account's token version when issued: a password reset raises it, ending older tokens. */
  version: number;
}

/** A genuine token's claims, and when it expires. */
export interface VerifiedToken extends TokenClaims {
  expiresAt: Date;
}

const payloadSchema = z.object({
  exp: z.number(),
  sub: z.uuid(),
  email: z.string(),
  role: roleSchema,
  ver: z.number().int().default(0),
});

/**
 * Our API access tokens: HS256 JWTs with the user's id, email and role, that expire. Each names
 * the secret that signed it (`kid`, a fingerprint that does not reveal it), so that a token from a
 * process with another secret is told apart from a forged or expired one.
 */
export function createTokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  const keyId = createHmac('sha256', key).update('bistro-boss:token-key-id').digest('base64url').slice(0, 12);
  const linkSignature = (purpose: string, subject: string, expires: string) =>
    createHmac('sha256', key).update(`link:${purpose}:${subject}:${expires}`).digest('base64url');
  return {
    ttlSeconds,

    /**
     * The key of a link that opens one thing without signing in (a guest's order, from its mail),
     * until `expiresAt`: `<expiry, base 36 seconds>.<HMAC of purpose, subject and expiry>`. Short
     * enough for a link, made without the database, and of no use for anything else.
     */
    linkKey(purpose: string, subject: string, expiresAt: Date): string {
      const expires = Math.floor(expiresAt.getTime() / 1000).toString(36);
      return `${expires}.${linkSignature(purpose, subject, expires)}`;
    },

    /** Whether a link's key is genuine for this purpose and subject and has not expired at `now`. */
    checkLinkKey(purpose: string, subject: string, linkKey: string, now: Date): boolean {
      // The key exactly as made, nothing before or after it.
      const [, expires = '', signature = ''] = LINK_KEY.exec(linkKey) ?? [];
      const expected = Buffer.from(linkSignature(purpose, subject, expires));
      const given = Buffer.from(signature);
      const genuine = given.length === expected.length && timingSafeEqual(given, expected);
      return genuine && Number.parseInt(expires, 36) * 1000 > now.getTime();
    },

    issue(claims: TokenClaims): Promise<string> {
      return new SignJWT({ email: claims.email, role: claims.role, ver: claims.version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: keyId })
        .setSubject(claims.id)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },

    /**
     * The claims of a genuine, unexpired token for a user id; throws for anything else
     * (`alg: none`, no expiry, a subject that is not one of our ids).
     */
    async verify(token: string): Promise<VerifiedToken> {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        requiredClaims: ['exp', 'sub'],
      }).catch((error: unknown) => {
        const { kid } = (() => {
          try {
            return decodeProtectedHeader(token);
          } catch {
            return {};
          }
        })();
        throw typeof kid === 'string' && kid !== keyId
          ? new ForeignTokenError('signed with another JWT_SECRET')
          : error;
      });
      const { exp, sub, email, role, ver } = payloadSchema.parse(payload);
      return { id: sub, email, role, version: ver, expiresAt: new Date(exp * 1000) };
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
