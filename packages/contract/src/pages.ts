// Zod-free: the browser's first load imports these.

/** Pages the server links to from outside the app (mail), so both sides spell them one way. */
export const pagePaths = {
  profile: '/profile',
  resetPassword: '/reset-password',
  order: (id: string) => `/dashboard/orders/${id}`,
} as const;
