import { taxCategorySchema } from '@bistro/contract/bill-settings';
import { allergenCodes, dietCodes } from '@bistro/contract/dietary';
import { allergensInputSchema, dietsInputSchema } from '@bistro/contract/dietary-schemas';
import { LANGUAGES, type Language, type OfferedLanguages } from '@bistro/contract/languages';
import {
  createMenuItemSchema,
  type DishTranslations,
  dishTranslationSchema,
  menuItemIdSchema,
  priceSchema,
} from '@bistro/contract/menu';
import {
  MENU_CSV_CODE_SEPARATOR,
  type MenuCsvColumn,
  menuCsvColumns,
  menuCsvTranslationColumns,
  type TranslationColumn,
  translatedDishTexts,
  translationColumn,
} from '@bistro/contract/menu-csv';
import { fromMajor, money, toMajorText } from '@bistro/contract/money';
import { collections, slugOfCategory } from '@bistro/contract/shop';
import { z } from 'zod';
import type { menuItems } from '../../db/schema.ts';
import type { ProblemWords } from '../../http/problems.ts';
import { wordsOf } from '../languages/index.ts';

export type MenuRow = typeof menuItems.$inferSelect;
/** A dish as stored, with its sections' slugs and its option groups' ids, in the dish's order. */
export type MenuRowWithGroups = MenuRow & { sections: string[]; optionGroupIds: string[] };
/**
 * A dish as the file holds it: its row, sections and option groups, and its name and recipe in
 * each language as fields of their own (`name_fr`; empty where it has none).
 */
export type MenuCsvDish = MenuRowWithGroups & Record<TranslationColumn, string>;
/** What a row of the file says about a dish: its id when it has one, and the fields a column gives. */
export type DishFields = Pick<
  MenuCsvDish,
  | 'name'
  | 'sections'
  | 'collections'
  | 'taxCategory'
  | 'priceCents'
  | 'recipe'
  | 'image'
  | 'allergens'
  | 'diets'
  | 'optionGroupIds'
  | TranslationColumn
>;
export type DishField = keyof DishFields;

/** Every language's translation columns, as a dish's fields: `name_en` … `recipe_ar`. */
const TRANSLATED_TEXTS = LANGUAGES.flatMap((language) =>
  translatedDishTexts.map((text) => ({ text, language, column: translationColumn(text, language) })),
);

/** A dish as the file sees it: its translations' texts spread into fields of their own. */
export function menuCsvDish(dish: MenuRowWithGroups): MenuCsvDish {
  const texts = TRANSLATED_TEXTS.map(({ text, language, column }) => [
    column,
    dish.translations[language]?.[text] ?? '',
  ]);
  return { ...dish, ...(Object.fromEntries(texts) as Record<TranslationColumn, string>) };
}

/** A dish's fields as the database holds them: the translations' texts gathered into `translations`, empty ones left out. */
export function withTranslations<Fields extends Partial<Record<TranslationColumn, string>>>(
  fields: Fields,
): Omit<Fields, TranslationColumn> & { translations: DishTranslations } {
  const rest: Record<string, unknown> = { ...fields };
  const translations: DishTranslations = {};
  for (const { text, language, column } of TRANSLATED_TEXTS) {
    const value = fields[column];
    delete rest[column];
    if (value) translations[language] = { ...translations[language], [text]: value };
  }
  return { ...(rest as Omit<Fields, TranslationColumn>), translations };
}

/**
 * What a file's cells name besides codes: the option groups, by id and by name (names compared
 * in any letter case), and the sections' slugs.
 */
export interface MenuCsvNames {
  nameOf: ReadonlyMap<string, string>;
  idsNamed: ReadonlyMap<string, readonly string[]>;
  sections: ReadonlySet<string>;
}

export function menuCsvNames(
  groups: readonly { id: string; name: string }[],
  sections: readonly { slug: string }[],
): MenuCsvNames {
  const idsNamed = new Map<string, string[]>();
  for (const { id, name } of groups)
    idsNamed.set(name.toLowerCase(), [...(idsNamed.get(name.toLowerCase()) ?? []), id]);
  return {
    nameOf: new Map(groups.map(({ id, name }) => [id, name])),
    idsNamed,
    sections: new Set(sections.map((section) => section.slug)),
  };
}

interface ColumnSpec {
  header: MenuCsvColumn;
  /** The dish's field the column holds. */
  field: DishField | 'id';
  /** A translation's column: in a file only when the restaurant offers this language, besides its default. */
  language?: Language;
  /** An import's file must have this column (or another one for the same field). */
  required: boolean;
  /** The cell's text for a dish of the menu; none: the export leaves the column out (an older file's). */
  write?: (dish: MenuCsvDish, names: MenuCsvNames) => string;
  /** Reads a cell's text into the field's value, or says what is wrong with it. */
  read: (names: MenuCsvNames) => z.ZodType<unknown, string>;
  /** Whether the file's value is the dish's: lists of codes are sets, the same codes in another order the same. */
  same: (a: unknown, b: unknown) => boolean;
}

