import { z } from 'zod';
import { lineQuantitySchema } from './cart.ts';
import { choiceKey } from './choice-key.ts';
import { emailSchema, personNameSchema } from './identity.ts';
import { menuItemIdSchema } from './menu.ts';
import { choiceIdsSchema } from './options.ts';
import { billQuoteSchema, createIntentResponseSchema, createIntentSchema } from './payments.ts';
import { phoneSchema } from './phone.ts';
import { token } from './text.ts';

/** The most lines a guest's cart sends (one per dish). */
export const GUEST_CART_MAX_LINES = 50;

/**
 * POST /api/guest/create-payment-intent (when the restaurant takes guest orders): what a signed-in
 * diner sends, with who the guest is (all three required: the kitchen calls, the mail goes to the
 * address) and the lines of the cart the browser keeps. The server prices the lines from the menu;
 * a `price` sent is only compared.
 */
const guestLinesSchema = z
  .array(z.object({ menuId: menuItemIdSchema, quantity: lineQuantitySchema, choices: choiceIdsSchema.optional() }))
  .min(1, 'Your cart is empty: there is nothing to pay for')
  .max(GUEST_CART_MAX_LINES, `At most ${GUEST_CART_MAX_LINES} dishes`)
  .refine(
    (lines) => new Set(lines.map((line) => `${line.menuId}:${choiceKey(line.choices ?? [])}`)).size === lines.length,
    'One line per dish and choices',
  );

export const guestIntentSchema = createIntentSchema.extend({
  name: personNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  lines: guestLinesSchema,
});
export type GuestIntent = z.infer<typeof guestIntentSchema>;

/** POST /api/guest/checkout/quote: the bill a guest's lines come to with a tip and a code (the email, for a code's limits per diner). */
export const guestQuoteSchema = billQuoteSchema.extend({ lines: guestLinesSchema, email: emailSchema.optional() });

/** The signed key that opens one guest order's page (from the mail, or the payment page after paying). */
export const orderKeySchema = token({ label: 'Order key', max: 200 });

export const guestIntentResponseSchema = createIntentResponseSchema.extend({
  /** Opens the order's page without an account, until 30 days after pickup. */
  orderKey: z.string(),
});

/** GET /api/guest/orders/:id?key=: a guest's order, opened by its key. */
export const guestOrderQuerySchema = z.object({ key: orderKeySchema });

/** POST /api/guest/payments: a guest's confirmed payment, named by its intent and the order's key. */
export const guestPaymentSchema = z.object({
  orderId: z.uuid({ message: 'Order id must be a UUID' }),
  key: orderKeySchema,
  transactionId: token({ label: 'Transaction id', max: 200 }),
});

/**
 * GET /api/guest/orders/:id/payment?key=: what the diner's page needs to pay an order staff
 * entered by its link (the card intent's client secret, and the amount in major units).
 */
export const linkPaymentSchema = z.object({ clientSecret: z.string(), amount: z.number() });
export type LinkPayment = z.infer<typeof linkPaymentSchema>;
