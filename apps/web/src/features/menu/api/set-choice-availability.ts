import type { modifiedSchema } from '@bistro/contract/answers';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import type { Availability } from './set-availability.ts';

/** PUT /api/option-choices/:id/availability (staff, admin): a choice sold out, as a dish is, or back on. */
export const setChoiceAvailability = ({ id, soldOut }: { id: string; soldOut: Availability }) =>
  apiRequest<z.infer<typeof modifiedSchema>>(`/option-choices/${id}/availability`, {
    method: 'PUT',
    body: { soldOut },
  });
