import { z } from 'zod';

/** The body of every 4xx/5xx answer from the API. */
export const apiErrorSchema = z.object({
  error: z.string().describe('HTTP status text, e.g. "Not Found"'),
  message: z.string().describe('What went wrong, in words a person can act on'),
  details: z.unknown().optional().describe('Per-field problems for validation errors'),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
