import { z } from 'zod';
import { lineQuantitySchema } from './cart.ts';
import { choiceKey } from './choice-key.ts';
import { ORDER_NOTE_MAX } from './constants.ts';
import { emailSchema, personNameSchema } from './identity.ts';
import { menuItemIdSchema } from './menu.ts';
import { choiceIdsSchema } from './options.ts';
import { orderLineCountsSchema, orderSchema, REFUND_REASON_MAX, type RefundableLine } from './orders.ts';
import { billQuoteSchema } from './payments.ts';
import { phoneSchema } from './phone.ts';
import { lineOfText, multilineText } from './text.ts';

/**
 * The counter and the phone (docs/counter.md): staff enter an order for a diner, priced, checked
 * and made by the same steps as an online order, and take its payment there and then, at pickup,
 * or by a link mailed to the diner.
 */

/** Where staff take an order: on the phone, or at the counter. */
export const counterChannels = ['phone', 'counter'] as const;
export type CounterChannel = (typeof counterChannels)[number];

/** The most lines one order entered by staff holds (one per dish and choices). */
export const COUNTER_ORDER_MAX_LINES = 50;
/** The longest reason staff give for taking an order outside the hours or pickup times. */
export const OVERRIDE_REASON_MAX = 200;

/** What a diner hands over in cash, in major units: a positive amount, at most this. */
const tenderedSchema = z
  .number({ message: 'must be an amount' })
  .positive('must be more than 0')
  .max(100_000, 'must be at most 100,000')
  .describe('What the diner hands over, in major units; the change is this less the total');

/** How staff take an order's money at the counter: cash (with what was handed over), or the restaurant's own card terminal. */
export const counterSettlementSchema = z.discriminatedUnion(
  'method',
  [z.object({ method: z.literal('cash'), tendered: tenderedSchema }), z.object({ method: z.literal('card_present') })],
  { error: 'method must be one of cash, card_present' },
);
export type CounterSettlement = z.infer<typeof counterSettlementSchema>;

/**
 * How an order staff enter is paid: at once (cash, card at the counter), at pickup (the order
 * goes to the kitchen unpaid, `due`), or by a link mailed to the diner (it reaches the kitchen
 * once paid by card online).
 */
export const counterPaymentSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('cash'), tendered: tenderedSchema }),
    z.object({ method: z.literal('card_present') }),
    z.object({ method: z.literal('at_pickup') }),
    z.object({ method: z.literal('link') }),
  ],
  { error: 'method must be one of cash, card_present, at_pickup, link' },
);
export type CounterPayment = z.infer<typeof counterPaymentSchema>;
export type CounterPaymentMethod = CounterPayment['method'];

/** The lines staff enter: a dish, its choices (ids) and how many, one line per dish and choices. */
export const counterLinesSchema = z
  .array(z.object({ menuID: menuItemIdSchema, quantity: lineQuantitySchema, choices: choiceIdsSchema.optional() }))
  .min(1, 'The order is empty: add a dish')
  .max(COUNTER_ORDER_MAX_LINES, `At most ${COUNTER_ORDER_MAX_LINES} dishes`)
  .refine(
    (lines) => new Set(lines.map((line) => `${line.menuID}:${choiceKey(line.choices ?? [])}`)).size === lines.length,
    'One line per dish and choices',
  );

/** "asap" (the default) or a time (ISO 8601 with its offset). */
export const counterPickupSchema = z.union([
  z.literal('asap'),
  z.iso.datetime({ offset: true, message: 'pickup is "asap" or a time' }),
]);

/**
 * POST /api/counter-orders (staff, admins): the order as staff enter it (CLARIFICATIONS "The
 * counter and the phone, over the API"). `overrideReason` takes it even when the opening hours,
 * a pause or a full pickup time would refuse it, and is kept on the order with the rule; a sold-out
 * dish is never overridden. A payment link needs the diner's email.
 */
export const counterOrderSchema = billQuoteSchema
  .extend({
    channel: z.enum(counterChannels, { error: `must be one of ${counterChannels.join(', ')}` }),
    lines: counterLinesSchema,
    name: personNameSchema,
    phone: phoneSchema.optional(),
    email: emailSchema.optional(),
    pickup: counterPickupSchema.optional(),
    note: multilineText({ label: 'Note', max: ORDER_NOTE_MAX }).optional(),
    payment: counterPaymentSchema,
    overrideReason: lineOfText({ label: 'The reason', min: 1, max: OVERRIDE_REASON_MAX })
      .optional()
      .describe('Why staff take the order outside the opening hours or pickup times (kept on the order)'),
  })
  .superRefine((order, context) => {
    if (order.payment.method === 'link' && !order.email) {
      context.addIssue({ code: 'custom', path: ['email'], message: 'is required to send a payment link' });
    }
  });
