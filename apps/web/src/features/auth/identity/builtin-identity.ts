import type { IdentitySession } from '@bistro/contract/identity';
import { ApiRequestError, apiRequest } from '@/lib/api-client.ts';
import { type IdentityService, popupFailures, type SignedInIdentity } from './identity-service.ts';

/** A refusal from our server: `{ error, message, details? }`; a validation refusal names the field in `details`. */
interface Refusal {
  message?: string;
  details?: unknown;
}

/** The words to show for a refusal: the first field's reason when there is one, else the message. */
function reasonOf(refusal: Refusal | null, fallback: string): string {
  const [first] = Array.isArray(refusal?.details) ? (refusal.details as { message?: unknown }[]) : [];
  if (typeof first?.message === 'string') return first.message;
  return refusal?.message || fallback;
}

/**
 * Calls one of the identity service's endpoints under /api/auth through the app's API client,
 * without the API token (the service's session cookie goes along by itself); throws the
 * server's reason in words.
 */
async function call<T>(path: string, { body, fallback }: { body?: object; fallback: string }): Promise<T> {
  try {
    return await apiRequest<T>(`/auth${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      body,
      authenticated: false,
    });
  } catch (failure) {
    if (failure instanceof ApiRequestError) throw new Error(reasonOf(failure.body, fallback));
    throw failure;
  }
}

const currentSession = () => call<IdentitySession>('/get-session', { fallback: 'Could not check your session' });

/** The library reports popup failures by code; everything else comes with a message. */
const failureByCode: Record<string, string> = {
  POPUP_BLOCKED: popupFailures.blocked,
  POPUP_CLOSED: popupFailures.closed,
  POPUP_TIMEOUT: popupFailures.timeout,
};

/** The built-in identity service on our own server (Better Auth under /api/auth). */
export const builtinIdentity: IdentityService = {
  async current(): Promise<SignedInIdentity | null> {
    const session = await currentSession();
    return (
      session && {
        email: session.user.email,
        displayName: session.user.name || null,
        emailVerified: session.user.emailVerified,
      }
    );
  },

  async signInWithEmail(email, password) {
    await call('/sign-in/email', { body: { email, password }, fallback: 'Could not log in' });
  },

  async signUpWithEmail(email, password, name, returnPath) {
    await call('/sign-up/email', {
      body: { email, password, name, callbackURL: returnPath },
      fallback: 'Could not sign up',
    });
  },

  async signInWithGoogle() {
    // The popup's window messaging is the library's; it loads with the first click, not with the page.
    const { identityClient } = await import('./builtin-client.ts');
    const { error } = await identityClient.signIn.popup({ providerId: 'google' });
    if (!error) return;
    // The popup reports and closes itself at once; if its closing is seen before its report,
    // the session cookie it set is still the truth: a session means the sign-in finished.
    if (error.code === 'POPUP_CLOSED' && (await currentSession())) return;
    throw new Error(failureByCode[error.code ?? ''] ?? (error.message || 'Google sign-in failed'));
  },

  async updateDisplayName(name) {
    await call('/update-user', { body: { name }, fallback: 'Could not update your name' });
  },

  async sendVerificationEmail(email) {
    await call('/send-verification-email', { body: { email }, fallback: 'Could not send the message' });
  },

  async requestPasswordReset(email) {
    await call('/request-password-reset', { body: { email }, fallback: 'Could not send the message' });
  },

  async resetPassword(token, newPassword) {
    await call('/reset-password', { body: { token, newPassword }, fallback: 'Could not set the new password' });
  },

  async signOut() {
    await call('/sign-out', { body: {}, fallback: 'Could not log out' });
  },
};
