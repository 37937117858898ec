import { roleSchema } from '@bistro/contract/identity';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

const ISSUER = 'bistro-boss';

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

/** Our API access tokens: HS256 JWTs with the user's id, email and role, that expire. */
export function createTokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,

    issue(claims: TokenClaims): Promise<string> {
      return new SignJWT({ email: claims.email, role: claims.role, ver: claims.version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
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
      });
      const { exp, sub, email, role, ver } = payloadSchema.parse(payload);
      return { id: sub, email, role, version: ver, expiresAt: new Date(exp * 1000) };
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
