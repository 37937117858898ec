import type { ModerationList, MyReview } from '@bistro/contract/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import type { MutationConfig } from '@/lib/query-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';

/** The key of the moderation list: hiding or replying refreshes it. */
export const moderationKey = ['reviews', 'moderation'] as const;

/** GET /api/reviews/moderation (admin): new reviews apart from the others, newest first. */
export const getModeration = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<ModerationList>('/reviews/moderation', { signal });

export const moderationQueryOptions = () =>
  queryOptions({ queryKey: moderationKey, queryFn: ({ signal }) => getModeration({ signal }) });

export const useModeration = () => useQuery(moderationQueryOptions());

/** An admin's action on a review: hide it with a reason (POST …/hide) or reply once (POST …/reply). */
export type Moderate = { kind: 'hide'; id: string; reason: string } | { kind: 'reply'; id: string; text: string };

export const moderate = (action: Moderate) =>
  apiRequest<MyReview>(`/reviews/${encodeURIComponent(action.id)}/${action.kind}`, {
    method: 'POST',
    body: action.kind === 'hide' ? { reason: action.reason } : { text: action.text },
  });

export const useModerate = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof moderate> } = {}) =>
  useInvalidatingMutation(moderate, moderationKey, mutationConfig);