const sameScalar = (a: unknown, b: unknown) => a === b;
const sameSet = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item) => b.includes(item));
const sameList = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => item === b[index]);

/** A cell's list, `a|b`: each item trimmed, empty ones left out. */
const listCell = () =>
  z.string().transform((cell) =>
    cell
      .split(MENU_CSV_CODE_SEPARATOR)
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  );

const dishSchema = createMenuItemSchema.shape;

/**
 * A cell's problem in the server's words, as an issue's options: its message their English, and
 * `params.words` every language's (`problemWordsOf`). The contract's messages stay its English.
 */
const said = (words: ProblemWords) => ({ message: words('en'), params: { words } });

/** A cell's problem in every language: the server's words, or the contract's English (the web app words those). */
export const problemWordsOf = (issue: z.core.$ZodIssue): ProblemWords =>
  issue.code === 'custom' && typeof issue.params?.words === 'function' ? issue.params.words : () => issue.message;

/** A cell of codes, `milk|gluten`: each code known (said by name when not), kept once each in the codes' order. */
function codesCell<Code extends string>(
  codes: readonly [Code, ...Code[]],
  /** The contract's list, as an API client sends it: it settles the order and the repeats. */
  listSchema: z.ZodType<Code[]>,
  /** What a code that is none of them is not: '"shellfish" is not an allergen: use …'. */
  notOne: (code: string, codes: string) => ProblemWords,
) {
  const known: readonly string[] = codes;
  return listCell()
    .transform((items, context) =>
      items
        .map((code) => code.toLowerCase())
        .filter((code): code is Code => {
          if (known.includes(code)) return true;
          context.addIssue({ code: 'custom', input: code, ...said(notOne(code, codes.join(', '))) });
          return false;
        }),
    )
    .transform((chosen) => listSchema.parse(chosen));
}

/**
 * A cell of option group names, `Pizza size|Extra toppings`: each the name of one group (in any
 * letter case), read into the groups' ids in the cell's order, checked as `POST /api/menu` checks them.
 */
function optionGroupsCell(groups: MenuCsvNames) {
  return listCell()
    .transform((names, context) =>
      names.flatMap((name) => {
        const ids = groups.idsNamed.get(name.toLowerCase()) ?? [];
        if (ids.length === 1) return ids;
        context.addIssue({
          code: 'custom',
          input: name,
          ...said(
            ids.length === 0
              ? wordsOf('csvProblem.notAnOptionGroup', { name })
              : wordsOf('csvProblem.optionGroupsSameName', { count: ids.length, name }),
          ),
        });
        return [];
      }),
    )
    .pipe(dishSchema.optionGroupIds.unwrap());
}

/** A section's slug of the menu, said by name when it is not one. */
function sectionSlug(names: MenuCsvNames, slug: string, context: z.RefinementCtx): boolean {
  if (names.sections.has(slug)) return true;
  context.addIssue({
    code: 'custom',
    input: slug,
    ...said(wordsOf('csvProblem.notASection', { slug, sections: [...names.sections].join(', ') })),
  });
  return false;
}

/**
 * A translation's cell: empty for none (the default language's text shows), else read as the
 * API reads that language's text.
 */
const translationCell = (text: z.ZodOptional<z.ZodType<string, string>>) =>
  z
    .string()
    .transform((cell) => (cell.trim() === '' ? undefined : cell))
    .pipe(text)
    .transform((value) => value ?? '');

/**
 * The file's columns, one entry each, then a dish's name and recipe in every language: adding a
 * column is adding an entry here and its name to the contract's `menuCsvColumns`.
 */
