// Zod-free and small on purpose: the first load (the navbar's cart badge) imports it.

/**
 * Money is an integer count of a currency's minor unit (cents for USD, yen for JPY) with the
 * currency's ISO 4217 code. Amounts are added, multiplied and split here and nowhere else, so no
 * floating-point sum ever touches a price; the API still carries major units (dollars) as numbers.
 */
export interface Money {
  readonly amount: number;
  readonly currency: CurrencyCode;
}

/** An ISO 4217 code: 'USD', 'EUR', 'JPY'. */
export type CurrencyCode = string;

/** The currency and locale of a restaurant that sets none. */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';
export const DEFAULT_LOCALE = 'en-US';

/**
 * The restaurant's currency and the locale its prices are shown in: one per shop, set once at
 * start (the server from RESTAURANT_CURRENCY and RESTAURANT_LOCALE, the browser from the page's
 * site configuration), and the default of every amount made and shown here.
 */
const restaurant = { currency: DEFAULT_CURRENCY, locale: DEFAULT_LOCALE };

export function setRestaurantMoney({ currency, locale }: { currency: CurrencyCode; locale: string }): void {
  minorUnits(currency);
  restaurant.currency = currency;
  restaurant.locale = locale;
}

/** The restaurant's currency (ISO 4217), e.g. for the card provider. */
export const restaurantCurrency = (): CurrencyCode => restaurant.currency;

/** Whether this is an ISO 4217 currency code that Intl knows ('EUR' yes, 'EURO' no). */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code);
}

const digitsByCurrency = new Map<CurrencyCode, number>();

/** How many digits the currency's minor unit has (USD 2, JPY 0, KWD 3), as Intl knows it. */
export function minorUnits(currency: CurrencyCode): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

const minorPerMajor = (currency: CurrencyCode) => 10 ** minorUnits(currency);

function wholeAmount(amount: number, what: string): number {
  if (!Number.isSafeInteger(amount))
    throw new RangeError(`${what} must be a whole number of minor units, not ${amount}`);
  return amount === 0 ? 0 : amount;
}

/** An amount in minor units: money(1450, 'USD') is $14.50. */
export function money(amount: number, currency: CurrencyCode = restaurant.currency): Money {
  minorUnits(currency);
  return { amount: wholeAmount(amount, 'A money amount'), currency };
}

/** A major-unit number from the API (14.5 dollars) as Money, rounding away floating-point noise (14.29 → 1429). */
export function fromMajor(major: number, currency: CurrencyCode = restaurant.currency): Money {
  if (!Number.isFinite(major)) throw new RangeError(`A price must be a finite number, not ${major}`);
  return money(Math.round(major * minorPerMajor(currency)), currency);
}

/**
 * Whether a major-unit number has no more decimals than the currency's minor unit (14.5 yes,
 * 14.505 no). Floating-point noise is forgiven (29.299999999999997), but not a number too small
 * to be noise around nothing: 1e-320 is no amount of cents, though it rounds to 0.
 */
export function isWholeMinor(major: number, currency: CurrencyCode = restaurant.currency): boolean {
  const minor = major * minorPerMajor(currency);
  const whole = Math.round(minor);
  return Number.isFinite(minor) && Math.abs(minor - whole) < 1e-6 && (whole !== 0 || minor === 0);
}

/** Whether a major-unit number from the API is this amount, floating-point noise aside (29.299999999999997 is $29.30). */
export function equalsMajor(value: Money, major: number): boolean {
  return Math.round(major * minorPerMajor(value.currency)) === value.amount;
}

/** The major-unit number the API sends (1450 cents → 14.5). */
export function toMajor(value: Money): number {
  return value.amount / minorPerMajor(value.currency);
}

/** The exact major-unit decimal, without grouping: "14.50", "1200" for JPY, "-0.05" (structured data, CSV, form fields). */
export function toMajorText(value: Money): string {
  const digits = minorUnits(value.currency);
  const scale = 10 ** digits;
  const sign = value.amount < 0 ? '-' : '';
  const minor = Math.abs(value.amount);
  const fraction = minor % scale;
  const whole = String((minor - fraction) / scale);
  return digits === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(fraction).padStart(digits, '0')}`;
}

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new RangeError(`Cannot combine ${a.currency} with ${b.currency}`);
}

export function add(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.amount + b.amount, a.currency);
}

export function subtract(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.amount - b.amount, a.currency);
}

/** The sum of amounts in one currency; zero of that currency for none. */
export function sum(values: readonly Money[], currency: CurrencyCode = restaurant.currency): Money {
  return values.reduce(add, money(0, currency));
}

/** A price times a whole quantity (a cart line). */
export function multiply(value: Money, quantity: number): Money {
  if (!Number.isInteger(quantity)) throw new RangeError(`A quantity must be a whole number, not ${quantity}`);
  return money(value.amount * quantity, value.currency);
}

/**
 * Splits an amount in proportion to whole, non-negative weights (a discount over the lines it
 * applies to, weighted by their amounts) so that the parts add up to the amount to the minor unit:
 * each part is rounded down, and the units left over go to the largest remainders, earlier parts
 * first on a tie. A negative amount is split as its opposite, negated.
 */
export function allocate(value: Money, weights: readonly number[]): Money[] {
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0)) {
    throw new RangeError(`Weights must be whole numbers of at least 0, not ${weights.join(', ')}`);
  }
  const total = weights.reduce((a, b) => a + BigInt(b), 0n);
  if (total === 0n) throw new RangeError('Cannot split money over weights that add up to 0');
  const whole = BigInt(Math.abs(value.amount));
  const shares = weights.map((weight) => whole * BigInt(weight));
  const parts = shares.map((share) => share / total);
  let left = Number(whole - parts.reduce((a, b) => a + b, 0n));
  const byRemainder = shares
    .map((share, index) => ({ index, remainder: share % total }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1;
  }
  const sign = value.amount < 0 ? -1 : 1;
  return parts.map((part) => money(sign * Number(part), value.currency));
}

const formatters = new Map<string, Intl.NumberFormat>();

/** The amount as a person reads it in a locale: "$14.50" (en-US), "14,50 €" (de-DE), "¥1,200" (ja-JP). */
export function format(value: Money, locale: string = restaurant.locale): string {
  const key = `${locale} ${value.currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: value.currency });
    formatters.set(key, formatter);
  }
  // The exact decimal text, so that no amount is rounded through a binary fraction.
  return formatter.format(toMajorText(value) as `${number}`);
}

/** "$14.50" — the spec's price (in the restaurant's currency and locale: "12,50 €" in fr-FR), from the major-unit number the API sends. */
export function formatPrice(major: number): string {
  return format(fromMajor(major));
}
