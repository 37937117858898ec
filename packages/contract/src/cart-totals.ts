// Zod-free on purpose: the navbar's badge (first load) counts the cart with these.
import { dollarsToCents } from './money.ts';

interface Line {
  price: number;
  quantity: number;
}

/** Dishes in a cart: the sum of its lines' quantities ('Total Order', the navbar badge). */
export function dishCount(lines: readonly Pick<Line, 'quantity'>[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}

/** What a cart costs in dollars, added in cents so that 0.1 + 0.2 is 0.3. */
export function cartTotal(lines: readonly Line[]): number {
  return lines.reduce((cents, line) => cents + dollarsToCents(line.price) * line.quantity, 0) / 100;
}
