import { z } from 'zod';
import { pictureAddressSchema } from './menu-sections.ts';
import { phoneSchema } from './phone.ts';
import { lineOfText, multilineText, ONE_LINE } from './text.ts';

/**
 * The restaurant's own name, look and ways to reach it (GET and PUT /api/restaurant/brand),
 * and its home page (GET and PUT /api/restaurant/home): settings with the spec's restaurant as
 * their defaults. See docs/branding.md.
 */

const colourSchema = z
  .string({ message: 'A colour must be text' })
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, 'Write a colour as #rrggbb, e.g. #8a6204');

const webAddress = z
  .url({ protocol: /^https?$/, message: 'A link must be a web address (https://…)' })
  .max(500)
  .regex(ONE_LINE, 'A link must be one line, without control characters');

const socialSchema = z.object({
  facebook: webAddress.nullable(),
  instagram: webAddress.nullable(),
  twitter: webAddress.nullable(),
});

/** The brand as it stands: every field, null where there is none. */
export const brandSchema = z.object({
  name: z.string(),
  tagline: z.string().nullable(),
  /** The logo's picture address (POST /api/images): the header, the favicon, mails and receipts show it. */
  logo: z.string().nullable(),
  /** The main colour; null: the house gold. */
  primaryColor: z.string().nullable(),
  /** The colour of text on the main colour; null: white. */
  primaryTextColor: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  social: socialSchema,
  /** The sender's name on the restaurant's mails; null: its name. */
  mailFrom: z.string().nullable(),
});
export type Brand = z.infer<typeof brandSchema>;

/**
 * PUT /api/restaurant/brand (admins): the name, and any of the rest; a field left out is as the
 * configuration says (RESTAURANT_ADDRESS, RESTAURANT_PHONE, SOCIAL_*_URL), null is none. A main
 * colour and text colour that fail WCAG AA contrast are refused (422) with the reason.
 */
export const brandUpdateSchema = z.object({
  name: lineOfText({ label: 'Name', min: 1, max: 60 }),
  tagline: lineOfText({ label: 'Tagline', max: 120 }).nullable().optional(),
  logo: pictureAddressSchema.nullable().optional(),
  primaryColor: colourSchema.nullable().optional(),
  primaryTextColor: colourSchema.nullable().optional(),
  address: lineOfText({ label: 'Address', min: 3, max: 200 }).nullable().optional(),
  phone: phoneSchema.nullable().optional(),
  email: z.email({ message: 'Enter an email address' }).max(254).nullable().optional(),
  social: socialSchema.partial().optional(),
  mailFrom: lineOfText({ label: 'Sender name', min: 1, max: 60 }).nullable().optional(),
});
export type BrandUpdate = z.infer<typeof brandUpdateSchema>;

/** The home page's sections an owner shows or hides. */
export const homeSections = ['orderOnline', 'about', 'popular', 'featured', 'testimonials'] as const;
export type HomeSection = (typeof homeSections)[number];

const heroPicture = z.object({
  image: pictureAddressSchema,
  alt: lineOfText({ label: 'Description of the picture', min: 1, max: 120 }),
});

/** GET and PUT /api/restaurant/home: its pictures, its about text and which sections show. */
export const homePageSchema = z.object({
  /** The opening pictures, in order; none: the house's own. */
  hero: z.array(heroPicture).max(6, 'At most six opening pictures').default([]),
  about: z
    .object({
      /** The house introduction; null: the house's own words (HOUSE_ABOUT). */
      text: multilineText({ label: 'About text', max: 1000 }).nullable().default(null),
      /** The picture behind it; null: the house's own. */
      image: pictureAddressSchema.nullable().default(null),
    })
    .default({ text: null, image: null }),
  shown: z
    .object(
      Object.fromEntries(homeSections.map((section) => [section, z.boolean().default(true)])) as Record<
        HomeSection,
        z.ZodDefault<z.ZodBoolean>
      >,
    )
    .default(Object.fromEntries(homeSections.map((section) => [section, true])) as Record<HomeSection, boolean>),
});
export type HomePage = z.infer<typeof homePageSchema>;
