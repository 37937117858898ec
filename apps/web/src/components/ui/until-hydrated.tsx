import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/hydration.tsx';

/**
 * On a page the server rendered, the buttons and fields inside wait for the browser to take
 * over: before, a click would do nothing and a form would send itself, password and all, in the
 * address. Links work all along.
 */
export function UntilHydrated({
  leftToThePage = false,
  children,
}: {
  /** The page inside waits in its own UntilHydrated (see OwnControlsHandle): nothing waits here. */
  leftToThePage?: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated && !leftToThePage} role="none" className="contents">
      {children}
    </fieldset>
  );
}

/**
 * A route's `handle` for a page whose controls wait in their own UntilHydrated, because some of
 * its forms work without JavaScript (a GET form that only chooses what is shown).
 */
export interface OwnControlsHandle {
  gatesItsOwnControls: true;
}

export const gatesItsOwnControls = (handle: unknown): boolean =>
  (handle as Partial<OwnControlsHandle> | undefined)?.gatesItsOwnControls === true;
