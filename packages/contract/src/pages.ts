// Zod-free: the browser's first load imports these.

/** Pages the server links to from outside the app (mail), so both sides spell them one way. */
export const pagePaths = {
  profile: '/profile',
  resetPassword: '/reset-password',
  order: (id: string) => `/dashboard/orders/${id}`,
  /** Where the restaurant's people work: the kitchen board, the bookings board (with its requests). */
  kitchenBoard: '/dashboard/orders',
  bookingsBoard: '/dashboard/bookings',
  myBookings: '/dashboard/mybooking',
  /** A guest's table booking, opened by its signed key instead of an account. */
  guestBooking: (id: string, key: string) => `/guest-booking/${id}?key=${encodeURIComponent(key)}`,
  /** A guest's order, opened by its signed key instead of an account. */
  guestOrder: (id: string, key: string) => `/guest-order/${id}?key=${encodeURIComponent(key)}`,
  /** An order's printable receipt: its diner's (and staff's), and a guest's by the same signed key. */
  receipt: (id: string) => `/dashboard/orders/${id}/receipt`,
  guestReceipt: (id: string, key: string) => `/guest-order/${id}/receipt?key=${encodeURIComponent(key)}`,
} as const;

/**
 * Whether a place to send the browser after a flow (sign-in, a confirmed address) is a path on
 * this site: one leading `/`, and nothing a browser would read as another host (`//`, a
 * backslash, or control characters, which URL parsers drop: `/\t/evil.example` is `//evil.example`).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
export const SAME_SITE_PATH = /^\/(?!\/)[^\\\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]*$/;

/** Whether `target` is such a path (SAME_SITE_PATH). */
export const isSameSitePath = (target: string): boolean => SAME_SITE_PATH.test(target);

/** Where a sign-in page sends the person once signed in: its `redirectTo`, when that is a path on this site. */
export function returnPathOf(query: URLSearchParams): string | undefined {
  const target = query.get('redirectTo');
  return target && isSameSitePath(target) ? target : undefined;
}
