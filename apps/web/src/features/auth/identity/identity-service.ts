/** Who the identity service says is signed in, with what POST /api/jwt takes as proof. */
export interface SignedInIdentity {
  email: string;
  displayName: string | null;
  /** Whether the address was confirmed through the link mailed to it. */
  emailVerified: boolean;
  /** Firebase's ID token. The built-in service needs none: its session cookie goes along by itself. */
  idToken?: string;
}

/**
 * One identity service as the auth provider drives it. Every action resolves once the
 * service has done it, or throws an Error whose message can be shown as it is.
 */
export interface IdentityService {
  /** Who is signed in now, with a fresh proof; null when nobody is. */
  current(): Promise<SignedInIdentity | null>;
  signInWithEmail(email: string, password: string): Promise<void>;
  /** `returnPath`: the page the address-confirmation link opens (where they signed up from). */
  signUpWithEmail(email: string, password: string, name: string, returnPath?: string): Promise<void>;
  signInWithGoogle(): Promise<void>;
  updateDisplayName(name: string): Promise<void>;
  /** Mails the signed-in person the link that confirms their address, again. */
  sendVerificationEmail(email: string): Promise<void>;
  /** Mails a link to choose a new password (the answer is the same whether the address has an account). */
  requestPasswordReset(email: string): Promise<void>;
  /** Sets a new password with the code from the mailed link. */
  resetPassword(code: string, newPassword: string): Promise<void>;
  signOut(): Promise<void>;
}

/** What both services say when the Google popup goes wrong. */
export const popupFailures = {
  blocked: 'The sign-in window was blocked. Allow pop-ups for this site and try again.',
  closed: 'The sign-in window was closed before signing in finished.',
  timeout: 'Signing in took too long. Please try again.',
} as const;
