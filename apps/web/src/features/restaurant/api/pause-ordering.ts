import type { RestaurantStatus } from '@bistro/contract/restaurant';
import { restaurantKey } from '@/config/restaurant-status.ts';
import { apiRequest } from '@/lib/api-client.ts';
import type { MutationConfig } from '@/lib/query-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';

/** PUT /api/restaurant/pause (staff, admin): no online orders for some minutes, or until resumed. */
export const pauseOrdering = (pause: { minutes?: number; message?: string }) =>
  apiRequest<RestaurantStatus>('/restaurant/pause', { method: 'PUT', body: pause });

/** DELETE /api/restaurant/pause (staff, admin): online orders again. */
export const resumeOrdering = () => apiRequest<RestaurantStatus>('/restaurant/pause', { method: 'DELETE' });

export const usePauseOrdering = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof pauseOrdering> } = {}) =>
  useInvalidatingMutation(pauseOrdering, restaurantKey, mutationConfig);

export const useResumeOrdering = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof resumeOrdering>;
} = {}) => useInvalidatingMutation(resumeOrdering, restaurantKey, mutationConfig);
