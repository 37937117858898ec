import type { confirmResponseSchema, testCardSchema } from '@bistro/contract/payments';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /api/payments/test/confirm: the built-in test provider confirms the intent with a card. */
export const confirmTestCard = (input: z.infer<typeof testCardSchema>) =>
  apiRequest<z.infer<typeof confirmResponseSchema>>('/payments/test/confirm', { method: 'POST', body: input });
