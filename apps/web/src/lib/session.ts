import type { SessionUser } from './auth-context.ts';

let announce: (user: SessionUser | null) => void = () => {};
let settled = new Promise<SessionUser | null>((resolve) => {
  announce = resolve;
});

/**
 * Who is signed in once the session is first known (null when nobody is), for code outside React
 * such as route loaders that start fetching a signed-in page's data while its code downloads.
 */
export function sessionSettled(): Promise<SessionUser | null> {
  return settled;
}

/** Called by the auth provider each time the session settles. */
export function announceSession(user: SessionUser | null): void {
  announce(user);
  settled = Promise.resolve(user);
}
