import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { extract as tarExtract } from 'tar';
import type { AppConfig } from '../../config/env.ts';
import { type DatabaseHandle, openDatabase, pgliteHandle, postgresHandle } from '../../db/connect.ts';
import { claimEmbeddedDatabase } from '../../db/embedded-lock.ts';
import { knownMigrations } from '../../db/migrate.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import { openObjectStore } from '../../storage/object-store.ts';
import { auditOn } from '../audit/index.ts';
import { generatedSecretsFile, writeNewSecrets } from '../identity/index.ts';
import { createImageStore, type ImageStore } from '../images/index.ts';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  BackupError,
  checksum,
  MANIFEST_PART,
  type Manifest,
  manifestSchema,
  picturePart,
} from './archive.ts';
import { importDatabase } from './database-import.ts';
import { holdsAShop } from './database-tables.ts';
import { AGE_HEADER, decrypt } from './encryption.ts';
import { backupStore, nameAt, takeIntoStore } from './take-backup.ts';

/** An archive unpacked into a folder of its own, every part checked against the manifest. */
export interface OpenedArchive {
  dir: string;
  manifest: Manifest;
  /** Whether it was encrypted: only an encrypted archive's signing secrets are restored. */
  encrypted: boolean;
  dispose(): Promise<void>;
}

const NOT_OURS = 'is not a Bistro Boss backup, or it is truncated';

/**
 * What an archive may hold before it is read: its entries (a shop's tables and pictures come to
 * a few hundred; 20,000 once took a restore 40 s), a table's row unpacked (a row is a few KB; a
 * 360 KB archive once unpacked one row of gigabytes into memory), and a table's part unpacked
 * against its packed size (our rows pack 5–20 times; a crafted part, thousands).
 */
export const ARCHIVE_LIMITS = { entries: 10_000, rowBytes: 4 * 1024 * 1024, expansion: 200 } as const;

async function startsWith(file: string, text: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(text.length);
    await handle.read(head, 0, text.length, 0);
    return head.toString('latin1') === text;
  } finally {
    await handle.close();
  }
}

function checkVersion(manifest: Manifest, file: string): void {
  const known = knownMigrations();
  const newest = known.at(-1);
  if (manifest.formatVersion > ARCHIVE_FORMAT_VERSION || (newest && manifest.migration.when > newest.when)) {
    throw new BackupError(
      `${file} was made by a newer release of Bistro Boss (${manifest.appVersion}, migration ${manifest.migration.tag}) than this one knows: upgrade this one first, then restore.`,
    );
  }
  if (
    !known.some((migration) => migration.tag === manifest.migration.tag && migration.when === manifest.migration.when)
  ) {
    throw new BackupError(`${file} names a migration this release never had (${manifest.migration.tag}).`);
  }
}

/**
 * Reads a table's part unpacked, a chunk at a time (never a whole row in memory), and refuses it
 * when a row is longer than ARCHIVE_LIMITS.rowBytes, it holds more rows than its manifest says,
 * or it unpacks to more than ARCHIVE_LIMITS.expansion times its size: before any of it is loaded.
 */
