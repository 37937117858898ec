import type { SessionUser } from '@/lib/auth-context.ts';

/** Renew the API token a minute before it expires, and never sooner than 30 seconds from now. */
const RENEW_BEFORE_EXPIRY_SECONDS = 60;
const SOONEST_RENEWAL_SECONDS = 30;

/**
 * The session as the auth state shows it: who is signed in, whether that is being found out or
 * changed (`loading`), why it failed, and when the API token is to be renewed (a new object each
 * time the token is issued, so that a renewal is planned again even for the same delay).
 */
export interface SessionState {
  user: SessionUser | null;
  loading: boolean;
  error: string | null;
  renewal: { afterMs: number } | null;
}

export type SessionEvent =
  /** Finding out who is signed in, or an identity action (log in, sign up) under way. */
  | { type: 'checking' }
  /** An API token was issued for this person, valid for `expiresIn` seconds. */
  | { type: 'signedIn'; user: SessionUser; expiresIn: number }
  /** The token was renewed for the same person. */
  | { type: 'renewed'; expiresIn: number }
  /** Nobody is signed in (any more); `reason` says why when it is news to the person. */
  | { type: 'signedOut'; reason: string | null }
  /** An identity action failed: the session stays as it was. */
  | { type: 'actionFailed' }
  | { type: 'renamed'; displayName: string };

export const initialSession: SessionState = { user: null, loading: true, error: null, renewal: null };

const renewalFor = (expiresIn: number) => ({
  afterMs: Math.max(expiresIn - RENEW_BEFORE_EXPIRY_SECONDS, SOONEST_RENEWAL_SECONDS) * 1000,
});

/** The session after an event. */
export function nextSession(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'checking':
      return { ...state, loading: true };
    case 'signedIn':
      return { user: event.user, loading: false, error: null, renewal: renewalFor(event.expiresIn) };
    case 'renewed':
      return state.user ? { ...state, renewal: renewalFor(event.expiresIn) } : state;
    case 'signedOut':
      return { user: null, loading: false, error: event.reason, renewal: null };
    case 'actionFailed':
      return { ...state, loading: false };
    case 'renamed':
      return state.user ? { ...state, user: { ...state.user, displayName: event.displayName } } : state;
  }
}
