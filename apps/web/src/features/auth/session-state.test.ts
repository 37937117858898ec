import { describe, expect, it } from 'vitest';
import { initialSession, nextSession, type SessionEvent, type SessionState } from './session-state.ts';

const ana = { email: 'ana@bistro.test', displayName: 'Ana', emailVerified: true };
const run = (events: SessionEvent[], from: SessionState = initialSession) => events.reduce(nextSession, from);

describe('the session', () => {
  it('is being found out until the first answer, then signed in or out', () => {
    expect(initialSession).toMatchObject({ user: null, loading: true });
    expect(run([{ type: 'signedIn', user: ana, expiresIn: 3600 }])).toMatchObject({ user: ana, loading: false });
    expect(run([{ type: 'signedOut', reason: null }])).toEqual({
      user: null,
      loading: false,
      error: null,
      renewal: null,
    });
  });

  it('renews the API token a minute before it expires, never sooner than 30 seconds on', () => {
    expect(run([{ type: 'signedIn', user: ana, expiresIn: 3600 }]).renewal).toEqual({ afterMs: 3_540_000 });
    expect(run([{ type: 'signedIn', user: ana, expiresIn: 45 }]).renewal).toEqual({ afterMs: 30_000 });
  });

  it('plans each renewal anew, even for the same delay', () => {
    const signedIn = run([{ type: 'signedIn', user: ana, expiresIn: 3600 }]);
    const renewed = nextSession(signedIn, { type: 'renewed', expiresIn: 3600 });
    expect(renewed.renewal).toEqual(signedIn.renewal);
    expect(renewed.renewal).not.toBe(signedIn.renewal);
  });

  it('keeps the person and the planned renewal while an action is under way, and after it fails', () => {
    const signedIn = run([{ type: 'signedIn', user: ana, expiresIn: 3600 }]);
    const acting = nextSession(signedIn, { type: 'checking' });
    expect(acting).toMatchObject({ user: ana, loading: true });
    expect(acting.renewal).toBe(signedIn.renewal);
    expect(nextSession(acting, { type: 'actionFailed' })).toEqual(signedIn);
  });

  it('ends with the reason it is news to the person, and plans no renewal', () => {
    const ended = run([
      { type: 'signedIn', user: ana, expiresIn: 3600 },
      { type: 'signedOut', reason: 'Your session has ended: please log in again.' },
    ]);
    expect(ended).toEqual({
      user: null,
      loading: false,
      error: 'Your session has ended: please log in again.',
      renewal: null,
    });
    expect(nextSession(ended, { type: 'renewed', expiresIn: 3600 })).toBe(ended);
  });

  it('changes the name shown, and only of someone signed in', () => {
    const renamed = run([
      { type: 'signedIn', user: ana, expiresIn: 3600 },
      { type: 'renamed', displayName: 'Ana B.' },
    ]);
    expect(renamed.user?.displayName).toBe('Ana B.');
    expect(nextSession(initialSession, { type: 'renamed', displayName: 'Nobody' })).toBe(initialSession);
  });

  it('clears an earlier failure once someone is signed in', () => {
    const failed = run([{ type: 'signedOut', reason: 'We could not sign you in. Please try again.' }]);
    expect(run([{ type: 'checking' }, { type: 'signedIn', user: ana, expiresIn: 3600 }], failed).error).toBeNull();
  });
});
