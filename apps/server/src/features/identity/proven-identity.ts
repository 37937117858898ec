import type { IncomingHttpHeaders } from 'node:http';

/** Who the identity service says the caller is. */
export interface ProvenIdentity {
  email: string;
  /** The display name, possibly empty. */
  name: string;
  /** Whether the person has shown they receive mail at this address; roles from ADMIN_EMAILS need it. */
  emailVerified: boolean;
  /** When the person last signed in (not when the proof was renewed): a deletion asks for a recent one. */
  signedInAt: Date;
}

/** What a caller of POST /api/jwt brings as proof: the built-in service's cookie, or a Firebase ID token. */
export interface IdentityProof {
  headers: IncomingHttpHeaders;
  idToken: string | undefined;
}
