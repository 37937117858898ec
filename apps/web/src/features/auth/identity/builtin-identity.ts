import { type IdentityService, popupFailures, type SignedInIdentity } from './identity-service.ts';

interface Session {
  user: { email: string; name: string };
}

/** The identity service's current session (its cookie), or null. A plain fetch keeps the first load small. */
async function fetchSession(): Promise<Session | null> {
  const response = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Could not check your session (${response.status})`);
  return (await response.json()) as Session | null;
}

/** The client library (Better Auth) loads with the first action that needs it, not with the page. */
const loadClient = async () => (await import('./builtin-client.ts')).identityClient;

/** The library reports popup failures by code; everything else comes with a message. */
const failureByCode: Record<string, string> = {
  POPUP_BLOCKED: popupFailures.blocked,
  POPUP_CLOSED: popupFailures.closed,
  POPUP_TIMEOUT: popupFailures.timeout,
};

type Failure = { message?: string | undefined; code?: string | undefined } | null;

function throwIfFailed(failure: Failure, fallback: string) {
  if (failure) throw new Error(failureByCode[failure.code ?? ''] ?? (failure.message || fallback));
}

/** The built-in identity service on our own server (Better Auth under /api/auth). */
export const builtinIdentity: IdentityService = {
  async current(): Promise<SignedInIdentity | null> {
    const session = await fetchSession();
    return session && { email: session.user.email, displayName: session.user.name || null };
  },

  async signInWithEmail(email, password) {
    const { error } = await (await loadClient()).signIn.email({ email, password });
    throwIfFailed(error, 'Could not log in');
  },

  async signUpWithEmail(email, password, name) {
    const { error } = await (await loadClient()).signUp.email({ email, password, name });
    throwIfFailed(error, 'Could not sign up');
  },

  async signInWithGoogle() {
    const { error } = await (await loadClient()).signIn.popup({ providerId: 'google' });
    // The popup reports and closes itself at once; if its closing is seen before its report,
    // the session cookie it set is still the truth: a session means the sign-in finished.
    if (error?.code === 'POPUP_CLOSED' && (await fetchSession())) return;
    throwIfFailed(error, 'Google sign-in failed');
  },

  async updateDisplayName(name) {
    const { error } = await (await loadClient()).updateUser({ name });
    throwIfFailed(error, 'Could not update your name');
  },

  async signOut() {
    await fetch('/api/auth/sign-out', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
  },
};
