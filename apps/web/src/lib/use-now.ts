import { useEffect, useState } from 'react';

/** The time now, refreshed every `intervalMs` (for "12 min ago" labels that must age on screen). */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
