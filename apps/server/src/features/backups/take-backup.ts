import { randomBytes } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { create as tarCreate } from 'tar';
import type { AppConfig } from '../../config/env.ts';
import type { DatabaseHandle } from '../../db/connect.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import { type ObjectStore, openObjectStore } from '../../storage/object-store.ts';
import { generatedSecretsFile } from '../identity/index.ts';
import { createImageStore, type ImageStore } from '../images/index.ts';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  ARCHIVE_SUFFIX,
  BackupError,
  checksum,
  MANIFEST_PART,
  type Manifest,
  picturePart,
  SECRETS_PART,
} from './archive.ts';
import { exportDatabase } from './database-export.ts';
import { encrypt } from './encryption.ts';

const appVersion: string = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8'),
).version;

/** `bistro-boss-2026-11-26T03-50-00-000Z.backup`: the time it was taken, sortable as text. */
export const nameAt = (at: Date, prefix = 'bistro-boss') =>
  `${prefix}-${at.toISOString().replaceAll(':', '-').replace('.', '-')}${ARCHIVE_SUFFIX}`;

/** What a backup holds: the database, the pictures and (encrypted only) the secrets the shop generated in DATA_DIR. */
export interface BackupSources {
  database: DatabaseHandle;
  pictures: ImageStore;
  dataDir: string;
}

export interface TakenBackup {
  file: string;
  bytes: number;
  manifest: Manifest;
}

/** `name.backup`: the name asked for, with the suffix every finished archive has. */
export const archiveName = (file: string) => (file.endsWith(ARCHIVE_SUFFIX) ? file : `${file}${ARCHIVE_SUFFIX}`);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The shop's generated secrets into the archive's parts: their part's name, or null when it has none. */
function copySecrets(dataDir: string, parts: string): Promise<string | null> {
  return copyFile(generatedSecretsFile(dataDir), path.join(parts, SECRETS_PART)).then(
    () => SECRETS_PART,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    },
  );
}

/**
 * Writes one archive of the shop to `out` (see archive.ts for its layout), encrypted when a
 * passphrase is given (and only then with the shop's signing secrets). The parts are gathered in a folder beside it, and the archive is written
 * under a temporary name and renamed when complete: a `.backup` file is always a whole one.
 */
export async function takeBackup(
  sources: BackupSources,
  { out, passphrase, clock }: { out: string; passphrase?: string | undefined; clock: Clock },
): Promise<TakenBackup> {
  const file = path.resolve(archiveName(out));
  await mkdir(path.dirname(file), { recursive: true });
  const parts = await mkdtemp(path.join(path.dirname(file), '.backup-parts-'));
  const partial = `${file}.partial-${randomBytes(4).toString('hex')}`;
  try {
    const takenAt = clock.now().toISOString();
    const database = await exportDatabase(sources.database, parts);
    // After the database's snapshot: every picture it names is already kept (their names are
    // their content's hash, and none is ever changed in place).
    const pictures = await sources.pictures.list();
    await mkdir(path.join(parts, 'pictures'), { recursive: true });
    for (const name of pictures) {
      const picture = await sources.pictures.read(name);
      if (!picture)
        throw new BackupError(`The picture ${name} went missing from the picture store while it was backed up.`);
      await pipeline(picture, createWriteStream(path.join(parts, picturePart(name))));
    }
    // The signing secrets travel only encrypted: a plain archive (one downloaded from the page,
    // say) would let whoever holds it sign in as anyone.
    const secrets = passphrase ? await copySecrets(sources.dataDir, parts) : null;
    const checksums: Manifest['parts'] = {};
    for (const part of await filesUnder(parts)) checksums[part] = await checksum(path.join(parts, part));
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      appVersion,
      takenAt,
      database: sources.database.kind,
      ...database,
      pictures,
      secrets,
      parts: checksums,
    };
    await writeFile(path.join(parts, MANIFEST_PART), JSON.stringify(manifest, null, 2));
    // node-tar's Pack is a minipass stream: wrapped, it flows with Node's backpressure.
    const tar = Readable.from(tarCreate({ cwd: parts, portable: true }, [MANIFEST_PART, ...Object.keys(checksums)]));
    const bytes = passphrase ? await encrypt(tar, passphrase) : tar;
    // The archive holds the diners' personal data (and, encrypted, the shop's secrets): its owner's eyes only.
    await pipeline(bytes, createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, manifest };
  } finally {
    await rm(partial, { force: true });
    await rm(parts, { recursive: true, force: true });
  }
}

/** BACKUP_DIR: its folder, or its prefix in the object store. */
export const backupStore = (config: AppConfig): ObjectStore =>
  openObjectStore(config.backups.location, config.objectStore);

/** Moves an archive written in BACKUP_DIR's working folder into BACKUP_DIR (already there when it is a folder). */
export async function keepInStore(store: ObjectStore, taken: TakenBackup): Promise<void> {
  try {
    await store.putFile(path.basename(taken.file), taken.file);
  } finally {
    if (store.location !== path.dirname(taken.file)) await rm(taken.file, { force: true });
  }
}

/**
 * Takes an archive named `name` into BACKUP_DIR, through its working folder on this machine:
 * answers it with where it went (`file`: the folder's file, or `s3://…`).
 */
export async function takeIntoStore(
  sources: BackupSources,
  config: AppConfig,
  { name, clock }: { name: string; clock: Clock },
): Promise<TakenBackup> {
  const store = backupStore(config);
  const taken = await takeBackup(sources, {
    out: path.join(config.backups.workDir, name),
    passphrase: config.backups.passphrase ?? undefined,
    clock,
  });
  await keepInStore(store, taken);
  return { ...taken, file: placeOf(config, name) };
}

/** Where a backup of this name is in BACKUP_DIR, for people: its file, or `s3://bucket/prefix/name`. */
export const placeOf = (config: AppConfig, name: string) =>
  config.backups.location.kind === 'disk'
    ? path.join(config.backups.location.dir, name)
    : `${config.backups.where}${name}`;

/**
 * Before start-up migrations change a database that already has a shop's tables: an archive of
 * it as it is, in BACKUP_DIR, named so (`before-migration-…`). Start-up stops if it fails.
 */
export async function backUpBeforeMigrating(
  database: DatabaseHandle,
  config: AppConfig,
  clock: Clock,
): Promise<TakenBackup> {
  return takeIntoStore({ database, pictures: createImageStore(config.images.store), dataDir: config.dataDir }, config, {
    name: nameAt(clock.now(), 'before-migration'),
    clock,
  });
}
