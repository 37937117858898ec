import { createContext, type ReactNode, startTransition, use, useEffect, useState } from 'react';

// Outside a HydrationProvider (a component test), the browser renders: nothing to match.
const Hydrated = createContext(true);

/**
 * Says whether the page is hydrated, for `useHydrated`: false on the server and while the browser
 * hydrates the server's HTML (`hydrating`), true from then on. The switch is a transition: what
 * changes with it renders again in slices between which the browser paints and takes a tap, not
 * in one long task, as a change of an external store is rendered.
 */
export function HydrationProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <Hydrated value={hydrated}>{children}</Hydrated>;
}

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on: for
 * what only the browser knows (its clock, its settings, its speech) or should only run there,
 * so that the first render in the browser matches the HTML.
 */
export const useHydrated = (): boolean => use(Hydrated);
