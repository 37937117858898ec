import { z } from 'zod';
import { taxCategorySchema } from './bill-settings.ts';
import { TEXT_LIMITS } from './constants.ts';
import { allergensInputSchema, allergensSchema, dietsInputSchema, dietsSchema } from './dietary-schemas.ts';
import { languageSchema } from './language-schemas.ts';
import { dishCollectionsSchema, dishSectionsSchema, sectionSlugSchema } from './menu-sections.ts';
import { isWholeMinor } from './money.ts';
import { optionGroupIdsSchema, optionGroupSchema } from './options.ts';
import { collections } from './shop.ts';
import { parLevelSchema, stockFields, stockSchema } from './stock.ts';
import { lineOfText, multilineText, ONE_LINE } from './text.ts';

export const menuItemIdSchema = z.uuid({ message: 'Menu item id must be a UUID' });

/** A dish's texts in one language: its name and recipe, each optional (the default language's shows instead). */
export const dishTranslationSchema = z.object({
  name: lineOfText({ label: 'Name', min: 1, max: TEXT_LIMITS.dishName }).optional(),
  recipe: multilineText({ label: 'Recipe', max: TEXT_LIMITS.recipe }).optional(),
});

/**
 * A dish's name and recipe in other languages than the restaurant's default, by language: what
 * a diner reading that language sees (the default language's text where one is missing).
 */
export const dishTranslationsSchema = z.partialRecord(languageSchema, dishTranslationSchema);
export type DishTranslations = z.infer<typeof dishTranslationsSchema>;

/** `GET /api/menu?lang=fr`: the menu with its dishes' names and recipes in that language. */
export const menuQuerySchema = z.object({ lang: languageSchema.optional() });

export const menuItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  price: z.number().describe('Price in dollars, e.g. 14.5'),
  recipe: z.string(),
  /** The slugs of its sections (GET /api/menu/sections), its own first. */
  sections: z.array(z.string()),
  /** Its first section's slug, for older clients. */
  category: z.string().describe('The slug of the dish’s first section (kept for older clients; see sections)'),
  /** The picks it is in: the home page's Popular Items, the menu page's Today's Offer. */
  collections: z.array(z.enum(collections)),
  /** Its tax category (the bill settings' `taxRates`); null: the standard rate. */
  taxCategory: z.string().nullable(),
  /** Sold out ("86") for now, or its count is at 0: shown, but it cannot be added to a cart or ordered. */
  soldOut: z.boolean(),
  ...stockFields,
  /** When a sold-out dish comes back by itself (ISO); null when it is available or out until further notice. */
  soldOutUntil: z.string().nullable(),
  allergens: allergensSchema,
  diets: dietsSchema,
  /** What a diner chooses with the dish (none: it is added at once), in the order shown. */
  optionGroups: z.array(optionGroupSchema),
  /** Its name and recipe in the other languages, on one dish's answer (GET /api/menu/:id); the menu's list is in one language. */
  translations: dishTranslationsSchema.optional(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuListSchema = z.array(menuItemSchema);

/** A price in dollars: positive, at most two decimals (stored as cents). */
export const priceSchema = z
  .number({ message: 'Price must be a number' })
  .positive('Price must be more than 0')
  .max(10_000, 'Price must be at most $10,000')
  .refine((value) => isWholeMinor(value), 'Price can have at most two decimals');

const dishFields = {
  name: lineOfText({ label: 'Name', min: 1, max: TEXT_LIMITS.dishName }),
  sections: dishSectionsSchema,
  /** An older client's one section: a section's slug, or the spec's salad, soup, dessert. */
  category: z
    .string({ message: 'Category must be text' })
    .trim()
    .toLowerCase()
    .regex(ONE_LINE, 'Category must be one line, without control characters')
    .refine((category) => !(collections as readonly string[]).includes(category), {
      message: 'Popular and Today’s offer are collections now: send the dish’s sections, and its collections',
    })
    .pipe(sectionSlugSchema),
  collections: dishCollectionsSchema,
  taxCategory: taxCategorySchema.nullable(),
  price: priceSchema,
  recipe: multilineText({ label: 'Recipe', max: TEXT_LIMITS.recipe }),
  image: lineOfText({ label: 'Image', min: 1, max: 2000 }),
  allergens: allergensInputSchema,
  diets: dietsInputSchema,
  optionGroupIds: optionGroupIdsSchema,
  /** Each language sent replaces that language's texts; the others are kept. */
  translations: dishTranslationsSchema,
  ...stockFields,
};

const oneWayToSayTheSections = {
  check: (dish: { sections?: unknown; category?: unknown }) =>
    dish.sections === undefined || dish.category === undefined,
  message: 'Send sections, or an older client’s category, not both',
};

/**
 * POST /api/menu (spec: name, category, price, recipe, image): its sections (or an older client's
 * `category`, one section); collections, tax category, allergens, diets and option groups are
 * optional, none by default.
 */
export const createMenuItemSchema = z
  .object({
    ...dishFields,
    sections: dishFields.sections.optional(),
    category: dishFields.category.optional(),
    collections: dishFields.collections.default([]),
    taxCategory: dishFields.taxCategory.default(null),
    recipe: dishFields.recipe.default(''),
    allergens: dishFields.allergens.default([]),
    diets: dishFields.diets.default([]),
    optionGroupIds: dishFields.optionGroupIds.default([]),
    translations: dishFields.translations.optional(),
    stock: stockSchema.default(null),
    parLevel: parLevelSchema.default(null),
  })
  .refine((dish) => dish.sections !== undefined || dish.category !== undefined, {
    message: 'A dish is in one section at least: send sections',
    path: ['sections'],
  })
  .refine(oneWayToSayTheSections.check, { message: oneWayToSayTheSections.message, path: ['category'] });
export type CreateMenuItem = z.infer<typeof createMenuItemSchema>;

/** PATCH /api/menu/:id: any of the same fields; one left out keeps its value. */
export const updateMenuItemSchema = z
  .object(dishFields)
  .partial()
  .refine(oneWayToSayTheSections.check, { message: oneWayToSayTheSections.message, path: ['category'] });
export type UpdateMenuItem = z.infer<typeof updateMenuItemSchema>;

/** POST /api/images: the picture's address, answered as the spec's image host answers. */
export const uploadedImageSchema = z.object({ success: z.literal(true), data: z.object({ display_url: z.string() }) });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
