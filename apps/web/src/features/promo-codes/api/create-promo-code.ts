import type { CreatePromoCode, PromoCodeView } from '@bistro/contract/promo-codes';
import { apiRequest } from '@/lib/api-client.ts';
import type { MutationConfig } from '@/lib/query-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { promoCodesKey } from './get-promo-codes.ts';

/** POST /api/promo-codes (admin). */
export const createPromoCode = (code: CreatePromoCode) =>
  apiRequest<PromoCodeView>('/promo-codes', { method: 'POST', body: code });

export const useCreatePromoCode = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof createPromoCode>;
} = {}) => useInvalidatingMutation(createPromoCode, promoCodesKey, mutationConfig);
