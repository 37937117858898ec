import type { ModerationFilter, ModerationPage, MyReview } from '@bistro/contract/reviews';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import type { MutationConfig } from '@/lib/query-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';

/** The key of every moderation list: hiding, showing again or replying refreshes them all. */
export const moderationKey = ['reviews', 'moderation'] as const;

/** GET /api/reviews/moderation (admin): a page of the reviews a filter shows, newest first, from after a cursor. */
export const getModeration = ({
  show,
  after,
  signal,
}: {
  show: ModerationFilter;
  after: string | null;
  signal?: AbortSignal;
}) => {
  const query = new URLSearchParams({ show, ...(after ? { after } : {}) });
  return apiRequest<ModerationPage>(`/reviews/moderation?${query}`, { signal });
};

export const moderationQueryOptions = (show: ModerationFilter) =>
  infiniteQueryOptions({
    queryKey: [...moderationKey, show],
    queryFn: ({ pageParam, signal }) => getModeration({ show, after: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

/** The pages of a filter read so far; `fetchNextPage` adds the next (the "More" button). */
export const useModeration = (show: ModerationFilter) => useInfiniteQuery(moderationQueryOptions(show));

/**
 * An admin's action on a review: hide it with a reason (POST …/hide), show it again
 * (POST …/unhide) or reply once (POST …/reply).
 */
export type Moderate =
  | { kind: 'hide'; id: string; reason: string }
  | { kind: 'unhide'; id: string }
  | { kind: 'reply'; id: string; text: string };

const bodyOf = (action: Moderate) =>
  action.kind === 'hide' ? { reason: action.reason } : action.kind === 'reply' ? { text: action.text } : undefined;

export const moderate = (action: Moderate) =>
  apiRequest<MyReview>(`/reviews/${encodeURIComponent(action.id)}/${action.kind}`, {
    method: 'POST',
    body: bodyOf(action),
  });

export const useModerate = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof moderate> } = {}) =>
  useInvalidatingMutation(moderate, moderationKey, mutationConfig);
