import { createContext, useContext } from 'react';

/** The signed-in person, as the spec's session user. */
export interface SessionUser {
  email: string;
  displayName: string | null;
  /** Whether the address was confirmed through the link mailed to it. */
  emailVerified: boolean;
}

/** The shared auth state of spec section 3, the same on either identity service (see features/auth/auth-provider.tsx). */
export interface AuthContextValue {
  user: SessionUser | null;
  /** True while the session is being established or changed; false once settled either way. */
  loading: boolean;
  /** Why establishing the session failed (e.g. the token request failed), for the UI to show. */
  error: string | null;
  signInWithEmail(email: string, password: string): Promise<void>;
  /** Spelled as the spec's shared auth state spells it (lower-case "with"), on purpose. */
  signInwithGoogle(): Promise<void>;
  /** `returnPath`: where the address-confirmation mail leads back to (the page they came from). */
  signUpEmail(email: string, password: string, name: string, returnPath?: string): Promise<void>;
  updateProfile(displayName: string): Promise<void>;
  /** Mails the signed-in person the link that confirms their address, again. */
  sendVerificationEmail(): Promise<void>;
  requestPasswordReset(email: string): Promise<void>;
  resetPassword(code: string, newPassword: string): Promise<void>;
  logOut(): Promise<void>;
  /**
   * Deletes the signed-in account (with its password; without one, a recent sign-in is the
   * proof); the caller then leaves the page and logs out. A refusal is thrown with the server's
   * reason, and nothing changes.
   */
  deleteAccount(password: string | undefined): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
