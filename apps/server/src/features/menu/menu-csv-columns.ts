import { allergenCodes, allergensInputSchema, dietCodes, dietsInputSchema } from '@bistro/contract/dietary';
import { createMenuItemSchema, menuCategorySchema, menuItemIdSchema, priceSchema } from '@bistro/contract/menu';
import { MENU_CSV_CODE_SEPARATOR, type MenuCsvColumn } from '@bistro/contract/menu-csv';
import { fromMajor, money, toMajorText } from '@bistro/contract/money';
import { z } from 'zod';
import type { menuItems } from '../../db/schema.ts';

export type MenuRow = typeof menuItems.$inferSelect;
/** What a row of the file says about a dish: its id when it has one, and the fields a column gives. */
export type DishFields = Pick<MenuRow, 'name' | 'category' | 'priceCents' | 'recipe' | 'image' | 'allergens' | 'diets'>;
export type DishField = keyof DishFields;

interface ColumnSpec {
  header: MenuCsvColumn;
  /** The dish's field the column holds. */
  field: DishField | 'id';
  /** An import's file must have this column. */
  required: boolean;
  /** The cell's text for a dish of the menu. */
  write: (dish: MenuRow) => string;
  /** Reads a cell's text into the field's value, or says what is wrong with it. */
  read: z.ZodType<unknown, string>;
}

const dishSchema = createMenuItemSchema.shape;

/** A cell of codes, `milk|gluten`: each code known (said by name when not), kept once each in the codes' order. */
function codesCell<Code extends string>(
  codes: readonly [Code, ...Code[]],
  /** The contract's list, as an API client sends it: it settles the order and the repeats. */
  listSchema: z.ZodType<Code[]>,
  what: string,
) {
  return z
    .string()
    .transform((cell) =>
      cell
        .split(MENU_CSV_CODE_SEPARATOR)
        .map((code) => code.trim().toLowerCase())
        .filter((code) => code !== ''),
    )
    .pipe(
      z.array(
        z.enum(codes, {
          error: (issue) => `"${String(issue.input)}" is not ${what}: use ${codes.join(', ')}`,
        }),
      ),
    )
    .transform((chosen) => listSchema.parse(chosen));
}

/**
 * The file's columns, one entry each: adding a column (dish options, later) is adding an entry
 * here and its name to the contract's `menuCsvColumns`.
 */
export const MENU_CSV_COLUMNS: readonly ColumnSpec[] = [
  {
    header: 'id',
    field: 'id',
    required: false,
    write: (dish) => dish.id,
    read: z
      .string()
      .transform((cell) => cell.trim().toLowerCase() || null)
      .pipe(menuItemIdSchema.nullable()),
  },
  { header: 'name', field: 'name', required: true, write: (dish) => dish.name, read: dishSchema.name },
  {
    header: 'category',
    field: 'category',
    required: true,
    write: (dish) => dish.category,
    read: z
      .string()
      .transform((cell) => cell.trim().toLowerCase())
      .pipe(menuCategorySchema),
  },
  {
    header: 'price',
    field: 'priceCents',
    required: true,
    write: (dish) => toMajorText(money(dish.priceCents)),
    read: z
      .string()
      .trim()
      .regex(/^\d+([.,]\d+)?$/, 'Price must be a plain number such as 12.50, without a currency sign')
      .transform((cell) => Number(cell.replace(',', '.')))
      .pipe(priceSchema)
      .transform((major) => fromMajor(major).amount),
  },
  {
    header: 'recipe',
    field: 'recipe',
    required: false,
    write: (dish) => dish.recipe,
    read: dishSchema.recipe.unwrap(),
  },
  { header: 'image', field: 'image', required: true, write: (dish) => dish.image, read: dishSchema.image },
  {
    header: 'allergens',
    field: 'allergens',
    required: false,
    write: (dish) => dish.allergens.join(MENU_CSV_CODE_SEPARATOR),
    read: codesCell(allergenCodes, allergensInputSchema, 'an allergen'),
  },
  {
    header: 'diets',
    field: 'diets',
    required: false,
    write: (dish) => dish.diets.join(MENU_CSV_CODE_SEPARATOR),
    read: codesCell(dietCodes, dietsInputSchema, 'a dietary label'),
  },
];

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
