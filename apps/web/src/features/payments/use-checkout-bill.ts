import { fromMajor } from '@bistro/contract/money';
import { ApiRequestError } from '@/lib/api-client.ts';
import { type QuotedCart, useBillQuote } from './api/bill-quote.ts';
import { useBillChoices } from './use-bill-choices.ts';

/**
 * The bill on the payment page: the diner's choices (tip, promo code, delivery) and the server's
 * quote for the cart with them. `total` is what Pay charges; null while a change is being priced, or while
 * the quote is refused (a code that no longer applies: `problem` says why).
 */
export function useCheckoutBill(cart: QuotedCart | null) {
  const choices = useBillChoices(cart);
  const quote = useBillQuote(cart, choices.choices);
  const waiting = choices.tipInvalid || choices.addressUnchecked;
  const current = quote.data && !quote.isPlaceholderData && !waiting ? quote.data : null;
  return {
    choices,
    /** The last bill priced (kept on the page while the next one is priced). */
    bill: quote.data,
    total: current && fromMajor(current.total, current.currency),
    problem:
      quote.error instanceof ApiRequestError
        ? quote.error.message
        : quote.error
          ? 'The bill could not be priced: try again.'
          : null,
  };
}
