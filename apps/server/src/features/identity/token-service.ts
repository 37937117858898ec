import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

const ISSUER = 'bistro-boss';

export interface TokenClaims {
  /** The user's id in our users table. */
  id: string;
  email: string;
  role: 'user' | 'admin';
}

const payloadSchema = z.object({
  sub: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
});

/** Our API access tokens: HS256 JWTs with the user's id, email and role, that expire. */
export function createTokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,

    issue(claims: TokenClaims): Promise<string> {
      return new SignJWT({ email: claims.email, role: claims.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.id)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },

    /** The claims of a genuine, unexpired token; throws for anything else (including `alg: none`). */
    async verify(token: string): Promise<TokenClaims> {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
      const { sub, email, role } = payloadSchema.parse(payload);
      return { id: sub, email, role };
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
