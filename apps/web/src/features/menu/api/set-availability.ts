import type { MenuItem } from '@bistro/contract/menu';
import type { availabilitySchema } from '@bistro/contract/restaurant';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import type { MutationConfig } from '@/lib/query-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { menuKey } from './get-menu.ts';

export type Availability = z.infer<typeof availabilitySchema>['soldOut'];

/** PUT /api/menu/:id/availability (staff, admin): sold out today, until further notice, or back on. */
export const setAvailability = ({ id, soldOut }: { id: string; soldOut: Availability }) =>
  apiRequest<MenuItem>(`/menu/${id}/availability`, { method: 'PUT', body: { soldOut } });

export const useSetAvailability = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof setAvailability>;
} = {}) => useInvalidatingMutation(setAvailability, menuKey, mutationConfig);
