import type { tokenResponseSchema } from '@bistro/contract/identity';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /api/jwt: trades the proven identity (the identity session cookie) for an API token. */
export const requestToken = (email: string) =>
  apiRequest<z.infer<typeof tokenResponseSchema>>('/jwt', { method: 'POST', body: { email }, authenticated: false });