async function checkTablePart(dir: string, table: Manifest['tables'][number], file: string): Promise<void> {
  const packed = (await stat(path.join(dir, table.part))).size;
  const mostBytes = packed * ARCHIVE_LIMITS.expansion + ARCHIVE_LIMITS.rowBytes;
  let bytes = 0;
  let rows = 0;
  let row = 0;
  const refuse = (why: string) => new BackupError(`${file} was changed or damaged: ${table.part} ${why}.`);
  try {
    for await (const chunk of createReadStream(path.join(dir, table.part)).pipe(createGunzip())) {
      const buffer = chunk as Buffer;
      bytes += buffer.length;
      if (bytes > mostBytes) throw refuse(`unpacks to more than ${ARCHIVE_LIMITS.expansion} times its size`);
      for (let at = buffer.indexOf(0x0a), from = 0; ; at = buffer.indexOf(0x0a, from)) {
        row += (at === -1 ? buffer.length : at) - from;
        if (row > ARCHIVE_LIMITS.rowBytes) throw refuse(`has a row longer than ${ARCHIVE_LIMITS.rowBytes} bytes`);
        if (at === -1) break;
        if (row > 0) rows += 1;
        if (rows > table.rows) throw refuse(`holds more rows than its manifest lists (${table.rows})`);
        row = 0;
        from = at + 1;
      }
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw refuse(`does not unpack (${(error as Error).message})`);
  }
}

async function verifyParts(dir: string, manifest: Manifest, file: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const present = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((part) => part !== MANIFEST_PART);
  const listed = Object.keys(manifest.parts);
  const presentSet = new Set(present);
  const listedSet = new Set(listed);
  const missing = listed.filter((part) => !presentSet.has(part));
  const unlisted = present.filter((part) => !listedSet.has(part));
  if (missing.length > 0) throw new BackupError(`${file} is truncated or damaged: ${missing[0]} is missing.`);
  if (unlisted.length > 0) throw new BackupError(`${file} was changed: ${unlisted[0]} is not in its manifest.`);
  for (const [part, expected] of Object.entries(manifest.parts)) {
    const actual = await checksum(path.join(dir, part));
    if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes) {
      throw new BackupError(`${file} was changed or damaged: the checksum of ${part} does not match its manifest.`);
    }
  }
  const needed = [
    ...manifest.tables.map((table) => table.part),
    ...manifest.pictures.map(picturePart),
    ...(manifest.secrets ? [manifest.secrets] : []),
  ];
  const unaccounted = needed.find((part) => !listedSet.has(part));
  if (unaccounted) throw new BackupError(`${file} was changed: its manifest names ${unaccounted} without a checksum.`);
  for (const table of manifest.tables) await checkTablePart(dir, table, file);
}

/**
 * Unpacks an archive into a new folder under `workDir` and checks it whole before anything is
 * written anywhere else: a foreign, truncated, tampered, newer or wrongly decrypted archive is
 * refused with what is wrong with it.
 */
