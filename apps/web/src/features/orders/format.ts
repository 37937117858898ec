/** Whole minutes from `iso` to `now` (never below 0). */
export const minutesSince = (iso: string, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));
