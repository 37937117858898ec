// Zod-free on purpose: the navbar's badge (first load) counts the cart with these.
import { type CurrencyCode, DEFAULT_CURRENCY, fromMajor, type Money, multiply, sum } from './money.ts';

interface Line {
  price: number;
  quantity: number;
}

/** Dishes in a cart: the sum of its lines' quantities ('Total Order', the navbar badge). */
export function dishCount(lines: readonly Pick<Line, 'quantity'>[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}

/** What one line costs: its price (major units, as the API sends it) times its quantity. */
export function lineTotal(line: Line, currency: CurrencyCode = DEFAULT_CURRENCY): Money {
  return multiply(fromMajor(line.price, currency), line.quantity);
}

/** What a cart costs: its lines' totals added in minor units, so that 0.1 + 0.2 is 0.3. */
export function cartTotal(lines: readonly Line[], currency: CurrencyCode = DEFAULT_CURRENCY): Money {
  return sum(
    lines.map((line) => lineTotal(line, currency)),
    currency,
  );
}
