import { useEffect, useState } from 'react';

/**
 * The device's time: the one place the web app reads it. Words for it are the restaurant's clock
 * (@bistro/contract/restaurant-clock); this only says when "now" is.
 */
export const now = (): Date => new Date();

/** The time now, refreshed every `intervalMs` (for "12 min ago" labels that must age on screen). */
export function useNow(intervalMs: number): Date {
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setCurrent(now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return current;
}
