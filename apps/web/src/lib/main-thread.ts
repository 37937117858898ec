import { useEffect, useState } from 'react';

// On a phone's CPU, start-up work done in one go holds the main thread in one long task: a tap
// waits for all of it. These end a task so that what follows runs in one of its own, after the
// browser has had its turn.

/** Resolves in a task of its own, after whatever the browser has waiting (a tap, a frame). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Resolves once the browser is idle (within a second at the latest). */
const whenIdle = (): Promise<void> =>
  new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });

/** False until the browser has been idle once since the component mounted: for work that can wait its turn. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenIdle().then(() => mounted && setIdle(true));
    return () => {
      mounted = false;
    };
  }, []);
  return idle;
}
