import { useCallback, useEffect, useRef, useState } from 'react';

/** A state that turns on when asked and off by itself after `ms` (a button saying "done" for a moment). */
export function useBriefly(ms: number): [on: boolean, turnOn: () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const turnOn = useCallback(() => {
    clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), ms);
  }, [ms]);
  return [on, turnOn];
}
