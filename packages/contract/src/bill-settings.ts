import { z } from 'zod';
import { type Bill, type TaxRules, taxPriceModes, taxRoundings } from './bill.ts';
import { fromMajor, type Money, money, toMajor } from './money.ts';
import { lineOfText } from './text.ts';

/** A tax category: a short key the bill settings give a rate (`drinks`, `alcohol`); none: the standard rate. */
export const taxCategorySchema = z
  .string({ message: 'A tax category must be text' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9_-]{0,29}$/, 'A tax category is a short word: letters, digits, - and _, e.g. drinks');

/** A percentage as the bill keeps it: 0 to 100, at most three decimals (8.875). */
const percent = z
  .number()
  .min(0)
  .max(100)
  .refine(
    (value) => Number.isInteger(Math.round(value * 1000)) && Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6,
    {
      message: 'Use at most three decimals, e.g. 8.875',
    },
  );

/**
 * How the restaurant's bill is made (GET and PUT with /api/restaurant/settings, as `bill`):
 * the environment's TAX_PRICES, TAX_RATE, TAX_RATES, TAX_ROUNDING and TIP_PRESETS until an admin
 * chooses. See docs/bill.md.
 */
export const billSettingsSchema = z.object({
  /** Tax-inclusive prices (VAT) or tax-exclusive prices (US sales tax). */
  taxPrices: z.enum(taxPriceModes),
  /** The standard tax rate in percent: every dish's whose tax category has no rate of its own. */
  taxRate: percent,
  /** A tax category's own rate (e.g. drinks at 20 %); a dish's `taxCategory` names its category. */
  taxRates: z
    .record(taxCategorySchema, percent)
    .refine((rates) => Object.keys(rates).length <= 20, 'At most 20 tax categories'),
  taxRounding: z.enum(taxRoundings),
  /** The tips offered at checkout, in percent of the subtotal (none: no tips). */
  tipPresets: z
    .array(z.number().int().min(1).max(100))
    .max(5, 'At most five tip choices')
    .refine((list) => new Set(list).size === list.length, 'Each tip choice once'),
  /** The restaurant's tax (VAT) number, printed on receipts when set. */
  taxNumber: lineOfText({ label: 'Tax number', max: 40 }).nullable(),
});
export type BillSettings = z.infer<typeof billSettingsSchema>;

/** The tax rules of these settings, as the bill computes with them. */
export const taxRulesOf = (settings: BillSettings): TaxRules => ({
  prices: settings.taxPrices,
  rate: settings.taxRate,
  rates: settings.taxRates,
  rounding: settings.taxRounding,
});

/** A tip the diner chooses at checkout: one of the offered percentages, or an amount (major units). */
export const tipChoiceSchema = z.union([
  z.object({ percent: z.number().int().min(1).max(100) }),
  z.object({ amount: z.number().min(0).max(10_000) }),
]);
export type TipChoice = z.infer<typeof tipChoiceSchema>;

/** The bill of an order or a checkout, in major units (as every amount the API sends). */
export const billBreakdownSchema = z.object({
  currency: z.string(),
  /** Whether the tax is contained in the prices (VAT) or added to them. */
  taxIncluded: z.boolean(),
  subtotal: z.number(),
  discount: z.number(),
  tax: z.number(),
  tip: z.number(),
  /** The delivery fee, a row of its own (0 for pickup); its tax is in `tax`. */
  deliveryFee: z.number(),
  total: z.number(),
  /** The promo code taken off, if any. */
  promoCode: z.string().nullable(),
});
export type BillBreakdown = z.infer<typeof billBreakdownSchema>;

/** An order's bill as stored: minor units of its currency. */
export interface StoredBill {
  currency: string;
  taxIncluded: boolean;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  tipCents: number;
  /** The delivery fee (0 for pickup), and the tax in it (part of `taxCents`). */
  deliveryFeeCents: number;
  deliveryFeeTaxCents: number;
  totalCents: number;
  promoCode: string | null;
}

/** The bill as the API sends it: major units. */
export function billBreakdown(bill: StoredBill): BillBreakdown {
  const major = (amount: number) => toMajor(money(amount, bill.currency));
  return {
    currency: bill.currency,
    taxIncluded: bill.taxIncluded,
    subtotal: major(bill.subtotalCents),
    discount: major(bill.discountCents),
    tax: major(bill.taxCents),
    tip: major(bill.tipCents),
    deliveryFee: major(bill.deliveryFeeCents),
    total: major(bill.totalCents),
    promoCode: bill.promoCode,
  };
}

/** A computed bill as it is stored with its order. */
export const storedBill = (bill: Bill, promoCode: string | null): StoredBill => ({
  currency: bill.currency,
  taxIncluded: bill.prices === 'inclusive',
  subtotalCents: bill.subtotal.amount,
  discountCents: bill.discount.amount,
  taxCents: bill.tax.amount,
  tipCents: bill.tip.amount,
  deliveryFeeCents: bill.deliveryFee.amount,
  deliveryFeeTaxCents: bill.deliveryFeeTax.amount,
  totalCents: bill.total.amount,
  promoCode,
});

/** Which row of a bill it is: pages and mails in other languages name it by this. */
export type BillRowKind =
  | 'subtotal'
  | 'discount'
  | 'delivery'
  | 'tax'
  | 'tax_included'
  | 'tip'
  | 'total'
  | 'refunded'
  | 'paid_less_refunds';

/** One row of a bill as every page, mail and receipt shows it (`label`: its English words). */
export interface BillRow {
  kind: BillRowKind;
  label: string;
  amount: Money;
}

/**
 * The rows under an order's lines: the subtotal, the code's discount, the delivery fee, the tax
 * (included or added), the tip, then the total; a bill with none of these parts shows its total alone.
 */
export function billRows(bill: BillBreakdown): BillRow[] {
  const amount = (major: number) => fromMajor(major, bill.currency);
  const total: BillRow = { kind: 'total', label: 'Total', amount: amount(bill.total) };
  if (bill.discount === 0 && bill.tax === 0 && bill.tip === 0 && bill.deliveryFee === 0) return [total];
  return [
    { kind: 'subtotal', label: 'Subtotal', amount: amount(bill.subtotal) },
    ...(bill.discount > 0
      ? [
          {
            kind: 'discount' as const,
            label: `Discount${bill.promoCode ? ` (${bill.promoCode})` : ''}`,
            amount: amount(-bill.discount),
          },
        ]
      : []),
    ...(bill.deliveryFee > 0
      ? [{ kind: 'delivery' as const, label: 'Delivery', amount: amount(bill.deliveryFee) }]
      : []),
    ...(bill.tax > 0
      ? [
          bill.taxIncluded
            ? { kind: 'tax_included' as const, label: 'Tax included', amount: amount(bill.tax) }
            : { kind: 'tax' as const, label: 'Tax', amount: amount(bill.tax) },
        ]
      : []),
    ...(bill.tip > 0 ? [{ kind: 'tip' as const, label: 'Tip', amount: amount(bill.tip) }] : []),
    total,
  ];
}
