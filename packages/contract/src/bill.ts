// Zod-free, like money.ts: the payment page and the server both compute the bill with it.
import { allocate, type CurrencyCode, type Money, money, multiply, sum } from './money.ts';

/**
 * The bill's arithmetic, in one place (order, charge, mail, receipt and reports use it), in the
 * order docs/bill.md gives:
 * 1. a line is (the dish's price + its chosen options' deltas) × quantity;
 * 2. a promo code's discount comes off the lines' subtotal, allocated over the lines to the minor unit;
 * 3. tax is computed on the discounted lines, contained in them (tax-inclusive prices: amount −
 *    amount / (1 + rate)) or added to them (tax-exclusive), rounded per line or once per rate;
 * 4. the tip is a percentage of the subtotal before the discount (a code never lowers it), or an
 *    amount; tips are not taxed;
 * 5. a delivery fee is a row of its own: never discounted, taxed once at the `delivery` category's
 *    rate when the restaurant sets one (else untaxed), outside the subtotal (the tip and a code's
 *    minimum are on the dishes);
 * 6. total = discounted lines + delivery fee (+ exclusive tax) + tip.
 * Every amount is whole minor units; every rounding is half away from zero, on exact fractions.
 */

/** How the restaurant's prices carry tax (VAT countries: inclusive; US sales tax: exclusive). */
export const taxPriceModes = ['inclusive', 'exclusive'] as const;
export type TaxPrices = (typeof taxPriceModes)[number];

/** Per line: each line's tax is rounded; per order: the tax of each rate is rounded once over the order. */
export const taxRoundings = ['line', 'order'] as const;
export type TaxRounding = (typeof taxRoundings)[number];

/** The restaurant's tax: rates in percent (8.875), a rate per tax category where it differs. */
export interface TaxRules {
  prices: TaxPrices;
  rate: number;
  rates: Readonly<Record<string, number>>;
  rounding: TaxRounding;
}

/** No tax at all: what a restaurant that sets none charges. */
export const NO_TAX: TaxRules = { prices: 'exclusive', rate: 0, rates: {}, rounding: 'line' };

/** A cart line as the bill sees it: its unit price with the options chosen, how many, and its dish's tax category (for the rate). */
export interface BillLine {
  unitPrice: Money;
  quantity: number;
  /** Null: the standard rate. */
  taxCategory: string | null;
}

/** A tip: a percentage of the subtotal, or an amount. */
export type Tip = { percent: number } | { amount: Money };

/** What a promo code takes off: a percentage of the subtotal, or an amount (never more than the subtotal). */
export type Discount = { percent: number } | { amount: Money };

/** The tax of one rate: the discounted lines it applies to, and the tax on them. */
export interface TaxAtRate {
  rate: number;
  base: Money;
  tax: Money;
}

/** The tax category a delivery fee is taxed under (`TAX_RATES=delivery:20`); without its rate, the fee is untaxed. */
export const DELIVERY_TAX_CATEGORY = 'delivery';

export interface Bill {
  currency: CurrencyCode;
  prices: TaxPrices;
  /** Each line: before the discount, its share of the discount, and its tax (per order rounding: its share of its rate's tax). */
  lines: { amount: Money; discount: Money; tax: Money }[];
  subtotal: Money;
  discount: Money;
  tax: Money;
  taxes: TaxAtRate[];
  tip: Money;
  /** The delivery fee (0 for pickup), and the tax in it (0 when the `delivery` category has no rate). */
  deliveryFee: Money;
  deliveryFeeTax: Money;
  total: Money;
}

/** Rates and percentages are kept exact as whole parts per 100,000 (8.875 % is 8875). */
const PARTS = 100_000n;

function partsOf(percent: number, what: string): bigint {
  const parts = Math.round(percent * 1000);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100 || Math.abs(parts - percent * 1000) > 1e-6) {
    throw new RangeError(`${what} must be a percentage from 0 to 100 with at most three decimals, not ${percent}`);
  }
  return BigInt(parts);
}

