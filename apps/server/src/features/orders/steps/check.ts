import { equalsMajor, format } from '@bistro/contract/money';
import { badRequest, conflict } from '../../../http/problems.ts';
import type { PricedCartLine } from '../../cart/index.ts';
import { checkDeliveryMinimum } from './deliver.ts';
import { listed, type PricedCart } from './price.ts';

/**
 * Check the priced lines: something to pay for (400), a delivery's minimum order (422), the total
 * the diner saw when they sent one, and no dish sold out (409, in words). The restaurant's own
 * rules are checked with the pickup time.
 */
export function checkCart({ lines, bill, delivery }: PricedCart, price: number | undefined): void {
  const { total } = bill;
  if (lines.length === 0) throw badRequest('Your cart is empty: there is nothing to pay for');
  if (total.amount === 0) throw badRequest('Your order comes to nothing: there is nothing to pay for');
  if (delivery) checkDeliveryMinimum(delivery, bill);
  if (price !== undefined && !equalsMajor(total, price)) {
    throw conflict(`Your cart changed: its total is now ${format(total)}. Check it and pay again.`);
  }
  refuseSoldOut(lines);
}

/** No dish or choice of these lines sold out (409, naming them with their choices). */
export function refuseSoldOut(lines: readonly PricedCartLine[]): void {
  const soldOut = lines.filter((line) => line.soldOut);
  if (soldOut.length > 0) {
    // A line with choices is named with them: it may be one of its choices that is sold out.
    const named = soldOut.map((line) =>
      line.choices.length > 0 ? `${line.name} (${line.choices.map((choice) => choice.name).join(', ')})` : line.name,
    );
    const dishes = `${listed(named)} ${soldOut.length > 1 ? 'are' : 'is'}`;
    throw conflict(`${dishes} sold out for now: take it out of your cart to pay for the rest.`);
  }
}
