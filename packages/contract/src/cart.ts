import { z } from 'zod';
import { MAX_CART_QUANTITY } from './constants.ts';
import { emailSchema } from './identity.ts';
import { menuItemIdSchema } from './menu.ts';
import { choiceIdsSchema, chosenChoiceSchema } from './options.ts';
import { lineOfText } from './text.ts';

/**
 * A cart line as listed: the dish's current name, picture and price (dollars, for one, with what
 * its choices add), its choices, and how many.
 */
export const cartItemSchema = z.object({
  _id: z.string(),
  menuID: z.string(),
  name: z.string(),
  image: z.string(),
  price: z.number(),
  quantity: z.number().int().positive(),
  /** The dish is sold out for now: the cart says so, and checkout refuses it. */
  soldOut: z.boolean(),
  /** What the diner chose with the dish (none for a dish without options). */
  choices: z.array(chosenChoiceSchema),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartQuerySchema = z.object({ email: emailSchema });

/** How many of one dish a line may hold: a whole number from 1 to MAX_CART_QUANTITY. */
export const lineQuantitySchema = z
  .number({ message: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1: delete the line instead')
  .max(MAX_CART_QUANTITY, `At most ${MAX_CART_QUANTITY} of one dish`);

/**
 * POST /api/carts. The spec's client sends the dish's name, image and price too; they are
 * accepted for compatibility but the line is built from the menu item in the database.
 * `quantity` (default 1) is how many to add: dishes a diner chose before signing in join at once.
 */
export const addToCartSchema = z.object({
  email: emailSchema,
  menuID: menuItemIdSchema,
  name: lineOfText({ label: 'Name', max: 200 }).optional(),
  image: lineOfText({ label: 'Image', max: 2000 }).optional(),
  price: z.number().optional(),
  quantity: lineQuantitySchema.optional(),
  /**
   * The choices (ids) of the dish's option groups; the same dish with the same choices joins its
   * line, other choices make another. Left out: each group's default choices.
   */
  choices: choiceIdsSchema.optional(),
});

export const cartItemIdSchema = z.object({ id: z.uuid({ message: 'Cart line id must be a UUID' }) });

/** PATCH /api/carts/:id: how many of the line's dish (the − / + steppers). */
export const cartQuantitySchema = z.object({ quantity: lineQuantitySchema });