/** numerator / denominator, rounded half away from zero (both non-negative). */
function roundedRatio(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** The tax in an amount at a rate: added to it (exclusive prices) or contained in it (inclusive). */
function taxOn(amount: Money, rateParts: bigint, prices: TaxPrices): Money {
  const base = BigInt(amount.amount);
  const denominator = prices === 'exclusive' ? PARTS : PARTS + rateParts;
  return money(roundedRatio(base * rateParts, denominator), amount.currency);
}

/** A percentage of an amount, rounded to the minor unit. */
export function percentOf(amount: Money, percent: number): Money {
  return money(roundedRatio(BigInt(amount.amount) * partsOf(percent, 'A percentage'), PARTS), amount.currency);
}

/** The rate of a tax category: its own where set, else the restaurant's standard rate. */
export const rateOf = (rules: TaxRules, taxCategory: string | null): number =>
  (taxCategory === null ? undefined : rules.rates[taxCategory]) ?? rules.rate;

export function computeBill(
  billLines: readonly BillLine[],
  options: {
    currency: CurrencyCode;
    tax: TaxRules;
    discount?: Discount | null;
    tip?: Tip | null;
    deliveryFee?: Money | null;
  },
): Bill {
  const { currency, tax: rules } = options;
  const deliveryFee = options.deliveryFee ?? money(0, currency);
  if (deliveryFee.amount < 0) throw new RangeError('A delivery fee cannot be negative');
  const deliveryRate = rules.rates[DELIVERY_TAX_CATEGORY];
  // The fee is taxed beside the lines (in its rate's sum, rounded with them), never discounted.
  const feeTaxed = deliveryFee.amount > 0 && deliveryRate !== undefined;
  const amounts = billLines.map((line) => multiply(line.unitPrice, line.quantity));
  const subtotal = sum(amounts, currency);
  const wanted = options.discount
    ? 'percent' in options.discount
      ? percentOf(subtotal, options.discount.percent)
      : options.discount.amount
    : money(0, currency);
  const discount = money(Math.min(Math.max(wanted.amount, 0), subtotal.amount), currency);
  const shares =
    discount.amount > 0
      ? allocate(
          discount,
          amounts.map((amount) => amount.amount),
        )
      : amounts.map(() => money(0, currency));
  const discounted = amounts.map((amount, index) => money(amount.amount - (shares[index]?.amount ?? 0), currency));

  const taxed = feeTaxed ? [...discounted, deliveryFee] : discounted;
  const rates = [...billLines.map((line) => rateOf(rules, line.taxCategory)), ...(feeTaxed ? [deliveryRate ?? 0] : [])];
  const lineTaxes = taxed.map((amount, index) => taxOn(amount, partsOf(rates[index] ?? 0, 'A tax rate'), rules.prices));
  const taxes: TaxAtRate[] = [...new Set(rates)]
    .sort((a, b) => a - b)
    .map((rate) => {
      const at = taxed.filter((_, index) => rates[index] === rate);
      const base = sum(at, currency);
      const tax =
        rules.rounding === 'order'
          ? taxOn(base, partsOf(rate, 'A tax rate'), rules.prices)
          : sum(
              lineTaxes.filter((_, index) => rates[index] === rate),
              currency,
            );
      return { rate, base, tax };
    });
  if (rules.rounding === 'order') {
    // Each line's part of its rate's tax, so that the lines' taxes add up to the order's.
    for (const { rate, tax } of taxes) {
      const indexes = rates.flatMap((lineRate, index) => (lineRate === rate ? [index] : []));
      const weights = indexes.map((index) => taxed[index]?.amount ?? 0);
      if (weights.some((weight) => weight > 0)) {
        allocate(tax, weights).forEach((part, at) => {
          lineTaxes[indexes[at] ?? 0] = part;
        });
      }
    }
  }
  const tax = sum(
    taxes.map((at) => at.tax),
    currency,
  );
  const tip = options.tip
    ? 'percent' in options.tip
      ? percentOf(subtotal, options.tip.percent)
      : options.tip.amount
    : money(0, currency);
  if (tip.amount < 0) throw new RangeError('A tip cannot be negative');
  const lines = amounts.map((amount, index) => ({
    amount,
    discount: shares[index] ?? money(0, currency),
    tax: lineTaxes[index] ?? money(0, currency),
  }));
  const deliveryFeeTax = feeTaxed ? (lineTaxes[billLines.length] ?? money(0, currency)) : money(0, currency);
  const total = sum([...discounted, deliveryFee, ...(rules.prices === 'exclusive' ? [tax] : []), tip], currency);
  return {
    currency,
    prices: rules.prices,
    lines,
    subtotal,
    discount,
    tax,
    taxes,
    tip,
    deliveryFee,
    deliveryFeeTax,
    total,
  };
}

/** An order line as a refund sees it: what it came to before the discount, its share of the discount, its tax, and how many. */
export interface ChargedLine {
  amount: Money;
  discount: Money;
  tax: Money;
  quantity: number;
}

/** What a refund gives back of the bill: the money, and of it the tax, the discount no longer given, the tip. */
export interface RefundParts {
  amount: Money;
  tax: Money;
  discount: Money;
  tip: Money;
}

/**
 * The discount and tax shares of lines whose order kept only its totals (lines made before the
 * shares were kept): the discount over the lines by their amounts, the tax over the discounted
 * lines, as `computeBill` shares a per-order rounding.
 */
export function sharesOf(
  amounts: readonly Money[],
  { discount, tax }: { discount: Money; tax: Money },
): { discount: Money; tax: Money }[] {
  const split = (value: Money, weights: number[]) =>
    value.amount > 0 && weights.some((weight) => weight > 0)
      ? allocate(value, weights)
      : weights.map(() => money(0, value.currency));
  const discounts = split(
    discount,
    amounts.map((amount) => amount.amount),
  );
  const taxes = split(
    tax,
    amounts.map((amount, index) => Math.max(amount.amount - (discounts[index]?.amount ?? 0), 0)),
  );
  return amounts.map((_, index) => ({
    discount: discounts[index] ?? money(0, discount.currency),
    tax: taxes[index] ?? money(0, tax.currency),
  }));
}

/**
 * What `count` more of a line give back once `before` of it were refunded: their part of the
 * line's share of the bill (its amount, less its part of the code's discount, with its tax when
 * prices do not include it), and of that the tax and the discount. Each is the line's part for all
 * refunded so far less the part for those before, so a line refunded bit by bit gives back exactly
 * its share, and never less than nothing at a step. The tip stays.
 */
export function lineRefund(
  line: ChargedLine,
  { before, count }: { before: number; count: number },
  prices: TaxPrices,
): RefundParts {
  if (!Number.isInteger(before) || !Number.isInteger(count) || before < 0 || count < 1) {
    throw new RangeError('A refund takes a whole number of a line, at least one');
  }
  if (before + count > line.quantity) throw new RangeError('A line cannot be refunded more than it holds');
  const upTo = (whole: number, refunded: number) =>
    refunded === line.quantity ? whole : roundedRatio(BigInt(whole) * BigInt(refunded), BigInt(line.quantity));
  const part = (whole: number) => money(upTo(whole, before + count) - upTo(whole, before), line.amount.currency);
  const share = line.amount.amount - line.discount.amount + (prices === 'exclusive' ? line.tax.amount : 0);
  return {
    amount: part(share),
    tax: part(line.tax.amount),
    discount: part(line.discount.amount),
    tip: money(0, line.amount.currency),
  };
}

/**
 * What a refund of an amount gives back of a bill of which `left` remains: the amount comes off
 * the dishes first (with the tax they hold, in proportion), then off the tip.
 */
export function amountRefund(amount: Money, left: { dishes: Money; tax: Money; tip: Money }): RefundParts {
  if (amount.amount <= 0 || amount.amount > left.dishes.amount + left.tip.amount) {
    throw new RangeError('A refund gives back more than nothing and no more than remains');
  }
  const fromDishes = Math.min(amount.amount, left.dishes.amount);
  const tax =
    left.dishes.amount === 0
      ? 0
      : roundedRatio(BigInt(left.tax.amount) * BigInt(fromDishes), BigInt(left.dishes.amount));
  return {
    amount,
    tax: money(tax, amount.currency),
    discount: money(0, amount.currency),
    tip: money(amount.amount - fromDishes, amount.currency),
  };
}
