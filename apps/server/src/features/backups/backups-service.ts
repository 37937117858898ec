import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { BackupEntry } from '@bistro/contract/backups';
import { backupNameSchema } from '@bistro/contract/backups';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import type { DatabaseHandle } from '../../db/connect.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import { readWhole } from '../../storage/object-store.ts';
import type { Audit, AuditActor } from '../audit/index.ts';
import type { ImageStore } from '../images/index.ts';
import { AGE_HEADER } from './encryption.ts';
import {
  backupStore,
  keepInStore,
  nameAt,
  placeOf,
  type TakenBackup,
  takeBackup,
  takeIntoStore,
} from './take-backup.ts';
import { verifyArchive } from './verify-archive.ts';

const VERIFIED_SUFFIX = '.verified.json';

export interface BackupsServiceOptions {
  config: AppConfig;
  database: DatabaseHandle;
  pictures: ImageStore;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Tells the admins that a backup failed. */
  alert(subject: string, text: string): Promise<void>;
  /** Each backup taken is kept in the audit log. */
  audit: Pick<Audit, 'record'>;
}

export type BackupsService = ReturnType<typeof createBackupsService>;

/**
 * The shop's backups in BACKUP_DIR (a folder, or a prefix in the object store): taken, verified,
 * listed, pruned to BACKUP_KEEP. Each is written and verified in BACKUP_DIR's working folder on
 * this machine, then kept in the store with its verification record beside it
 * (`<name>.verified.json`), which every process of the site reads.
 */
export function createBackupsService({ config, database, pictures, clock, log, alert, audit }: BackupsServiceOptions) {
  /** Keeps a backup taken in the audit log: who asked (null: the schedule, a command), where it went. */
  const recordTaken = (by: AuditActor, name: string, after: object) =>
    audit.record({ actor: by, action: 'backup.take', subject: { kind: 'backup', id: name }, after }, database.db);
  const { where, workDir, keep, passphrase } = config.backups;
  const store = backupStore(config);
  const sources = { database, pictures, dataDir: config.dataDir };
  // One at a time in this process: two would double the work and the disk for nothing.
  let inFlight: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const next = inFlight.catch(() => {}).then(work);
    inFlight = next;
    return next;
  };

  async function list(): Promise<BackupEntry[]> {
    const objects = await store.list();
    const keys = new Set(objects.map((object) => object.key));
    const entries = await Promise.all(
      objects
        .filter((object) => backupNameSchema.safeParse(object.key).success)
        .map(async ({ key: name, bytes, modifiedAt }): Promise<BackupEntry | null> => {
          const head = await store.read(name, { start: 0, end: AGE_HEADER.length - 1 });
          if (!head) return null;
          const encrypted = Buffer.concat(await head.toArray()).toString('latin1') === AGE_HEADER;
          const record = keys.has(`${name}${VERIFIED_SUFFIX}`)
            ? await readWhole(store, `${name}${VERIFIED_SUFFIX}`).then(
                (text) => (text ? (JSON.parse(text.toString('utf8')) as { takenAt: string }) : null),
                () => null,
              )
            : null;
          return {
            name,
            takenAt: record?.takenAt ?? modifiedAt.toISOString(),
            bytes,
            verified: record !== null,
            encrypted,
          };
        }),
    );
    return entries
      .filter((entry): entry is BackupEntry => entry !== null)
      .sort((a, b) => b.takenAt.localeCompare(a.takenAt) || b.name.localeCompare(a.name));
  }

  async function prune(): Promise<void> {
    const verified = (await list()).filter((entry) => entry.verified);
    // Only once this many good ones exist does an older one go, good or not.
    if (verified.length < keep) return;
    const oldestKept = verified[keep - 1]?.takenAt ?? '';
    for (const entry of await list()) {
      if (entry.takenAt < oldestKept) {
        await store.remove(entry.name);
        await store.remove(`${entry.name}${VERIFIED_SUFFIX}`);
      }
    }
  }

  async function verify(taken: TakenBackup): Promise<Record<string, number>> {
    // Every process of the site verifies into the same scratch database: one at a time.
    return database.withLock('backups:verification', () =>
      verifyArchive(taken.file, { passphrase, workDir, dataDir: config.dataDir }),
    );
  }

  const take = (file: string) => takeBackup(sources, { out: file, passphrase: passphrase ?? undefined, clock });

  return {
    /** Where they go, for people: the folder, or `s3://bucket/prefix/`. */
    where,
    /**
     * Takes an archive, not verified: to the file `out` on this machine, or without it into
     * BACKUP_DIR. Answers where it went.
     */
    async take(out?: string): Promise<TakenBackup> {
      const taken = await oneAtATime(() =>
        out ? take(out) : takeIntoStore(sources, config, { name: nameAt(clock.now()), clock }),
      );
      await recordTaken(null, path.basename(taken.file), { file: taken.file, bytes: taken.bytes, verified: false });
      return taken;
    },
    /**
     * Takes one into BACKUP_DIR, restores it into a scratch database to check it, and drops the
     * oldest beyond BACKUP_KEEP. A failure is logged and mailed to the admins, then thrown.
     */
    async takeVerified(by: AuditActor = null): Promise<BackupEntry> {
      try {
        const name = nameAt(clock.now());
        const taken = await oneAtATime(async () => {
          const archive = await take(path.join(workDir, name));
          try {
            const rows = await verify(archive);
            await keepInStore(store, archive);
            const record = { takenAt: archive.manifest.takenAt, verifiedAt: clock.now().toISOString(), rows };
            await store.put(`${name}${VERIFIED_SUFFIX}`, Buffer.from(JSON.stringify(record)), {
              contentType: 'application/json',
            });
            return archive;
          } catch (error) {
            // In BACKUP_DIR's own folder the archive stays, listed as not verified; on its way to the object store, it goes.
            if (store.location !== path.resolve(workDir)) await rm(archive.file, { force: true });
            throw error;
          }
        });
        await prune();
        log.info({ backup: placeOf(config, name), bytes: taken.bytes }, 'backup taken and verified');
        const entry = (await list()).find((candidate) => candidate.name === name);
        if (!entry) throw new Error(`${placeOf(config, name)} is gone`);
        await recordTaken(by, name, { place: placeOf(config, name), bytes: taken.bytes, verified: true });
        return entry;
      } catch (error) {
        log.error({ err: error }, 'backup failed');
        await alert(
          'A backup of the restaurant failed',
          `The backup into ${where} failed: ${(error as Error).message}\n\nThe last good one is still there; see docs/operations.md.`,
        ).catch((mailError: unknown) => log.error({ err: mailError }, 'could not mail the admins about it'));
        throw error;
      }
    },
    list,
    /** The newest verified backup, if any. */
    async lastGood(): Promise<BackupEntry | null> {
      return (await list()).find((entry) => entry.verified) ?? null;
    },
    /** The bytes of a backup listed in BACKUP_DIR, or null. */
    async open(name: string): Promise<Readable | null> {
      return (await list()).some((entry) => entry.name === name) ? store.read(name) : null;
    },
  };
}