export type CounterOrder = z.infer<typeof counterOrderSchema>;

/** POST /api/counter-orders/quote (staff, admins): the bill these lines come to with a tip and a code, as the order would be made. */
export const counterQuoteSchema = billQuoteSchema.extend({ lines: counterLinesSchema });
export type CounterQuote = z.infer<typeof counterQuoteSchema>;

/** An order staff entered: as GET /api/orders/:id gives it, with the change to hand back (cash) or the link mailed (link). */
export const counterOrderResponseSchema = orderSchema.extend({
  change: z.number().optional().describe('Cash: the change to hand back, in major units'),
  payLink: z.string().optional().describe('Link: the page the diner pays on (also mailed to them)'),
});
export type CounterOrderResponse = z.infer<typeof counterOrderResponseSchema>;

/** POST /api/orders/:id/settle (staff, admins): the order, now paid, with the change to hand back for cash. */
export const settledOrderSchema = orderSchema.extend({
  change: z.number().optional().describe('Cash: the change to hand back, in major units'),
});
export type SettledOrder = z.infer<typeof settledOrderSchema>;

/**
 * POST /api/orders/:id/additions (staff, admins): dishes added to an order not yet picked up,
 * priced as online. To an order due at pickup: the whole bill is made again and paid at pickup with
 * the rest (`payment` and `overrideReason` are not taken). To a paid order: the dishes are an order
 * of their own, added to it, paid as `payment` says (absent: by a link when the order was paid by
 * card online, else at pickup); `overrideReason` as for POST /api/counter-orders.
 */
export const orderAdditionSchema = z.object({
  lines: counterLinesSchema,
  payment: counterPaymentSchema.optional(),
  overrideReason: lineOfText({ label: 'The reason', min: 1, max: OVERRIDE_REASON_MAX })
    .optional()
    .describe('Why staff take the added dishes outside the opening hours or pickup times (kept on their order)'),
});
export type OrderAddition = z.infer<typeof orderAdditionSchema>;

/**
 * POST /api/orders/:id/removals (staff, admins; header Idempotency-Key): lines taken off an order
 * not yet picked up, or fewer of them, with the reason. A due order's bill is made again (nothing
 * to refund; the dishes go back on sale); a paid order's lines are refunded, their exact share,
 * as POST /api/orders/:id/refunds does (`restock` puts them back on sale).
 */
export const orderRemovalSchema = z.object({
  lines: orderLineCountsSchema,
  reason: lineOfText({ label: 'The reason', min: 1, max: REFUND_REASON_MAX }),
  restock: z.boolean().optional(),
});
export type OrderRemoval = z.infer<typeof orderRemovalSchema>;

/**
 * Staff's dialog to take dishes off an order, in the words it shows: how many of each line to take
 * off (a field per line, empty for none), the reason, and for a paid order whether the dishes go
 * back on sale. It makes the body of POST /api/orders/:id/removals, never more of a line than it
 * holds (`left`: for a paid order, what is not refunded yet) nor every dish of a due order.
 */
export const removalFormSchema = (lines: readonly RefundableLine[], { paid }: { paid: boolean }) =>
  z
    .object({
      quantities: z.record(z.string(), z.string()),
      reason: lineOfText({ label: 'The reason', min: 1, max: REFUND_REASON_MAX }),
      restock: z.boolean(),
    })
    .superRefine((form, context) => {
      const issue = (path: string[], message: string) => context.addIssue({ code: 'custom', path, message });
      let chosen = 0;
      let emptied = 0;
      let wrong = false;
      for (const { id, left } of lines) {
        const text = form.quantities[id]?.trim() ?? '';
        if (text === '') continue;
        const count = Number(text);
        wrong ||= !Number.isInteger(count) || count < 0 || count > left;
        if (!Number.isInteger(count) || count < 0) issue(['quantities', id], 'A whole number, or empty for none');
        else if (count > left) issue(['quantities', id], `At most ${left}`);
        else {
          chosen += count;
          if (count === left) emptied += 1;
        }
      }
      // A field in error says so itself; the fields together are judged once each is right.
      if (wrong) return;
      if (chosen === 0) issue(['quantities'], 'Choose how many of a dish to take off');
      else if (!paid && emptied === lines.length) {
        issue(['quantities'], 'That is every dish of the order: cancel the order instead');
      }
    })
    .transform(({ quantities, reason, restock }): OrderRemoval => {
      const chosen = lines.flatMap(({ id }) => {
        const quantity = Number(quantities[id]?.trim() || 0);
        return quantity > 0 ? [{ lineId: id, quantity }] : [];
      });
      return { lines: chosen, reason, ...(paid ? { restock } : {}) };
    });