export const MENU_CSV_COLUMNS: readonly ColumnSpec[] = [
  {
    header: 'id',
    field: 'id',
    required: false,
    write: (dish) => dish.id,
    same: sameScalar,
    read: () =>
      z
        .string()
        .transform((cell) => cell.trim().toLowerCase() || null)
        .pipe(menuItemIdSchema.nullable()),
  },
  {
    header: 'name',
    field: 'name',
    required: true,
    write: (dish) => dish.name,
    same: sameScalar,
    read: () => dishSchema.name,
  },
  {
    header: 'sections',
    field: 'sections',
    required: true,
    write: (dish) => dish.sections.join(MENU_CSV_CODE_SEPARATOR),
    // The first is the dish's own: the same sections in another order are a change.
    same: sameList,
    read: (names) =>
      listCell()
        .transform((slugs) => slugs.map((slug) => slug.toLowerCase()))
        .pipe(dishSchema.sections.unwrap())
        .transform((slugs, context) => slugs.filter((slug) => sectionSlug(names, slug, context))),
  },
  {
    header: 'category',
    field: 'sections',
    required: false,
    same: sameList,
    read: (names) =>
      z
        .string()
        .transform((cell) => slugOfCategory(cell.trim().toLowerCase()))
        .refine(
          (slug) => !collections.includes(slug as (typeof collections)[number]),
          said(wordsOf('csvProblem.collectionsNow')),
        )
        .transform((slug, context) => (sectionSlug(names, slug, context) ? [slug] : [])),
  },
  {
    header: 'collections',
    field: 'collections',
    required: false,
    write: (dish) => dish.collections.join(MENU_CSV_CODE_SEPARATOR),
    same: sameSet,
    read: () =>
      listCell()
        .transform((items) => items.map((item) => item.toLowerCase()))
        .pipe(dishSchema.collections.unwrap()),
  },
  {
    header: 'tax_category',
    field: 'taxCategory',
    required: false,
    write: (dish) => dish.taxCategory ?? '',
    same: sameScalar,
    read: () =>
      z
        .string()
        .transform((cell) => cell.trim() || null)
        .pipe(taxCategorySchema.nullable()),
  },
  {
    header: 'price',
    field: 'priceCents',
    required: true,
    write: (dish) => toMajorText(money(dish.priceCents)),
    same: sameScalar,
    read: () =>
      z
        .string()
        .trim()
        .refine((cell) => /^\d+([.,]\d+)?$/.test(cell), said(wordsOf('csvProblem.pricePlainNumber')))
        .transform((cell) => Number(cell.replace(',', '.')))
        .pipe(priceSchema)
        .transform((major) => fromMajor(major).amount),
  },
  {
    header: 'recipe',
    field: 'recipe',
    required: false,
    write: (dish) => dish.recipe,
    same: sameScalar,
    read: () => dishSchema.recipe.unwrap(),
  },
  {
    header: 'image',
    field: 'image',
    required: true,
    write: (dish) => dish.image,
    same: sameScalar,
    read: () => dishSchema.image,
  },
  {
    header: 'allergens',
    field: 'allergens',
    required: false,
    write: (dish) => dish.allergens.join(MENU_CSV_CODE_SEPARATOR),
    same: sameSet,
    read: () =>
      codesCell(allergenCodes, allergensInputSchema, (code, codes) =>
        wordsOf('csvProblem.notAnAllergen', { code, codes }),
      ),
  },
  {
    header: 'diets',
    field: 'diets',
    required: false,
    write: (dish) => dish.diets.join(MENU_CSV_CODE_SEPARATOR),
    same: sameSet,
    read: () =>
      codesCell(dietCodes, dietsInputSchema, (code, codes) => wordsOf('csvProblem.notADietaryLabel', { code, codes })),
  },
  {
    header: 'options',
    field: 'optionGroupIds',
    required: false,
    write: (dish, groups) => dish.optionGroupIds.map((id) => groups.nameOf.get(id) ?? '').join(MENU_CSV_CODE_SEPARATOR),
    // The order is the shop's: the same groups in another order are a change.
    same: sameList,
    read: optionGroupsCell,
  },
  ...TRANSLATED_TEXTS.map(
    ({ text, language, column }): ColumnSpec => ({
      header: column,
      field: column,
      language,
      required: false,
      write: (dish) => dish[column],
      same: sameScalar,
      read: () => translationCell(dishTranslationSchema.shape[text]),
    }),
  ),
];

/**
 * The columns of this restaurant's file, in the export's order: those the contract names, then a
 * dish's name and recipe in each language it offers besides its default (`name_fr`, `recipe_fr`).
 */
export function menuCsvColumnsOffered(languages: OfferedLanguages): readonly ColumnSpec[] {
  const headers: readonly MenuCsvColumn[] = [...menuCsvColumns, ...menuCsvTranslationColumns(languages)];
  return headers.flatMap((header) => MENU_CSV_COLUMNS.filter((spec) => spec.header === header));
}

// OWASP's CSV injection defence: a cell a spreadsheet would run as a formula starts with one of
// these, and gets a single quote in front. A cell that already starts with a quote before one of
// them (or before another quote) gets one too, so that taking the first quote off on import gives
// back exactly what was exported, whatever the text.
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r']);
const GUARD = "'";

/** The cell's text, safe to open in a spreadsheet. */
export function guardFormula(text: string): string {
  const [first = '', second = ''] = text;
  const guarded = FORMULA_STARTS.has(first) || (first === GUARD && (FORMULA_STARTS.has(second) || second === GUARD));
  return guarded ? GUARD + text : text;
}

/** The text a guarded cell stands for: guardFormula undone. */
export function unguardFormula(cell: string): string {
  const [first = '', second = ''] = cell;
  return first === GUARD && (FORMULA_STARTS.has(second) || second === GUARD) ? cell.slice(1) : cell;
}
