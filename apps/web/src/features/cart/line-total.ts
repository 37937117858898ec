import { centsToDollars, dollarsToCents } from '@bistro/contract/money';

/** What a cart line costs in dollars: its price times its quantity, multiplied in cents (3 × $0.10 is $0.30). */
export function lineTotal(line: { price: number; quantity: number }): number {
  return centsToDollars(dollarsToCents(line.price) * line.quantity);
}
