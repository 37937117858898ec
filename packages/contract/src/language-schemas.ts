import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

export const languageSchema = z.enum(LANGUAGES);

/** The languages a restaurant offers (RESTAURANT_LANGUAGES): at least one, the first its default, none twice. */
export const offeredLanguagesSchema = z
  .tuple([languageSchema], languageSchema)
  .refine((languages) => new Set(languages).size === languages.length, 'a language is listed twice');
