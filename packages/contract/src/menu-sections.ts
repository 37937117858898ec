import { z } from 'zod';
import { weeklyScheduleSchema } from './restaurant.ts';
import { collections, reservedSlugs } from './shop.ts';
import { lineOfText } from './text.ts';

/** A section's slug: its address (`/order/<SLUG in capitals>`), lower-case letters, digits and hyphens. */
export const sectionSlugSchema = z
  .string({ message: 'A section’s slug must be text' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A section’s slug is lower-case letters and digits, words joined by hyphens')
  .max(40, 'A section’s slug can have at most 40 characters')
  .refine((slug) => !reservedSlugs.includes(slug), {
    message: `A section cannot be called ${reservedSlugs.join(', ')}: those addresses are the collections’`,
  });

/** A picture's address: one POST /api/images answered. */
export const pictureAddressSchema = lineOfText({ label: 'Picture', min: 1, max: 2000 });

const sectionName = lineOfText({ label: 'Name', min: 1, max: 40 });
const sectionDescription = lineOfText({ label: 'Description', max: 160 });

/** GET /api/menu/sections: every section, hidden ones too, in the owner's order. */
export const menuSectionSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  position: z.number().int(),
  hidden: z.boolean(),
  hours: weeklyScheduleSchema.nullable().describe('When its dishes are served; null: whenever the restaurant is open'),
  description: z.string().nullable(),
  banner: z.string().nullable(),
});
export const menuSectionListSchema = z.array(menuSectionSchema);

/** POST /api/menu/sections (admins): a new section, last unless a position is given; its slug made from its name unless given. */
export const createMenuSectionSchema = z.object({
  name: sectionName,
  slug: sectionSlugSchema.optional(),
  hours: weeklyScheduleSchema.nullable().optional(),
  hidden: z.boolean().optional(),
  description: sectionDescription.nullable().optional(),
  banner: pictureAddressSchema.nullable().optional(),
  position: z.number().int().min(0).max(1000).optional(),
});
export type CreateMenuSection = z.infer<typeof createMenuSectionSchema>;

/** PATCH /api/menu/sections/:id (admins): any of the same; `position` moves it there, the others making room. */
export const updateMenuSectionSchema = createMenuSectionSchema.partial();
export type UpdateMenuSection = z.infer<typeof updateMenuSectionSchema>;

export const menuSectionIdSchema = z.uuid({ message: 'A section id is a UUID' });

/** A dish's sections as sent: slugs, one or more, each once; the first is its `category`. */
export const dishSectionsSchema = z
  .array(sectionSlugSchema)
  .min(1, 'A dish is in one section at least')
  .max(10, 'A dish is in at most ten sections')
  .refine((list) => new Set(list).size === list.length, 'Each section once');

/** A dish's collections as sent: each once. */
export const dishCollectionsSchema = z
  .array(z.enum(collections, { message: `A collection is one of ${collections.join(', ')}` }))
  .refine((list) => new Set(list).size === list.length, 'Each collection once');
