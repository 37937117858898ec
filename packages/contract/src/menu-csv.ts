import { z } from 'zod';
import { LANGUAGES, type Language, type OfferedLanguages } from './languages.ts';

/**
 * The menu as a spreadsheet (GET /api/menu/export.csv, POST /api/menu/import): one dish a row,
 * these columns, in this order on export; any order on import, `name`, `sections`, `price` and
 * `image` required, and a file from before sections may say `category` (one section) instead of
 * `sections`; then a dish's name and recipe in each other language offered (menuCsvTranslationColumns).
 * Documented in docs/menu-csv.md.
 */
export const menuCsvColumns = [
  'id',
  'name',
  'sections',
  'collections',
  'tax_category',
  'price',
  'recipe',
  'image',
  'allergens',
  'diets',
  'options',
] as const;

/** The columns an import also reads, for files written before sections: `category`, one section. */
export const olderMenuCsvColumns = ['category'] as const;

/** The dish's texts a translation gives (its `translations` in the API). */
export const translatedDishTexts = ['name', 'recipe'] as const;
export type TranslatedDishText = (typeof translatedDishTexts)[number];
/** A dish's name or recipe in a language: `name_fr`, `recipe_fr`. */
export type TranslationColumn = `${TranslatedDishText}_${Language}`;
export const translationColumn = (text: TranslatedDishText, language: Language): TranslationColumn =>
  `${text}_${language}`;
const translationColumnsIn = (languages: readonly Language[]): TranslationColumn[] =>
  languages.flatMap((language) => translatedDishTexts.map((text) => translationColumn(text, language)));

/**
 * The translation columns, after the others: `name_<language>` and `recipe_<language>` for each
 * language the restaurant offers besides its default (RESTAURANT_LANGUAGES), in that order. The
 * default language's texts are the `name` and `recipe` columns.
 */
export const menuCsvTranslationColumns = (offered: OfferedLanguages): TranslationColumn[] =>
  translationColumnsIn(offered.slice(1));

export type MenuCsvColumn = (typeof menuCsvColumns)[number] | (typeof olderMenuCsvColumns)[number] | TranslationColumn;

/** Joins a cell's list: codes (allergens, diets), `milk|gluten`, sections' slugs, `pizza|lunch`, and option group names, `Pizza size|Extra toppings`. */
export const MENU_CSV_CODE_SEPARATOR = '|';

/** The largest file an import takes: 5 MiB (10,000 dishes with a line of recipe each, half with two option groups, make 0.96 MB). */
export const MENU_CSV_MAX_BYTES = 5 * 1024 * 1024;

/** `?dryRun=true`: check the file and say what an import would do, writing nothing. */
export const menuImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { message: 'dryRun must be true or false' })
    .default('false')
    .transform((value) => value === 'true')
    .describe('true: check the file and answer what would change, writing nothing'),
});

/** What is wrong with one cell (or a whole line, or the file): a 400's `details.problems`. */
export const menuCsvProblemSchema = z.object({
  line: z.number().int().describe("The file's line where the dish's row starts (1 is the header)"),
  column: z.string().nullable().describe('The column, as its header names it; null for the whole line'),
  message: z.string(),
});
export type MenuCsvProblem = z.infer<typeof menuCsvProblemSchema>;

/** The `details` of the 400 a file with bad rows gets: every problem, in the file's order. */
export const menuCsvProblemsSchema = z.object({ problems: z.array(menuCsvProblemSchema) });

/** One dish the import adds or changes. */
export const menuImportChangeSchema = z.object({
  line: z.number().int(),
  action: z.enum(['add', 'change']),
  /** The dish's id; null for a dish added without one (it gets a new id). */
  id: z.string().nullable(),
  name: z.string(),
  /** For a change: the columns whose value differs from the menu's. */
  columns: z.array(z.enum([...menuCsvColumns, ...olderMenuCsvColumns, ...translationColumnsIn(LANGUAGES)])),
});
export type MenuImportChange = z.infer<typeof menuImportChangeSchema>;

/** What an import did, or (dry run) would do. Dishes not in the file are left as they are. */
export const menuImportResultSchema = z.object({
  dryRun: z.boolean(),
  added: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  changes: z.array(menuImportChangeSchema).describe('Every added and changed dish, in the file’s order'),
});
export type MenuImportResult = z.infer<typeof menuImportResultSchema>;
