import { z } from 'zod';

/** The most a stock count or a par level can be. */
export const STOCK_MAX = 100_000;

/**
 * A stock count (docs/counter.md): how many of a dish or a choice are left to sell, a whole number
 * from 0; null: not counted (it never runs out by itself). At 0 it is sold out everywhere.
 */
export const stockSchema = z
  .number({ message: 'Stock must be a whole number, or null for not counted' })
  .int('Stock must be a whole number')
  .min(0, 'Stock cannot be negative')
  .max(STOCK_MAX, `Stock can be at most ${STOCK_MAX}`)
  .nullable();

/** What the count goes back to at the start of each restaurant day; null: it stays as it is. */
export const parLevelSchema = z
  .number({ message: 'Par level must be a whole number, or null for none' })
  .int('Par level must be a whole number')
  .min(0, 'Par level cannot be negative')
  .max(STOCK_MAX, `Par level can be at most ${STOCK_MAX}`)
  .nullable();

/** A dish's or a choice's count as the menu shows it and as staff set it. */
export const stockFields = {
  /** How many are left to sell (null: not counted). */
  stock: stockSchema,
  /** What the count goes back to at the start of each restaurant day (null: none). */
  parLevel: parLevelSchema,
};

/**
 * PATCH /api/option-choices/:id, and what staff may change of a dish with PATCH /api/menu/:id
 * (admins change the rest): its count and its par level.
 */
export const stockChangeSchema = z
  .object(stockFields)
  .partial()
  .refine((change) => change.stock !== undefined || change.parLevel !== undefined, 'Send stock, parLevel or both');
export type StockChange = z.infer<typeof stockChangeSchema>;

/** The fields of a dish staff may change (its count); an admin changes any. */
export const STAFF_DISH_FIELDS: readonly string[] = Object.keys(stockFields);

/** Where an order's hold of a counted dish or choice is: taken, counted (paid), or given back. */
export const stockHoldStates = ['held', 'counted', 'released'] as const;

/** A count as a form's field holds it: empty for none, else a whole number from 0 (the same rule as `schema`). */
export const countFieldSchema = (schema: typeof stockSchema | typeof parLevelSchema) =>
  z
    .string()
    .trim()
    .transform((text) => (text === '' ? null : Number(text)))
    .pipe(schema);

/** A count as a form's field shows it: empty for none. */
export const countFieldText = (count: number | null | undefined): string => (count == null ? '' : String(count));
