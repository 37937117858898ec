import type { tokenRequestSchema, tokenResponseSchema } from '@bistro/contract/identity';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * POST /api/jwt: trades the proven identity for an API token. The proof is the built-in
 * service's session cookie, sent by itself, or Firebase's ID token in the body.
 */
export const requestToken = (proof: z.infer<typeof tokenRequestSchema>) =>
  apiRequest<z.infer<typeof tokenResponseSchema>>('/jwt', { method: 'POST', body: proof, authenticated: false });
