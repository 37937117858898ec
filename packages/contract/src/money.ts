/** Money travels as integer cents inside the system and as dollars (a number) in the API. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Dollars to integer cents, rounding away floating-point noise (14.29 → 1429, not 1428). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$14.50" — the spec's dollar-prefixed price. */
export function formatPrice(dollars: number): string {
  return `$${usd.format(dollars)}`;
}
