import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on: for
 * what only the browser knows (its clock, its settings, its speech) or should only run there,
 * so that the first render in the browser matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
