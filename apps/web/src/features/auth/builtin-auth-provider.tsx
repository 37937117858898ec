import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { accessToken } from '@/lib/access-token.ts';
import { onUnauthorized } from '@/lib/api-client.ts';
import { AuthContext, type AuthContextValue, type SessionUser } from '@/lib/auth-context.ts';
import { createUserRecord } from './api/create-user.ts';
import { requestToken } from './api/request-token.ts';

interface IdentitySession {
  user: { email: string; name: string };
}

/** The identity service's current session (its cookie), or null. A plain fetch keeps the first load small. */
async function fetchSession(): Promise<IdentitySession | null> {
  const response = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Could not check your session (${response.status})`);
  return (await response.json()) as IdentitySession | null;
}

/** The popup sign-in's failures, in words (the library reports codes). */
const popupFailures: Record<string, string> = {
  POPUP_BLOCKED: 'The sign-in window was blocked. Allow pop-ups for this site and try again.',
  POPUP_CLOSED: 'The sign-in window was closed before signing in finished.',
  POPUP_TIMEOUT: 'Signing in took too long. Please try again.',
};

const loadIdentityClient = async () => (await import('./identity-client.ts')).identityClient;

function reason(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Renew the API token a minute before it expires, while the identity session lives. */
const RENEW_BEFORE_EXPIRY_SECONDS = 60;

/**
 * Auth state on the built-in identity service. The identity session (a cookie) proves who
 * the person is; POST /api/jwt turns it into the API token kept under `access-token`.
 */
export function BuiltinAuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const renewal = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const signedOut = useCallback((why: string | null = null) => {
    clearTimeout(renewal.current);
    accessToken.clear();
    setUser(null);
    setError(why);
  }, []);

  /** Reads the identity session and, when there is one, gets and keeps the API token. */
  const establish = useCallback(async (): Promise<SessionUser | null> => {
    setLoading(true);
    try {
      const session = await fetchSession();
      if (!session) {
        signedOut();
        return null;
      }
      const issue = async () => {
        const { token, expiresIn } = await requestToken(session.user.email);
        accessToken.set(token);
        clearTimeout(renewal.current);
        renewal.current = setTimeout(
          () => void issue().catch(() => signedOut('Your session has ended: please log in again.')),
          Math.max(expiresIn - RENEW_BEFORE_EXPIRY_SECONDS, 30) * 1000,
        );
      };
      await issue();
      const signedIn = { email: session.user.email, displayName: session.user.name || null };
      setUser(signedIn);
      setError(null);
      return signedIn;
    } catch (failure) {
      signedOut(reason(failure, 'We could not sign you in. Please try again.'));
      return null;
    } finally {
      setLoading(false);
    }
  }, [signedOut]);

  const logOut = useCallback(async () => {
    setLoading(true);
    try {
      await fetch('/api/auth/sign-out', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    } finally {
      signedOut();
      setLoading(false);
    }
  }, [signedOut]);

  useEffect(() => {
    void establish();
    return () => clearTimeout(renewal.current);
  }, [establish]);

  useEffect(() => onUnauthorized(() => void logOut()), [logOut]);

  const value = useMemo<AuthContextValue>(() => {
    /** Runs an identity action, then re-reads the session; an action's failure is thrown in words. */
    async function act(
      action: () => Promise<{ error: { message?: string | undefined; code?: string | undefined } | null }>,
      fallback: string,
    ) {
      setLoading(true);
      try {
        const { error: failure } = await action();
        if (failure) throw new Error(popupFailures[failure.code ?? ''] ?? (failure.message || fallback));
      } catch (failure) {
        setLoading(false);
        throw new Error(reason(failure, fallback));
      }
      return establish();
    }

    /** The spec records the person with POST /users after sign-up and after Google sign-in. */
    async function record(signedIn: SessionUser | null) {
      if (signedIn) await createUserRecord({ name: signedIn.displayName ?? signedIn.email, email: signedIn.email });
    }

    return {
      user,
      loading,
      error,
      signInWithEmail: async (email, password) => {
        await act(async () => (await loadIdentityClient()).signIn.email({ email, password }), 'Could not log in');
      },
      signUpEmail: async (email, password, name) => {
        await record(
          await act(
            async () => (await loadIdentityClient()).signUp.email({ email, password, name }),
            'Could not sign up',
          ),
        );
      },
      signInwithGoogle: async () => {
        const popup = async () => {
          const result = await (await loadIdentityClient()).signIn.popup({ providerId: 'google' });
          // The popup reports and closes itself at once; if its closing is seen before its report,
          // the session cookie it set is still the truth: a session means the sign-in finished.
          if (result.error?.code === 'POPUP_CLOSED' && (await fetchSession())) return { error: null };
          return result;
        };
        await record(await act(popup, 'Google sign-in failed'));
      },
      updateProfile: async (displayName) => {
        const { error: failure } = await (await loadIdentityClient()).updateUser({ name: displayName });
        if (failure) throw new Error(failure.message || 'Could not update your name');
        setUser((current) => current && { ...current, displayName });
      },
      logOut,
    };
  }, [user, loading, error, establish, logOut]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
