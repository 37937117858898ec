import { createRemoteJWKSet, type JWTClaimVerificationOptions, jwtVerify, UnsecuredJWT } from 'jose';
import { z } from 'zod';
import type { FirebaseIdentityConfig } from '../../config/env.ts';
import type { ProvenIdentity } from './proven-identity.ts';

const claimsSchema = z.object({
  sub: z.string().min(1).max(128),
  email: z.email(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
  auth_time: z.number(),
});

const emulatorLookupSchema = z.object({
  users: z.array(z.object({ localId: z.string(), email: z.string().optional() })).min(1),
});

const CLOCK_TOLERANCE_SECONDS = 5;

/**
 * Verifies Firebase ID tokens as Firebase documents for third-party JWT libraries: RS256
 * signed by one of Google's published keys, issued for our project (`aud`, `iss`), unexpired,
 * issued and authenticated in the past, for a user (`sub`) with an email.
 *
 * With the Auth emulator (tests only; see env.ts) tokens are unsigned, so instead of a
 * signature the emulator itself must confirm that the token names one of its accounts.
 */
export function createFirebaseTokenVerifier({
  projectId,
  apiKey,
  publicKeysUrl,
  emulatorHost,
}: FirebaseIdentityConfig) {
  const expected: JWTClaimVerificationOptions = {
    issuer: `https://securetoken.google.com/${projectId}`,
    audience: projectId,
    requiredClaims: ['sub', 'iat', 'exp', 'auth_time'],
    // ID tokens live an hour; this also refuses tokens issued in the future.
    maxTokenAge: '1h',
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
  };
  const googleKeys = createRemoteJWKSet(publicKeysUrl);

  /** The emulator's word that the token names one of its accounts, with this email. */
  async function confirmWithEmulator(idToken: string, claims: z.infer<typeof claimsSchema>) {
    const response = await fetch(
      `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=${encodeURIComponent(apiKey)}`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ idToken }) },
    );
    if (!response.ok) throw new Error(`the emulator does not know this token (${response.status})`);
    const [account] = emulatorLookupSchema.parse(await response.json()).users;
    if (account?.localId !== claims.sub || account.email?.toLowerCase() !== claims.email.toLowerCase()) {
      throw new Error('the token does not match the emulator’s account');
    }
  }

  /** The identity a genuine ID token proves; throws for anything else. */
  return async function verify(idToken: string): Promise<ProvenIdentity> {
    const { payload } = emulatorHost
      ? UnsecuredJWT.decode(idToken, expected)
      : await jwtVerify(idToken, googleKeys, { ...expected, algorithms: ['RS256'] });
    const claims = claimsSchema.parse(payload);
    if (claims.auth_time > Date.now() / 1000 + CLOCK_TOLERANCE_SECONDS) throw new Error('auth_time is in the future');
    if (emulatorHost) await confirmWithEmulator(idToken, claims);
    return {
      email: claims.email.toLowerCase(),
      name: claims.name ?? '',
      emailVerified: claims.email_verified === true,
      signedInAt: new Date(claims.auth_time * 1000),
    };
  };
}
