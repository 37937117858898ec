import { z } from 'zod';
import { languageSchema } from './language-schemas.ts';
import { MENU_CSV_CODE_SEPARATOR } from './menu-csv.ts';
import { add, fromMajor, isWholeMinor, type Money, sum } from './money.ts';
import { stockFields } from './stock.ts';
import { lineOfText } from './text.ts';

/** The most groups a dish offers, choices a group holds, and choices one line carries. */
export const OPTION_LIMITS = { groupsPerDish: 10, choicesPerGroup: 20, choicesPerLine: 40 } as const;

export const optionGroupIdSchema = z.uuid({ message: 'Option group id must be a UUID' });
export const optionChoiceIdSchema = z.uuid({ message: 'Choice id must be a UUID' });

/** The longest name of a group or a choice, in any language. */
const OPTION_NAME_MAX = 80;

/**
 * A group's or a choice's name in other languages than the restaurant's default, by language
 * (`{ fr: { name: 'Taille' } }`): what a diner reading that language sees, the default language's
 * name where one is missing.
 */
export const optionTranslationsSchema = z.partialRecord(
  languageSchema,
  z.object({ name: lineOfText({ label: 'Name', min: 1, max: OPTION_NAME_MAX }).optional() }),
);
export type OptionTranslations = z.infer<typeof optionTranslationsSchema>;

/** A choice of a group as the menu shows it; `price` is what it adds to the dish's price (dollars, 0 for none). */
export const optionChoiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().describe('What the choice adds to the dish’s price, in dollars (0: nothing)'),
  soldOut: z.boolean(),
  /** Chosen to start with (and for a client that sends no choices). */
  default: z.boolean(),
  ...stockFields,
  /** Its name in the other languages, on the admins' answers; the menu's list is in one language. */
  translations: optionTranslationsSchema.optional(),
});
export type OptionChoice = z.infer<typeof optionChoiceSchema>;

/** An option group of a dish: between `min` and `max` of its choices go with each one ordered. */
export const optionGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  choices: z.array(optionChoiceSchema),
  /** Its name in the other languages, on the admins' answers; the menu's list is in one language. */
  translations: optionTranslationsSchema.optional(),
});
export type OptionGroup = z.infer<typeof optionGroupSchema>;

/** A choice that went with a cart or order line: its group's and its own name, and what it added (dollars). */
export const chosenChoiceSchema = z.object({
  id: z.string(),
  group: z.string(),
  name: z.string(),
  price: z.number(),
});
export type ChosenChoice = z.infer<typeof chosenChoiceSchema>;

/** The choice ids a client sends with a dish (POST /api/carts, a guest's lines). */
export const choiceIdsSchema = z
  .array(optionChoiceIdSchema)
  .max(OPTION_LIMITS.choicesPerLine, `At most ${OPTION_LIMITS.choicesPerLine} choices with one dish`)
  .refine((ids) => new Set(ids).size === ids.length, 'Each choice can be chosen once');

/** The rule of a group in words: "Choose 1", "Choose up to 3", "Choose 1 to 3". */
export function groupRule({ min, max }: Pick<OptionGroup, 'min' | 'max'>): string {
  if (min === max) return `Choose ${min}`;
  if (min === 0) return `Choose up to ${max}`;
  return `Choose ${min} to ${max}`;
}

/** Whether this many choices keep a group's rule; otherwise the message that names the group. */
export function groupCountProblem(group: Pick<OptionGroup, 'name' | 'min' | 'max'>, chosen: number): string | null {
  return chosen < group.min || chosen > group.max ? `${group.name}: ${groupRule(group).toLowerCase()}` : null;
}

/** One of a dish with its choices: the dish's price plus what each choice adds (dollars, as the API sends them). */
export function unitPriceWith(dishPrice: Money, choicePrices: readonly Money[]): Money {
  return choicePrices.reduce(add, dishPrice);
}

