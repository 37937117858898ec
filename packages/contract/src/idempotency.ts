import { z } from 'zod';

/**
 * The headers of a write a client may retry safely: the same `Idempotency-Key` again (after a
 * lost answer, a timeout, a process that went away) answers what the first one did, without a
 * second write. A new key for each new intent: a UUID.
 */
const idempotencyKey = z
  .string({ message: 'An Idempotency-Key header is required: a new UUID for each refund' })
  .regex(
    /^[\w.:-]{8,200}$/,
    'An Idempotency-Key is 8–200 letters, digits, dots, colons, hyphens or underscores (a UUID)',
  )
  .describe('Retry safely: the same key again answers what the first request did, without a second write');

export const idempotencyHeadersSchema = z.object({ 'idempotency-key': idempotencyKey.optional() });

/** The same, for a write that moves money: the key is required (a refund). */
export const requiredIdempotencyHeadersSchema = z.object({ 'idempotency-key': idempotencyKey });
