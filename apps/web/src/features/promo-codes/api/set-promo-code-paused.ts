import type { PromoCodeView } from '@bistro/contract/promo-codes';
import { apiRequest } from '@/lib/api-client.ts';
import type { MutationConfig } from '@/lib/query-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { promoCodesKey } from './get-promo-codes.ts';

/** PATCH /api/promo-codes/:id (admin): pause a code, or resume it. */
export const setPromoCodePaused = ({ id, paused }: { id: string; paused: boolean }) =>
  apiRequest<PromoCodeView>(`/promo-codes/${encodeURIComponent(id)}`, { method: 'PATCH', body: { paused } });

export const useSetPromoCodePaused = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof setPromoCodePaused>;
} = {}) => useInvalidatingMutation(setPromoCodePaused, promoCodesKey, mutationConfig);
