import { z } from 'zod';

/**
 * The headers of a write a client may retry safely: the same `Idempotency-Key` again (after a
 * lost answer, a timeout, a process that went away) answers what the first one did, without a
 * second write. A new key for each new intent: a UUID.
 */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(
      /^[\w.:-]{8,200}$/,
      'An Idempotency-Key is 8–200 letters, digits, dots, colons, hyphens or underscores (a UUID)',
    )
    .optional()
    .describe('Retry safely: the same key again answers what the first request did, without a second write'),
});
