import type { createUserResponseSchema } from '@bistro/contract/identity';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /api/users: records the person after sign-up and Google sign-in (a repeat creates nothing). */
export const createUserRecord = (user: { name: string; email: string }) =>
  apiRequest<z.infer<typeof createUserResponseSchema>>('/users', { method: 'POST', body: user });
