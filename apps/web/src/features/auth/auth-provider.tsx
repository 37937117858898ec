import type { IdentityConfig } from '@bistro/contract/site-config';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { siteConfigQueryOptions } from '@/config/site-config.ts';
import { accessToken } from '@/lib/access-token.ts';
import { onUnauthorized } from '@/lib/api-client.ts';
import { AuthContext, type AuthContextValue, type SessionUser } from '@/lib/auth-context.ts';
import { announceSession } from '@/lib/session.ts';
import { createUserRecord } from './api/create-user.ts';
import { deleteOwnAccount } from './api/my-data.ts';
import { requestToken } from './api/request-token.ts';
import type { IdentityService, SignedInIdentity } from './identity/identity-service.ts';
import { initialSession, nextSession } from './session-state.ts';

/**
 * The service /api/config names, fetched after the page is hydrated (a page never shows a
 * session before then); Firebase's SDK only when it is the one.
 */
async function loadIdentityService(identity: IdentityConfig): Promise<IdentityService> {
  if (identity.mode === 'builtin') return (await import('./identity/builtin-identity.ts')).builtinIdentity;
  return (await import('./identity/firebase-identity.ts')).createFirebaseIdentity(identity.firebase);
}

function reason(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The shared auth state (spec section 3) on whichever identity service the server names.
 * The service proves who the person is; POST /api/jwt turns that proof into the API token
 * kept under `access-token`, renewed before it expires while the identity session lives. The
 * session's states and their changes are session-state.ts.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, dispatch] = useReducer(nextSession, initialSession);
  const serviceLoad = useRef<Promise<IdentityService> | null>(null);

  /** The identity service, loaded once; a failed load (e.g. offline) is tried again next time. */
  const identity = useCallback(() => {
    serviceLoad.current ??= queryClient
      .fetchQuery(siteConfigQueryOptions())
      .then((config) => loadIdentityService(config.identity))
      .catch((failure: unknown) => {
        serviceLoad.current = null;
        throw failure;
      });
    return serviceLoad.current;
  }, [queryClient]);

  const signedOut = useCallback((reason: string | null = null) => {
    accessToken.clear();
    announceSession(null);
    dispatch({ type: 'signedOut', reason });
  }, []);

  /** Turns the identity service's proof into an API token, kept for the API client; answers its lifetime. */
  const keepToken = useCallback(async (proof: SignedInIdentity) => {
    const { token, expiresIn } = await requestToken({ email: proof.email, idToken: proof.idToken });
    accessToken.set(token);
    return expiresIn;
  }, []);

  /** Reads who is signed in and, when someone is, gets and keeps the API token for them. */
  const establish = useCallback(async (): Promise<SessionUser | null> => {
    dispatch({ type: 'checking' });
    try {
      const proven = await (await identity()).current();
      if (!proven) {
        signedOut();
        return null;
      }
      const expiresIn = await keepToken(proven);
      const user = { email: proven.email, displayName: proven.displayName, emailVerified: proven.emailVerified };
      announceSession(user);
      dispatch({ type: 'signedIn', user, expiresIn });
      return user;
    } catch (failure) {
      signedOut(reason(failure, 'We could not sign you in. Please try again.'));
      return null;
    }
  }, [identity, keepToken, signedOut]);

  const logOut = useCallback(async () => {
    dispatch({ type: 'checking' });
    try {
      await (await identity()).signOut();
    } finally {
      signedOut();
    }
  }, [identity, signedOut]);

  useEffect(() => {
    void establish();
  }, [establish]);

  useEffect(() => onUnauthorized(() => void logOut()), [logOut]);

  // A token is renewed while the identity session lives; when it no longer does, the person is told.
  useEffect(() => {
    if (!session.renewal) return;
    const timer = setTimeout(async () => {
      try {
        const proof = await (await identity()).current();
        if (!proof) throw new Error('signed out elsewhere');
        dispatch({ type: 'renewed', expiresIn: await keepToken(proof) });
      } catch {
        signedOut('Your session has ended: please log in again.');
      }
    }, session.renewal.afterMs);
    return () => clearTimeout(timer);
  }, [session.renewal, identity, keepToken, signedOut]);

  const { user, loading, error } = session;
  const value = useMemo<AuthContextValue>(() => {
    /** Runs an identity action, then reads the session it made; the action's failure is thrown in words. */
    async function act(action: (service: IdentityService) => Promise<void>) {
      dispatch({ type: 'checking' });
      try {
        await action(await identity());
      } catch (failure) {
        dispatch({ type: 'actionFailed' });
        throw new Error(reason(failure, 'Something went wrong. Please try again.'));
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
        await act((service) => service.signInWithEmail(email, password));
      },
      signUpEmail: async (email, password, name, returnPath) => {
        await record(await act((service) => service.signUpWithEmail(email, password, name, returnPath)));
      },
      signInwithGoogle: async () => {
        await record(await act((service) => service.signInWithGoogle()));
      },
      updateProfile: async (displayName) => {
        await (await identity()).updateDisplayName(displayName);
        dispatch({ type: 'renamed', displayName });
      },
      sendVerificationEmail: async () => {
        if (user) await (await identity()).sendVerificationEmail(user.email);
      },
      requestPasswordReset: async (email) => (await identity()).requestPasswordReset(email),
      resetPassword: async (code, newPassword) => (await identity()).resetPassword(code, newPassword),
      logOut,
      deleteAccount: async (password) => {
        // Firebase's ID token says when the person last signed in; the built-in service's cookie goes by itself.
        const idToken = password ? undefined : (await (await identity()).current())?.idToken;
        await deleteOwnAccount({ password, idToken });
      },
    };
  }, [user, loading, error, identity, establish, logOut]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
