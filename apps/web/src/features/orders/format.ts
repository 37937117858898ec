const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayAndClock = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "12:03 PM" */
export const timeOf = (iso: string) => clock.format(new Date(iso));
/** "Nov 22, 2026, 12:03 PM" */
export const dayAndTimeOf = (iso: string) => dayAndClock.format(new Date(iso));

/** Whole minutes from `iso` to `now` (never below 0). */
export const minutesSince = (iso: string, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));
