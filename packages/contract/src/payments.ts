import { z } from 'zod';
import { billBreakdownSchema, tipChoiceSchema } from './bill-settings.ts';
import { ORDER_NOTE_MAX } from './constants.ts';
import { fulfilmentRequestSchema } from './fulfilment.ts';
import { emailSchema } from './identity.ts';
import { languageSchema } from './language-schemas.ts';
import { orderStatuses } from './orders.ts';
import { phoneSchema } from './phone.ts';
import { lineOfText, multilineText, token } from './text.ts';

/**
 * POST /api/create-payment-intent: the total the browser shows is only compared, never used;
 * the pickup time is "asap" (the default) or one of the offered times; the note is for the kitchen;
 * the phone is where the restaurant calls about the order (the profile's when none is sent).
 */
export const createIntentSchema = z.object({
  price: z.number().nonnegative().optional(),
  pickup: z
    .union([z.literal('asap'), z.iso.datetime({ offset: true, message: 'pickup is "asap" or a time' })])
    .optional(),
  note: multilineText({ label: 'Note', max: ORDER_NOTE_MAX }).optional(),
  phone: phoneSchema
    .optional()
    .describe('Where the restaurant calls about this order; without it, the phone on the diner’s profile'),
  language: languageSchema
    .optional()
    .describe(
      'The language of the page the order is placed from: its mails are written in it (one not offered: the default)',
    ),
  ...billRequestShape(),
});

/** What a diner adds to the cart's bill at checkout: a tip, a promo code, and delivery. */
function billRequestShape() {
  return {
    tip: tipChoiceSchema
      .optional()
      .describe('A percentage of the subtotal the restaurant offers, or an amount; none: no tip'),
    promoCode: lineOfText({ label: 'Promo code', min: 1, max: 40 }).optional(),
    fulfilment: fulfilmentRequestSchema
      .optional()
      .describe('Pickup (the default) or delivery to an address: the zone’s fee is a row of the bill'),
  };
}

/** POST /api/checkout/quote: the bill the cart comes to with this tip and code, before paying. */
export const billQuoteSchema = z.object(billRequestShape());

export const createIntentResponseSchema = z.object({
  clientSecret: z.string(),
  /** The amount the server computed from the cart (the bill's total), in major units. */
  amount: z.number(),
  /** The order this payment is for (made from the cart before the card is charged). */
  orderId: z.string(),
  ...billBreakdownSchema.shape,
});

/** The built-in test provider's card confirmation (what Stripe.js does with Stripe's servers). */
export const testCardSchema = z.object({
  clientSecret: token({ label: 'Client secret', max: 200 }),
  card: z.object({
    number: lineOfText({ label: 'Card number', max: 30 }),
    expMonth: z.number().int(),
    expYear: z.number().int(),
    cvc: lineOfText({ label: 'CVC', max: 10 }),
  }),
});
export const confirmResponseSchema = z.object({
  paymentIntent: z.object({ id: z.string(), status: z.string() }),
});

/** POST /api/payments: the spec's payment record; only what the provider confirmed is recorded. */
export const paymentRecordSchema = z.object({
  email: emailSchema,
  price: z.number().optional(),
  transactionId: token({ label: 'Transaction id', max: 200 }),
  date: lineOfText({ label: 'Date', max: 100 }).optional(),
  /** The cart lines the browser paid for; the order that was charged is recorded, whatever they are. */
  cartIds: z.array(z.uuid()).max(500).default([]),
  menuIds: z
    .array(lineOfText({ label: 'Menu id', max: 100 }))
    .max(500)
    .optional(),
  status: lineOfText({ label: 'Status', max: 50 }).optional(),
});
export const paymentRecordedSchema = z.object({
  result: z.object({ insertedId: z.string() }),
  deleteResult: z.object({ deletedCount: z.number().int() }),
});

export const paymentSchema = z.object({
  _id: z.string(),
  email: z.string(),
  price: z.number(),
  date: z.string(),
  /**
   * The status of the payment's order now (pending, preparing, ready, completed, cancelled), which
   * the page says in its language's words.
   */
  status: z.enum(orderStatuses),
  transactionId: z.string(),
  orderId: z.string(),
  orderNumber: z.number().int(),
  /** What of it was given back (major units, 0 when nothing): the order's partial refunds, or all of it once cancelled. */
  refunded: z.number(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentsQuerySchema = z.object({ email: emailSchema });
