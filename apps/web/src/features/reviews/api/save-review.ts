import type { CreateReview, MyReview, UpdateReview } from '@bistro/contract/reviews';
import { apiRequest } from '@/lib/api-client.ts';
import type { MutationConfig } from '@/lib/query-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { myReviewsKey } from './get-my-reviews.ts';

/** A new review (POST /api/reviews) or a change to the diner's own (PATCH /api/reviews/:id). */
export type SaveReview = { kind: 'new'; review: CreateReview } | { kind: 'change'; id: string; change: UpdateReview };

export const saveReview = (save: SaveReview) =>
  save.kind === 'new'
    ? apiRequest<MyReview>('/reviews', { method: 'POST', body: save.review })
    : apiRequest<MyReview>(`/reviews/${encodeURIComponent(save.id)}`, { method: 'PATCH', body: save.change });

export const useSaveReview = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof saveReview> } = {}) =>
  useInvalidatingMutation(saveReview, myReviewsKey, mutationConfig);
