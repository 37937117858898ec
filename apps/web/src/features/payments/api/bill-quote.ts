import type { BillBreakdown } from '@bistro/contract/bill-settings';
import type { GuestIntent } from '@bistro/contract/guest-checkout';
import type { billQuoteSchema } from '@bistro/contract/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';

/** What a diner adds to the bill at checkout: a tip (a percentage offered, or an amount) and a promo code. */
export type BillChoices = z.infer<typeof billQuoteSchema>;

/** Whose cart is quoted: the signed-in diner's, or the lines a guest's browser keeps. */
export type QuotedCart = { kind: 'account'; revision: string } | { kind: 'guest'; lines: GuestIntent['lines'] };

/**
 * POST /api/checkout/quote or /api/guest/checkout/quote: the bill the cart comes to with these
 * choices (subtotal, discount, tax, tip, total), priced on the server; a refused code is a 4xx
 * whose message says why.
 */
export function quoteBill(cart: QuotedCart, choices: BillChoices): Promise<BillBreakdown> {
  if (cart.kind === 'account') return apiRequest('/checkout/quote', { method: 'POST', body: choices });
  return apiRequest('/guest/checkout/quote', {
    method: 'POST',
    body: { ...choices, lines: cart.lines },
    authenticated: false,
  });
}

export const billQuoteOptions = (cart: QuotedCart, choices: BillChoices) =>
  queryOptions({
    queryKey: ['bill-quote', cart, choices],
    queryFn: () => quoteBill(cart, choices),
    // While a new choice is priced, the last bill stays on the page (Pay waits for the new one).
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The bill of this cart with these choices, asked again whenever either changes. */
export const useBillQuote = (cart: QuotedCart | null, choices: BillChoices) =>
  useQuery({ ...billQuoteOptions(cart ?? { kind: 'guest', lines: [] }, choices), enabled: cart !== null });
