import { z } from 'zod';

/** A backup archive's file name in the backup folder: what the API names one by. */
export const backupNameSchema = z
  .string()
  .regex(/^[\w.-]{1,200}\.backup$/, 'A backup’s name is a file name ending in .backup')
  .refine((name) => !name.startsWith('.'), 'A backup’s name is a file name ending in .backup');

export const backupEntrySchema = z.object({
  name: backupNameSchema,
  /** When it was taken (ISO 8601, UTC). */
  takenAt: z.iso.datetime({ offset: true }),
  bytes: z.number().int().nonnegative(),
  /** Restored into a scratch database and its row counts found equal to its manifest's. */
  verified: z.boolean(),
  encrypted: z.boolean(),
});
export type BackupEntry = z.infer<typeof backupEntrySchema>;

export const backupsOverviewSchema = z.object({
  /** The folder the server writes them to. */
  dir: z.string(),
  /** How often one is taken by itself, in seconds (BACKUP_EVERY); null: never. */
  everySeconds: z.number().int().positive().nullable(),
  /** How many are kept (BACKUP_KEEP). */
  keep: z.number().int().positive(),
  /** Whether new ones are encrypted (BACKUP_PASSPHRASE is set). */
  encrypted: z.boolean(),
  /** Newest first. */
  backups: z.array(backupEntrySchema),
});
export type BackupsOverview = z.infer<typeof backupsOverviewSchema>;