export async function openArchive(
  file: string,
  { passphrase, workDir }: { passphrase?: string | undefined; workDir: string },
): Promise<OpenedArchive> {
  const fileStat = await stat(file).catch(() => null);
  if (!fileStat?.isFile()) throw new BackupError(`${file} is not a file.`);
  const dir = await mkdtemp(path.join(workDir, '.restore-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const source: Readable = createReadStream(file);
    const encrypted = await startsWith(file, AGE_HEADER);
    const plain = encrypted ? await decrypt(source, passphrase) : source;
    try {
      let entries = 0;
      await pipeline(
        plain,
        tarExtract({
          cwd: dir,
          strict: true,
          // Files only, at the places an archive has them (tar already refuses `..` and absolute
          // paths), and none past the limit: the rest is read past, not written.
          filter: (entryPath, entry) =>
            ++entries <= ARCHIVE_LIMITS.entries &&
            'type' in entry &&
            entry.type === 'File' &&
            /^[\w./-]+$/.test(entryPath),
        }),
      );
      if (entries > ARCHIVE_LIMITS.entries) {
        throw new BackupError(`${file} holds more than ${ARCHIVE_LIMITS.entries} entries: no archive of ours does.`);
      }
    } catch (error) {
      if (error instanceof BackupError) throw error;
      throw new BackupError(`${file} ${NOT_OURS} (${(error as Error).message}).`);
    }
    const manifestText = await readFile(path.join(dir, MANIFEST_PART), 'utf8').catch(() => null);
    const parsed = manifestSchema.safeParse(
      (() => {
        try {
          return manifestText === null ? null : JSON.parse(manifestText);
        } catch {
          return null;
        }
      })(),
    );
    if (!parsed.success) {
      const foreign = manifestText === null || !manifestText.includes(ARCHIVE_FORMAT);
      throw new BackupError(
        foreign ? `${file} ${NOT_OURS}: it has no Bistro Boss manifest.` : `${file} has a damaged manifest.`,
      );
    }
    checkVersion(parsed.data, file);
    await verifyParts(dir, parsed.data, file);
    return { dir, manifest: parsed.data, encrypted, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** Where a restore writes: the configured database, picture store and DATA_DIR. */
export interface RestoreTarget {
  database: AppConfig['database'];
  pictures: ImageStore;
  dataDir: string;
  /** Restore over a shop that holds data, after backing it up with `backUp`. */
  replace: boolean;
  /** Backs up the shop about to be replaced; answers where the archive went. */
  backUp(current: DatabaseHandle): Promise<string>;
}

export interface RestoreOutcome {
  /** The archive of the shop that was replaced, if there was one. */
  replacedShopBackup: string | null;
  /**
   * Whether DATA_DIR got new generated secrets (the archive carried none: it was not encrypted,
   * or the shop's secrets were given as AUTH_SECRET and JWT_SECRET instead).
   */
  newSecrets: boolean;
}

async function refuseOrBackUp(handle: DatabaseHandle, target: RestoreTarget): Promise<string | null> {
  if (!(await holdsAShop(handle.db))) return null;
  if (!target.replace) {
    throw new BackupError(
      `The ${handle.kind === 'pglite' ? `embedded database in ${target.dataDir}` : 'PostgreSQL database at DATABASE_URL'} already holds a shop (accounts, dishes or orders). Restore refuses to overwrite it: run it again with --replace, which first backs that shop up.`,
      'refused',
    );
  }
  return target.backUp(handle);
}

/** The archive's pictures in the configured store. */
async function restorePictures(archive: OpenedArchive, target: RestoreTarget): Promise<void> {
  await target.pictures.addAll(
    archive.manifest.pictures.map((name) => ({ name, file: path.join(archive.dir, picturePart(name)) })),
  );
}

/**
 * The archive's secrets in DATA_DIR when it was encrypted; otherwise new ones (an archive of an
 * earlier release may hold them in the clear: they are not taken). Answers whether they are new.
 */
async function restoreSecrets(archive: OpenedArchive, target: RestoreTarget): Promise<boolean> {
  if (!archive.encrypted || !archive.manifest.secrets) {
    await writeNewSecrets(target.dataDir);
    return true;
  }
  const secretsFile = generatedSecretsFile(target.dataDir);
  const draft = `${secretsFile}.restoring-${randomBytes(4).toString('hex')}`;
  await copyFile(path.join(archive.dir, archive.manifest.secrets), draft);
  await rename(draft, secretsFile);
  return false;
}

/**
 * Restores a checked archive into the configured database, all or nothing. PostgreSQL: one
 * transaction. The embedded database: a new one in a folder beside it, swapped in by renaming at
 * the end. Pictures are added first (their names are their content's hash: an extra one harms
 * nothing), the secrets last: an encrypted archive's, else new ones. Nobody's session is restored
 * (archives hold none): everyone signs in again.
 */
export async function restoreArchive(archive: OpenedArchive, target: RestoreTarget): Promise<RestoreOutcome> {
  const config = target.database;
  if (config.kind === 'postgres') {
    const handle = postgresHandle(config.url);
    try {
      const replacedShopBackup = await refuseOrBackUp(handle, target);
      await restorePictures(archive, target);
      await importDatabase(handle, archive.dir, archive.manifest);
      return { replacedShopBackup, newSecrets: await restoreSecrets(archive, target) };
    } finally {
      await handle.close();
    }
  }
  await mkdir(path.dirname(config.dataDir), { recursive: true });
  const release = await claimEmbeddedDatabase(config.dataDir);
  const suffix = randomBytes(4).toString('hex');
  const staging = `${config.dataDir}.restoring-${suffix}`;
  const replaced = `${config.dataDir}.replaced-${suffix}`;
  try {
    let replacedShopBackup: string | null = null;
    if ((await readdir(config.dataDir).catch(() => [])).length > 0) {
      const current = pgliteHandle(await PGlite.create(config.dataDir));
      try {
        replacedShopBackup = await refuseOrBackUp(current, target);
      } finally {
        await current.close();
      }
    }
    const fresh = pgliteHandle(await PGlite.create(staging));
    try {
      await importDatabase(fresh, archive.dir, archive.manifest);
    } finally {
      await fresh.close();
    }
    await restorePictures(archive, target);
    await rename(config.dataDir, replaced).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(staging, config.dataDir);
    return { replacedShopBackup, newSecrets: await restoreSecrets(archive, target) };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(replaced, { recursive: true, force: true });
    await release();
  }
}

/**
 * The archive `ref` names, as a file on this machine: a file; `s3://bucket/key` in the object
 * store; or the name of a backup in BACKUP_DIR (a folder, or the object store). One from the
 * object store is downloaded into BACKUP_DIR's working folder, and `dispose` removes it.
 */
export async function fetchArchive(
  config: AppConfig,
  ref: string,
): Promise<{ file: string; dispose(): Promise<void> }> {
  const local = async (file: string) =>
    (await stat(file).catch(() => null))?.isFile() ? { file: path.resolve(file), dispose: async () => {} } : null;
  const s3 = /^s3:\/\/([^/]+)\/(.+)$/.exec(ref);
  if (!s3) {
    const found =
      (await local(ref)) ??
      (ref === path.basename(ref) && config.backups.location.kind === 'disk'
        ? await local(path.join(config.backups.location.dir, ref))
        : null);
    if (found) return found;
    if (config.backups.location.kind === 'disk' || ref !== path.basename(ref)) {
      throw new BackupError(`${ref} is not a file, nor a backup in ${config.backups.where}.`);
    }
  } else if (!config.objectStore) {
    throw new BackupError(
      `${ref} is in the object store, which is not configured: set S3_BUCKET and the other S3_ variables.`,
    );
  }
  const [bucket = '', key = ''] = s3 ? [s3[1], s3[2]] : [];
  const store = s3
    ? openObjectStore({ kind: 's3', bucket, prefix: path.posix.dirname(key).replace(/^\.$/, '') }, config.objectStore)
    : backupStore(config);
  const name = s3 ? path.posix.basename(key) : ref;
  const body = await store.read(name);
  if (!body) throw new BackupError(`${ref} is not a file, nor a backup in ${store.location}.`);
  await mkdir(config.backups.workDir, { recursive: true });
  const file = path.join(config.backups.workDir, `.fetched-${randomBytes(4).toString('hex')}-${name}`);
  try {
    await pipeline(body, createWriteStream(file, { mode: 0o600 }));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return { file, dispose: () => rm(file, { force: true }) };
}

/** Keeps the restore in the restored shop's audit log, as the system's (a command on the server). */
async function recordRestore(
  config: AppConfig,
  clock: Clock,
  { ref, manifest, replacedShopBackup }: { ref: string; manifest: Manifest; replacedShopBackup: string | null },
): Promise<void> {
  const restored = await openDatabase(config.database);
  try {
    await auditOn(restored.db, clock, config.restaurant.timeZone).record(
      {
        actor: null,
        action: 'backup.restore',
        subject: { kind: 'backup', id: path.basename(ref) },
        after: { takenAt: manifest.takenAt, migration: manifest.migration.tag, replacedShopBackup },
      },
      restored.db,
    );
  } finally {
    await restored.close();
  }
}

/**
 * `npm run restore`: the archive `ref` names (see fetchArchive) restored into the shop the
 * configuration names; with `replace`, over a shop that has data, backed up first into BACKUP_DIR
 * (`before-restore-…`). Answers the archive's manifest and where the replaced shop went.
 */
export async function restoreShop(
  config: AppConfig,
  ref: string,
  { replace, clock }: { replace: boolean; clock: Clock },
): Promise<{ manifest: Manifest } & RestoreOutcome> {
  const pictures = createImageStore(config.images.store);
  const { file, dispose } = await fetchArchive(config, ref);
  try {
    await mkdir(config.backups.workDir, { recursive: true });
    const archive = await openArchive(file, {
      passphrase: config.backups.passphrase ?? undefined,
      workDir: config.backups.workDir,
    });
    try {
      const outcome = await restoreArchive(archive, {
        database: config.database,
        pictures,
        dataDir: config.dataDir,
        replace,
        backUp: async (current) =>
          (
            await takeIntoStore({ database: current, pictures, dataDir: config.dataDir }, config, {
              name: nameAt(clock.now(), 'before-restore'),
              clock,
            })
          ).file,
      });
      await recordRestore(config, clock, {
        ref,
        manifest: archive.manifest,
        replacedShopBackup: outcome.replacedShopBackup,
      });
      return { manifest: archive.manifest, ...outcome };
    } finally {
      await archive.dispose();
    }
  } finally {
    await dispose();
  }
}
