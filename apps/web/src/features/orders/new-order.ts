import { lineQuantitySchema } from '@bistro/contract/cart';
import { ORDER_NOTE_MAX } from '@bistro/contract/constants';
import {
  COUNTER_ORDER_MAX_LINES,
  type CounterOrder,
  type CounterPaymentMethod,
  counterChannels,
  OVERRIDE_REASON_MAX,
} from '@bistro/contract/counter';
import { emailSchema, personNameSchema } from '@bistro/contract/identity';
import { fromMajor, isWholeMinor, type Money, subtract } from '@bistro/contract/money';
import { chosenChoiceSchema } from '@bistro/contract/options';
import { phoneSchema } from '@bistro/contract/phone';
import { momentOn } from '@bistro/contract/restaurant-clock';
import { lineOfText, multilineText } from '@bistro/contract/text';
import { z } from 'zod';
import type { MessageId } from '@/lib/i18n.ts';

/** How staff take the money, in the order the screen offers them. */
export const counterPaymentChoices: readonly { value: CounterPaymentMethod; label: MessageId }[] = [
  { value: 'cash', label: 'kitchen.cash' },
  { value: 'card_present', label: 'kitchen.cardAtCounter' },
  { value: 'at_pickup', label: 'newOrder.payAtPickup' },
  { value: 'link', label: 'newOrder.payLink' },
];

/** The pickup choice for a day and time staff type (outside the times on offer, with a reason). */
export const OTHER_TIME = 'other';

/** An amount as typed, with a decimal point or comma ("20", "12,50"); null while it is not one of at least 0. */
export function typedAmount(text: string): number | null {
  const amount = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(amount) && amount >= 0 ? amount : null;
}

/** The change to hand back for cash typed against a total, or null while the amount typed does not cover it. */
export function changeFor(tendered: string, total: Money): Money | null {
  const amount = typedAmount(tendered);
  if (amount === null || !isWholeMinor(amount, total.currency)) return null;
  const change = subtract(fromMajor(amount, total.currency), total);
  return change.amount >= 0 ? change : null;
}

/** A line of the order as the screen holds it: the dish, its choices as chosen, the price of one with them, how many. */
const lineSchema = z.object({
  menuID: z.string(),
  name: z.string(),
  choices: z.array(chosenChoiceSchema),
  price: z.number(),
  quantity: lineQuantitySchema,
});
export type NewOrderLine = z.infer<typeof lineSchema>;

/**
 * The New order screen's form, in the words it shows; its values become the body of
 * POST /api/counter-orders (`counterOrderOf`), which checks them again.
 */
export const newOrderFormSchema = z
  .object({
    channel: z.enum(counterChannels),
    lines: z
      .array(lineSchema)
      .min(1, 'Add a dish to the order.')
      .max(COUNTER_ORDER_MAX_LINES, `At most ${COUNTER_ORDER_MAX_LINES} dishes.`),
    name: personNameSchema,
    phone: z.union([z.literal(''), phoneSchema]),
    email: z.union([z.literal(''), emailSchema]),
    /** "asap", a time on offer (ISO), or OTHER_TIME with the day and time typed. */
    pickup: z.string(),
    otherDay: z.string(),
    otherTime: z.string(),
    note: multilineText({ label: 'The note', max: ORDER_NOTE_MAX }),
    overrideReason: lineOfText({ label: 'The reason', max: OVERRIDE_REASON_MAX }),
    /** "none", a percentage on offer, or "amount" with the amount typed. */
    tip: z.string(),
    tipAmount: z.string(),
    promoCode: z.string(),
    payment: z.enum(['cash', 'card_present', 'at_pickup', 'link']),
    tendered: z.string(),
  })
  .superRefine((values, context) => {
    const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (values.payment === 'cash') {
      const tendered = typedAmount(values.tendered);
      if (tendered === null || tendered === 0) problem('tendered', 'Type the amount handed over, e.g. 20.');
      else if (!isWholeMinor(tendered)) problem('tendered', 'The amount has at most two decimals.');
    }
    if (values.payment === 'link' && !values.email) problem('email', 'A payment link goes to the diner’s email.');
    if (values.pickup === OTHER_TIME) {
      if (!/^\d{4}-\d\d-\d\d$/.test(values.otherDay)) problem('otherDay', 'Choose the day.');
      if (!/^\d\d:\d\d$/.test(values.otherTime)) problem('otherTime', 'Choose the time.');
    }
    if (values.tip === 'amount' && typedAmount(values.tipAmount) === null) {
      problem('tipAmount', 'Type the tip, e.g. 2.50.');
    }
  });
export type NewOrderInput = z.input<typeof newOrderFormSchema>;
export type NewOrderValues = z.output<typeof newOrderFormSchema>;

export const emptyNewOrder: NewOrderInput = {
  channel: 'phone',
  lines: [],
  name: '',
  phone: '',
  email: '',
  pickup: 'asap',
  otherDay: '',
  otherTime: '',
  note: '',
  overrideReason: '',
  tip: 'none',
  tipAmount: '',
  promoCode: '',
  payment: 'at_pickup',
  tendered: '',
};

/** The tip the form asks for, as the API takes it (none: no tip). */
export function tipOf({ tip, tipAmount }: Pick<NewOrderInput, 'tip' | 'tipAmount'>): CounterOrder['tip'] {
  if (tip === 'amount') {
    const amount = typedAmount(tipAmount);
    return amount ? { amount } : undefined;
  }
  const percent = Number(tip);
  return tip !== 'none' && Number.isInteger(percent) ? { percent } : undefined;
}

/** The lines as the API takes them: each dish, the ids of its choices, how many. */
export const apiLinesOf = (lines: readonly Pick<NewOrderLine, 'menuID' | 'quantity' | 'choices'>[]) =>
  lines.map(({ menuID, quantity, choices }) => ({
    menuID,
    quantity,
    ...(choices.length > 0 ? { choices: choices.map((choice) => choice.id) } : {}),
  }));

/** The form's values as the body of POST /api/counter-orders; a day and time typed are on the restaurant's clock. */
export function counterOrderOf(values: NewOrderValues, timeZone: string): CounterOrder {
  const tip = tipOf(values);
  const pickup =
    values.pickup === OTHER_TIME ? momentOn(values.otherDay, values.otherTime, timeZone).toISOString() : values.pickup;
  const payment: CounterOrder['payment'] =
    values.payment === 'cash'
      ? { method: 'cash', tendered: typedAmount(values.tendered) ?? 0 }
      : { method: values.payment };
  return {
    channel: values.channel,
    lines: apiLinesOf(values.lines),
    name: values.name,
    ...(values.phone ? { phone: values.phone } : {}),
    ...(values.email ? { email: values.email } : {}),
    pickup,
    ...(values.note ? { note: values.note } : {}),
    ...(values.overrideReason ? { overrideReason: values.overrideReason } : {}),
    ...(tip ? { tip } : {}),
    ...(values.promoCode ? { promoCode: values.promoCode } : {}),
    payment,
  };
}
