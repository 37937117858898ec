import { intlLocaleOf, type Language } from '@bistro/contract/languages';
import { equalsMajor, format } from '@bistro/contract/money';
import { badRequest, conflict } from '../../../http/problems.ts';
import type { PricedCartLine } from '../../cart/index.ts';
import { wordsOf } from '../../languages/index.ts';
import { checkDeliveryMinimum } from './deliver.ts';
import { listed, type PricedCart } from './price.ts';

/**
 * Check the priced lines: something to pay for (400), a delivery's minimum order (422), the total
 * the diner saw when they sent one, and no dish sold out (409, in words). The restaurant's own
 * rules are checked with the pickup time.
 */
export function checkCart({ lines, bill, delivery }: PricedCart, price: number | undefined): void {
  const { total } = bill;
  if (lines.length === 0) throw badRequest(wordsOf('refusal.cartEmpty'));
  if (total.amount === 0) throw badRequest(wordsOf('refusal.comesToNothing'));
  if (delivery) checkDeliveryMinimum(delivery, bill);
  if (price !== undefined && !equalsMajor(total, price)) {
    throw conflict(wordsOf('refusal.cartChanged', { total: format(total) }));
  }
  refuseSoldOut(lines);
}

/** Items in a sentence: "Soup and Salad", « Soupe et Salade ». */
const listIn = (language: Language, items: string[]) =>
  language === 'en'
    ? listed(items)
    : new Intl.ListFormat(intlLocaleOf(language), { type: 'conjunction' }).format(items);

/** No dish or choice of these lines sold out (409, naming them with their choices). */
export function refuseSoldOut(lines: readonly PricedCartLine[]): void {
  const soldOut = lines.filter((line) => line.soldOut);
  if (soldOut.length > 0) {
    // A line with choices is named with them: it may be one of its choices that is sold out.
    const named = soldOut.map((line) =>
      line.choices.length > 0 ? `${line.name} (${line.choices.map((choice) => choice.name).join(', ')})` : line.name,
    );
    throw conflict(
      wordsOf('refusal.soldOut', (language) => ({ count: soldOut.length, dishes: listIn(language, named) })),
    );
  }
}
