import type { IdentityConfig } from '@bistro/contract/site-config';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { siteConfigQueryOptions } from '@/config/site-config.ts';
import { accessToken } from '@/lib/access-token.ts';
import { onUnauthorized } from '@/lib/api-client.ts';
import { AuthContext, type AuthContextValue, type SessionUser } from '@/lib/auth-context.ts';
import { announceSession } from '@/lib/session.ts';
import { createUserRecord } from './api/create-user.ts';
import { requestToken } from './api/request-token.ts';
import type { IdentityService, SignedInIdentity } from './identity/identity-service.ts';

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

/** Renew the API token a minute before it expires, while the identity session lives. */
const RENEW_BEFORE_EXPIRY_SECONDS = 60;

/**
 * The shared auth state (spec section 3) on whichever identity service the server names.
 * The service proves who the person is; POST /api/jwt turns that proof into the API token
 * kept under `access-token`.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const renewal = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
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

  const signedOut = useCallback((why: string | null = null) => {
    clearTimeout(renewal.current);
    accessToken.clear();
    setUser(null);
    announceSession(null);
    setError(why);
  }, []);

  /** Reads who is signed in and, when someone is, gets and keeps the API token for them. */
  const establish = useCallback(async (): Promise<SessionUser | null> => {
    setLoading(true);
    try {
      const service = await identity();
      const keepToken = async (proof: SignedInIdentity) => {
        const { token, expiresIn } = await requestToken({ email: proof.email, idToken: proof.idToken });
        accessToken.set(token);
        clearTimeout(renewal.current);
        renewal.current = setTimeout(
          () => void renewToken(),
          Math.max(expiresIn - RENEW_BEFORE_EXPIRY_SECONDS, 30) * 1000,
        );
      };
      const renewToken = async () => {
        try {
          const proof = await service.current();
          if (!proof) throw new Error('signed out elsewhere');
          await keepToken(proof);
        } catch {
          signedOut('Your session has ended: please log in again.');
        }
      };
      const proven = await service.current();
      if (!proven) {
        signedOut();
        return null;
      }
      await keepToken(proven);
      const signedIn = { email: proven.email, displayName: proven.displayName, emailVerified: proven.emailVerified };
      setUser(signedIn);
      announceSession(signedIn);
      setError(null);
      return signedIn;
    } catch (failure) {
      signedOut(reason(failure, 'We could not sign you in. Please try again.'));
      return null;
    } finally {
      setLoading(false);
    }
  }, [identity, signedOut]);

  const logOut = useCallback(async () => {
    setLoading(true);
    try {
      await (await identity()).signOut();
    } finally {
      signedOut();
      setLoading(false);
    }
  }, [identity, signedOut]);

  useEffect(() => {
    void establish();
    return () => clearTimeout(renewal.current);
  }, [establish]);

  useEffect(() => onUnauthorized(() => void logOut()), [logOut]);

  const value = useMemo<AuthContextValue>(() => {
    /** Runs an identity action, then reads the session it made; the action's failure is thrown in words. */
    async function act(action: (service: IdentityService) => Promise<void>) {
      setLoading(true);
      try {
        await action(await identity());
      } catch (failure) {
        setLoading(false);
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
        setUser((current) => current && { ...current, displayName });
      },
      sendVerificationEmail: async () => {
        if (user) await (await identity()).sendVerificationEmail(user.email);
      },
      requestPasswordReset: async (email) => (await identity()).requestPasswordReset(email),
      resetPassword: async (code, newPassword) => (await identity()).resetPassword(code, newPassword),
      logOut,
    };
  }, [user, loading, error, identity, establish, logOut]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
