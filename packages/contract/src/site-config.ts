import { z } from 'zod';
import { brandSchema, homePageSchema } from './brand.ts';
import { offeredLanguagesSchema } from './language-schemas.ts';

const optionalUrl = z.url().nullable();

const identityOptions = {
  /** Whether "Login with Google" is offered. */
  google: z.boolean(),
  /** Whether the login form asks for the image captcha (switched off only for automated tests). */
  captcha: z.boolean(),
};

/** Browser-safe runtime settings, served by `GET /api/config` and read by the SPA at start. */
export const publicConfigSchema = z.object({
  identity: z.discriminatedUnion('mode', [
    z.object({
      /** The built-in identity service on our server. */
      mode: z.literal('builtin'),
      ...identityOptions,
    }),
    z.object({
      /** Firebase Authentication, with the web app's (public) configuration. */
      mode: z.literal('firebase'),
      ...identityOptions,
      firebase: z.object({
        apiKey: z.string(),
        authDomain: z.string(),
        projectId: z.string(),
        /** The Auth emulator's address, in tests only. */
        emulatorUrl: z.url().nullable(),
      }),
    }),
  ]),
  payments: z.object({
    /** `test`: the built-in test provider and its card form; `stripe`: Stripe.js with this publishable key. */
    provider: z.enum(['test', 'stripe']),
    publishableKey: z.string().nullable(),
  }),
  restaurant: z.object({
    /** The restaurant's time zone (IANA): hours and pickup times are shown on its clock. */
    timeZone: z.string(),
    /** Its currency (ISO 4217) and the locale prices are shown in (BCP 47): every price is formatted with them. */
    currency: z.string(),
    locale: z.string(),
    /** The languages the site is offered in (RESTAURANT_LANGUAGES), its default first. */
    languages: offeredLanguagesSchema,
  }),
  site: z.object({
    developer: z.object({
      /** Null: "The <restaurant's name> team". */
      name: z.string().nullable(),
      roles: z.array(z.string()),
      url: optionalUrl,
    }),
    /** A map of where the restaurant is: the footer's address links to it. */
    mapUrl: optionalUrl,
  }),
  /** The restaurant's name, look and ways to reach it, as the owner set them (GET /api/restaurant/brand). */
  brand: brandSchema,
  /** Its home page's pictures, about text and sections (GET /api/restaurant/home). */
  home: homePageSchema,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
export type IdentityConfig = PublicConfig['identity'];
export type FirebaseWebConfig = Extract<IdentityConfig, { mode: 'firebase' }>['firebase'];

/** GET /api/health: `ok` (200), or `draining` (503) while the process stops and load balancers send its work elsewhere. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'draining']),
  database: z.enum(['pglite', 'postgres']),
});
