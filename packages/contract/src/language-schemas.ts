import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

export const languageSchema = z.enum(LANGUAGES);

/** The languages a restaurant offers (RESTAURANT_LANGUAGES): at least one, the first its default, none twice. */
export const offeredLanguagesSchema = z
  .tuple([languageSchema], languageSchema)
  .refine((languages) => new Set(languages).size === languages.length, 'a language is listed twice');

/**
 * GET and PUT /api/restaurant/languages: the languages the site is offered in, its default first
 * (the owner's choice on the settings page; RESTAURANT_LANGUAGES until they make one).
 */
export const restaurantLanguagesSchema = z.object({ languages: offeredLanguagesSchema });
export type RestaurantLanguages = z.infer<typeof restaurantLanguagesSchema>;
