import type { MyReviews } from '@bistro/contract/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** The key of the diner's reviews: writing or changing one refreshes them. */
export const myReviewsKey = ['reviews', 'mine'] as const;

/** GET /api/reviews/mine: the picked-up orders the diner can still review, and their reviews. */
export const getMyReviews = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<MyReviews>('/reviews/mine', { signal });

export const myReviewsQueryOptions = () =>
  queryOptions({ queryKey: myReviewsKey, queryFn: ({ signal }) => getMyReviews({ signal }) });

export const useMyReviews = () => useQuery(myReviewsQueryOptions());
