import type { PromoCodeView } from '@bistro/contract/promo-codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** The key of every promo-code query: a change to a code refreshes the list and its uses. */
export const promoCodesKey = ['promo-codes'] as const;

/** GET /api/promo-codes (admin): every code, newest first, with its held and counted uses. */
export const getPromoCodes = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<PromoCodeView[]>('/promo-codes', { signal });

export const promoCodesQueryOptions = () =>
  queryOptions({ queryKey: promoCodesKey, queryFn: ({ signal }) => getPromoCodes({ signal }) });

export const usePromoCodes = () => useQuery(promoCodesQueryOptions());
