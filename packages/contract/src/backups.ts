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

const SPAN_UNITS = [
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
] as const;

const counted = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** `1 day`, `6 hours`, `15 seconds`: a span of seconds in its largest whole unit (at least one of it). */
export function spanInWords(seconds: number): string {
  const [unit, size] = SPAN_UNITS.find(([, length]) => seconds >= length) ?? SPAN_UNITS[3];
  return counted(Math.floor(seconds / size), unit);
}

/** `every day`, `every 6 hours`, `every 90 minutes`: an interval in the largest unit it is a whole number of. */
export function everyInWords(seconds: number): string {
  const [unit, size] = SPAN_UNITS.find(([, length]) => seconds % length === 0) ?? SPAN_UNITS[3];
  const count = seconds / size;
  return count === 1 ? `every ${unit}` : `every ${counted(count, unit)}`;
}
