import { z } from 'zod';
import { calendarDay } from './days.ts';
import { isWholeMinor } from './money.ts';

/**
 * Promo codes: what an admin creates, lists, pauses and reads the uses of (`/api/promo-codes`),
 * and the words a diner is told when a code is refused. Amounts are in the restaurant's major
 * unit (dollars, e.g. 12.5), as everywhere in the API; dates are the restaurant's days.
 */

/** How a code is written: 3–32 letters, digits, dashes or underscores; stored and matched in capitals. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

/** A code as typed (a diner's or an admin's): trimmed and in capitals, so "summer10" is SUMMER10. */
export const promoCodeSchema = z
  .string({ message: 'Code must be text' })
  .trim()
  .toUpperCase()
  .regex(PROMO_CODE_PATTERN, 'Code must be 3 to 32 letters, digits, dashes or underscores');

const amountSchema = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .positive(`${label} must be more than 0`)
    .max(10_000, `${label} must be at most $10,000`)
    .refine((value) => isWholeMinor(value), `${label} can have at most two decimals`);

/** A percentage off: more than 0, at most 100, with at most two decimals (12.5). */
export const percentOffSchema = z
  .number({ message: 'Percent off must be a number' })
  .gt(0, 'Percent off must be more than 0')
  .max(100, 'Percent off must be at most 100')
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), 'Percent off can have at most two decimals');

const uses = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(1_000_000, `${label} must be at most 1,000,000`);

const day = (label: string) => calendarDay(`${label} must be a day as YYYY-MM-DD`);

/** POST /api/promo-codes: a percentage or an amount off (one of them), and the rules it is given with. */
export const createPromoCodeSchema = z
  .object({
    code: promoCodeSchema,
    percentOff: percentOffSchema.optional(),
    amountOff: amountSchema('Amount off').optional(),
    minOrder: amountSchema('Minimum order').optional(),
    startsAt: day('Start').describe('First day it works, restaurant time, from its start').optional(),
    endsAt: day('End').describe('Last day it works, restaurant time, to its end').optional(),
    maxUses: uses('Total uses').optional().describe('Uses by all diners together; none: no limit'),
    maxUsesPerDiner: uses('Uses per diner')
      .optional()
      .describe(
        'Per person: by account, email and confirmed address; such a code is for signed-in diners whose address is confirmed',
      ),
    firstOrderOnly: z
      .boolean()
      .default(false)
      .describe('Only for a diner with no paid order yet; like uses per diner, for confirmed addresses only'),
  })
  .refine((code) => (code.percentOff === undefined) !== (code.amountOff === undefined), {
    message: 'Give either a percent off or an amount off, not both',
    path: ['percentOff'],
  })
  .refine((code) => !code.startsAt || !code.endsAt || code.startsAt <= code.endsAt, {
    message: 'The last day cannot be before the first',
    path: ['endsAt'],
  })
  .refine((code) => !code.maxUses || !code.maxUsesPerDiner || code.maxUsesPerDiner <= code.maxUses, {
    message: 'Uses per diner cannot be more than the total uses',
    path: ['maxUsesPerDiner'],
  })
  .refine((code) => code.amountOff === undefined || code.minOrder === undefined || code.amountOff <= code.minOrder, {
    message: 'The amount off cannot be more than the minimum order',
    path: ['amountOff'],
  });
export type CreatePromoCode = z.infer<typeof createPromoCodeSchema>;

/** PATCH /api/promo-codes/:id: pause it (diners are refused it) or resume it. */
export const updatePromoCodeSchema = z.object({ paused: z.boolean({ message: 'Paused must be true or false' }) });
export type UpdatePromoCode = z.infer<typeof updatePromoCodeSchema>;

export const promoCodeIdSchema = z.uuid({ message: 'Promo code id must be a UUID' });

/** A code as admins see it, with how many uses it has now. */
export const promoCodeViewSchema = z.object({
  id: z.string(),
  code: z.string(),
  percentOff: z.number().nullable(),
  amountOff: z.number().nullable().describe('In the currency’s major unit (dollars)'),
  minOrder: z.number().nullable().describe('On the lines’ subtotal before the discount'),
  currency: z.string().describe('ISO 4217 code of amountOff and minOrder'),
  startsAt: z.string().nullable().describe('First day, restaurant time (YYYY-MM-DD)'),
  endsAt: z.string().nullable().describe('Last day, restaurant time (YYYY-MM-DD)'),
  maxUses: z.number().int().nullable(),
  maxUsesPerDiner: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  paused: z.boolean(),
  createdAt: z.string(),
  uses: z.object({
    held: z.number().int().describe('By orders waiting for their payment'),
    counted: z.number().int().describe('By paid orders'),
  }),
});
export type PromoCodeView = z.infer<typeof promoCodeViewSchema>;
export const promoCodeListSchema = z.array(promoCodeViewSchema);

/**
 * A use's life: held when its order is created, counted when it is paid, released when the order
 * is abandoned or refunded. Held and counted uses are what the limits count.
 */
export const promoCodeUseStates = ['held', 'counted', 'released'] as const;
export type PromoCodeUseState = (typeof promoCodeUseStates)[number];

/** GET /api/promo-codes/:id/uses: one use, newest first. */
export const promoCodeUseSchema = z.object({
  orderId: z.string(),
  orderNumber: z.number().int().nullable().describe('Null when the unpaid order was discarded'),
  diner: z.string().describe('The order’s email'),
  state: z.enum(promoCodeUseStates),
  heldAt: z.string(),
  changedAt: z.string().describe('When it took its state'),
});
export type PromoCodeUse = z.infer<typeof promoCodeUseSchema>;
export const promoCodeUsesSchema = z.array(promoCodeUseSchema);

/**
 * Why a code is refused to a diner: the `details.reason` of the 422 that says it in words. A
 * paused or used-up code is `unknown` to a diner who never used it; `verified_only`: the code has
 * a rule per person (uses per diner, first order), which holds only for a signed-in diner whose
 * address is confirmed.
 */
export const promoCodeRefusals = [
  'unknown',
  'paused',
  'not_started',
  'ended',
  'below_minimum',
  'used_up',
  'used_by_diner',
  'first_order_only',
  'verified_only',
] as const;
export type PromoCodeRefusal = (typeof promoCodeRefusals)[number];
