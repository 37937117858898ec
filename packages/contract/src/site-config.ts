import { z } from 'zod';

const optionalUrl = z.url().nullable();

/** Browser-safe runtime settings, served by `GET /api/config` and read by the SPA at start. */
export const publicConfigSchema = z.object({
  identity: z.object({
    /** Which identity service signs people in: the built-in one on our server. */
    mode: z.enum(['builtin']),
    /** Whether "Login with Google" is offered. */
    google: z.boolean(),
    /** Whether the login form asks for the image captcha (switched off only for automated tests). */
    captcha: z.boolean(),
  }),
  payments: z.object({
    /** `test`: the built-in test provider and its card form; `stripe`: Stripe.js with this publishable key. */
    provider: z.enum(['test', 'stripe']),
    publishableKey: z.string().nullable(),
  }),
  site: z.object({
    developer: z.object({
      name: z.string(),
      roles: z.array(z.string()),
      url: optionalUrl,
    }),
    social: z.object({
      facebook: optionalUrl,
      instagram: optionalUrl,
      twitter: optionalUrl,
    }),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
