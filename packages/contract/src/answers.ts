import { z } from 'zod';

// The Mongo-style answers the spec's client reads, kept by our API.
export const insertedSchema = z.object({ insertedId: z.string() });
export const modifiedSchema = z.object({ modifiedCount: z.number().int() });
export const deletedSchema = z.object({ deletedCount: z.number().int() });
