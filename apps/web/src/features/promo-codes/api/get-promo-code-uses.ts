import type { PromoCodeUse } from '@bistro/contract/promo-codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { promoCodesKey } from './get-promo-codes.ts';

/** GET /api/promo-codes/:id/uses (admin): the code's uses, newest first. */
export const getPromoCodeUses = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<PromoCodeUse[]>(`/promo-codes/${encodeURIComponent(id)}/uses`, { signal });

export const promoCodeUsesQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...promoCodesKey, id, 'uses'], queryFn: ({ signal }) => getPromoCodeUses(id, { signal }) });

export const usePromoCodeUses = (id: string) => useQuery(promoCodeUsesQueryOptions(id));
