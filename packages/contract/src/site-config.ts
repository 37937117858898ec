import { z } from 'zod';

const optionalUrl = z.url().nullable();

/** Browser-safe runtime settings, served by `GET /api/config` and read by the SPA at start. */
export const publicConfigSchema = z.object({
  site: z.object({
    developer: z.object({
      name: z.string(),
      roles: z.array(z.string()),
      url: optionalUrl,
    }),
    social: z.object({
      facebook: optionalUrl,
      instagram: optionalUrl,
      twitter: optionalUrl,
    }),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