/** The same, from the major-unit numbers the API sends (the shop's running price). */
export function unitPriceOf(dishPrice: number, choicePrices: readonly number[]): Money {
  return sum([fromMajor(dishPrice), ...choicePrices.map((price) => fromMajor(price))]);
}

/** What a choice adds, in dollars: 0 or more, at most two decimals. */
export const choicePriceSchema = z
  .number({ message: 'A choice’s price must be a number' })
  .min(0, 'A choice’s price cannot be negative')
  .max(1000, 'A choice’s price must be at most $1,000')
  .refine((value) => isWholeMinor(value), 'A choice’s price can have at most two decimals');

const choiceInputSchema = z.object({
  /** An existing choice of the group keeps its id (cart lines hold it); none: a new choice. */
  id: optionChoiceIdSchema.optional(),
  name: lineOfText({ label: 'Choice name', min: 1, max: OPTION_NAME_MAX }),
  price: choicePriceSchema.default(0),
  default: z.boolean().default(false),
  /** Left out: an existing choice keeps its count and par level, a new one is not counted. */
  stock: stockFields.stock.optional(),
  parLevel: stockFields.parLevel.optional(),
  /** Its name in the other languages; left out, an existing choice keeps its own. */
  translations: optionTranslationsSchema.optional(),
});

/**
 * POST /api/option-groups and PUT /api/option-groups/:id (admins): the group's name, its rule
 * and its choices in order. A choice left out of a PUT is deleted.
 */
export const optionGroupInputSchema = z
  .object({
    // The menu's spreadsheet lists a dish's groups by name, joined by this character.
    name: lineOfText({ label: 'Group name', min: 1, max: OPTION_NAME_MAX }).refine(
      (name) => !name.includes(MENU_CSV_CODE_SEPARATOR),
      `Group name cannot contain "${MENU_CSV_CODE_SEPARATOR}"`,
    ),
    min: z.number().int('Minimum must be a whole number').min(0, 'Minimum cannot be negative'),
    max: z.number().int('Maximum must be a whole number').min(1, 'Maximum must be at least 1'),
    /** Its name in the other languages; left out, an existing group keeps its own. */
    translations: optionTranslationsSchema.optional(),
    choices: z
      .array(choiceInputSchema)
      .min(1, 'A group needs at least one choice')
      .max(OPTION_LIMITS.choicesPerGroup, `At most ${OPTION_LIMITS.choicesPerGroup} choices in a group`),
  })
  .superRefine((group, context) => {
    const problem = (message: string, path: string) => context.addIssue({ code: 'custom', message, path: [path] });
    if (group.min > group.max) problem('Minimum cannot be more than the maximum', 'min');
    if (group.max > group.choices.length) problem('Maximum cannot be more than the number of choices', 'max');
    const names = group.choices.map((choice) => choice.name.toLowerCase());
    if (new Set(names).size !== names.length) problem('Each choice needs its own name', 'choices');
    const defaults = group.choices.filter((choice) => choice.default).length;
    if (defaults > group.max) problem(`At most ${group.max} default choices`, 'choices');
    if (defaults > 0 && defaults < group.min) problem(`At least ${group.min} default choices, or none`, 'choices');
  });
export type OptionGroupInput = z.infer<typeof optionGroupInputSchema>;

/** GET /api/option-groups (admins): every group with its choices (sold out until when) and the dishes it is on. */
export const optionGroupAdminSchema = optionGroupSchema.extend({
  choices: z.array(optionChoiceSchema.extend({ soldOutUntil: z.string().nullable() })),
  dishIds: z.array(z.string()),
});
export type OptionGroupAdmin = z.infer<typeof optionGroupAdminSchema>;

/** The option groups a dish offers, in the order the shop shows them (POST/PATCH /api/menu). */
export const optionGroupIdsSchema = z
  .array(optionGroupIdSchema)
  .max(OPTION_LIMITS.groupsPerDish, `At most ${OPTION_LIMITS.groupsPerDish} option groups on a dish`)
  .refine((ids) => new Set(ids).size === ids.length, 'Each option group can be on a dish once');
