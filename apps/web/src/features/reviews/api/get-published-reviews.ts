import type { PublishedReviews } from '@bistro/contract/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** GET /api/reviews: the published reviews' average, count and latest (the server renders them into the home page). */
export const getPublishedReviews = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<PublishedReviews>('/reviews', { signal, authenticated: false });

export const publishedReviewsQueryOptions = () =>
  queryOptions({ queryKey: ['reviews', 'published'], queryFn: ({ signal }) => getPublishedReviews({ signal }) });

export const usePublishedReviews = () => useQuery(publishedReviewsQueryOptions());

/** The published ratings by dish id (dishes with enough reviews only). */
export function useDishRatings() {
  const { data } = usePublishedReviews();
  return new Map(data?.dishes.map((dish) => [dish.menuItemId, dish]) ?? []);
}
