import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { z } from 'zod';

/** What every archive says it is, so a restore can tell ours from any other file. */
export const ARCHIVE_FORMAT = 'bistro-boss-backup';
/** The layout below; a restore refuses an archive of a later layout. */
export const ARCHIVE_FORMAT_VERSION = 1;
/** A finished archive's name ends so; one being written has another name until it is complete. */
export const ARCHIVE_SUFFIX = '.backup';

/**
 * Tables no archive holds, and none is restored from: who is signed in now (the identity
 * service's sessions), links on their way (address confirmations, password resets) and the
 * sign-in attempts of the back-off. An archive carries the shop's data, not keys to it: whoever
 * downloads one must not sign in as anyone with it.
 */
export const LEFT_OUT_TABLES: readonly string[] = ['auth_session', 'auth_verification', 'sign_in_attempts'];

/**
 * manifest.json, the archive's first entry. The other entries: `database/<table>.jsonl.gz` (one
 * JSON object per row, as PostgreSQL's to_jsonb writes it; every table but LEFT_OUT_TABLES),
 * `pictures/<name>` and, only in an encrypted archive of a shop that generated its own signing
 * secrets, `secrets.json`. Every one of them is listed in `parts` with its checksum.
 */
export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int().positive(),
  appVersion: z.string(),
  takenAt: z.iso.datetime({ offset: true }),
  /** The kind of database it was taken from (either restores into either). */
  database: z.enum(['pglite', 'postgres']),
  /** The last migration the database had: a restore rebuilds that schema, loads, then migrates on. */
  migration: z.object({ tag: z.string().min(1), when: z.number().int() }),
  tables: z.array(z.object({ name: z.string().min(1), rows: z.number().int().nonnegative(), part: z.string() })),
  pictures: z.array(z.string()),
  secrets: z.string().nullable(),
  parts: z.record(z.string(), z.object({ bytes: z.number().int().nonnegative(), sha256: z.string().length(64) })),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const tablePart = (table: string) => `database/${table}.jsonl.gz`;
export const picturePart = (name: string) => `pictures/${name}`;
export const SECRETS_PART = 'secrets.json';
export const MANIFEST_PART = 'manifest.json';

/** A file's size and SHA-256, read as a stream. */
export async function checksum(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Why an archive cannot be taken or restored, worded for the person who runs the command. */
export class BackupError extends Error {
  override name = 'BackupError';
  constructor(
    message: string,
    /** `refused`: the target or the situation stands in the way; `archive`: the file itself is wrong. */
    readonly kind: 'refused' | 'archive' = 'archive',
  ) {
    super(message);
  }
}
