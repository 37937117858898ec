import type { BillBreakdown } from '@bistro/contract/bill-settings';
import type { CounterQuote } from '@bistro/contract/counter';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /api/counter-orders/quote (staff, admins): the bill these lines come to with a tip and a code, as the order would be made. */
export const quoteCounterOrder = (quote: CounterQuote) =>
  apiRequest<BillBreakdown>('/counter-orders/quote', { method: 'POST', body: quote });

export const counterQuoteOptions = (quote: CounterQuote) =>
  queryOptions({
    queryKey: ['counter-quote', quote],
    queryFn: () => quoteCounterOrder(quote),
    // While a change is priced, the last bill stays on the screen.
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The bill of the lines entered so far (none while there are none), asked again whenever they change. */
export const useCounterQuote = (quote: CounterQuote | null) =>
  useQuery({ ...counterQuoteOptions(quote ?? { lines: [] }), enabled: quote !== null });
