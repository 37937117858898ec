import { open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BackupEntry } from '@bistro/contract/backups';
import { backupNameSchema } from '@bistro/contract/backups';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import type { DatabaseHandle } from '../../db/connect.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import type { ImageStore } from '../images/index.ts';
import { AGE_HEADER } from './encryption.ts';
import { nameAt, type TakenBackup, takeBackup } from './take-backup.ts';
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
}

export type BackupsService = ReturnType<typeof createBackupsService>;

/** The shop's backups in BACKUP_DIR: taken, verified, listed, pruned to BACKUP_KEEP. */
export function createBackupsService({ config, database, pictures, clock, log, alert }: BackupsServiceOptions) {
  const { dir, keep, passphrase } = config.backups;
  const sources = { database, pictures, dataDir: config.dataDir };
  // One at a time in this process: two would double the work and the disk for nothing.
  let inFlight: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const next = inFlight.catch(() => {}).then(work);
    inFlight = next;
    return next;
  };

  async function list(): Promise<BackupEntry[]> {
    const names = (await readdir(dir).catch(() => [] as string[])).filter(
      (name) => backupNameSchema.safeParse(name).success,
    );
    const entries = await Promise.all(
      names.map(async (name): Promise<BackupEntry | null> => {
        const file = path.join(dir, name);
        const info = await stat(file).catch(() => null);
        if (!info?.isFile()) return null;
        const verified = await stat(`${file}${VERIFIED_SUFFIX}`).then(
          () => true,
          () => false,
        );
        const head = Buffer.alloc(AGE_HEADER.length);
        const handle = await open(file, 'r');
        await handle.read(head, 0, head.length, 0).finally(() => handle.close());
        const takenAt = await readFile(`${file}${VERIFIED_SUFFIX}`, 'utf8')
          .then((text) => (JSON.parse(text) as { takenAt: string }).takenAt)
          .catch(() => info.mtime.toISOString());
        return { name, takenAt, bytes: info.size, verified, encrypted: head.toString('latin1') === AGE_HEADER };
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
        await rm(path.join(dir, entry.name), { force: true });
        await rm(path.join(dir, `${entry.name}${VERIFIED_SUFFIX}`), { force: true });
      }
    }
  }

  async function verify(taken: TakenBackup): Promise<void> {
    // Every process of the site verifies into the same scratch database: one at a time.
    const rows = await database.withLock('backups:verification', () =>
      verifyArchive(taken.file, { passphrase, workDir: dir, dataDir: config.dataDir }),
    );
    await writeFile(
      `${taken.file}${VERIFIED_SUFFIX}`,
      JSON.stringify({ takenAt: taken.manifest.takenAt, verifiedAt: clock.now().toISOString(), rows }),
    );
  }

  return {
    dir,
    /** Takes an archive to `out` (by default a new file in BACKUP_DIR), not verified. */
    take: (out = path.join(dir, nameAt(clock.now()))): Promise<TakenBackup> =>
      oneAtATime(() => takeBackup(sources, { out, passphrase: passphrase ?? undefined, clock })),
    /**
     * Takes one into BACKUP_DIR, restores it into a scratch database to check it, and drops the
     * oldest beyond BACKUP_KEEP. A failure is logged and mailed to the admins, then thrown.
     */
    async takeVerified(): Promise<BackupEntry> {
      try {
        const taken = await oneAtATime(async () => {
          const out = path.join(dir, nameAt(clock.now()));
          const archive = await takeBackup(sources, { out, passphrase: passphrase ?? undefined, clock });
          await verify(archive);
          return archive;
        });
        await prune();
        log.info({ file: taken.file, bytes: taken.bytes }, 'backup taken and verified');
        const entry = (await list()).find((candidate) => candidate.name === path.basename(taken.file));
        if (!entry) throw new Error(`${taken.file} is gone`);
        return entry;
      } catch (error) {
        log.error({ err: error }, 'backup failed');
        await alert(
          'A backup of the restaurant failed',
          `The backup into ${dir} failed: ${(error as Error).message}\n\nThe last good one is still there; see docs/operations.md.`,
        ).catch((mailError: unknown) => log.error({ err: mailError }, 'could not mail the admins about it'));
        throw error;
      }
    },
    list,
    /** The newest verified backup, if any. */
    async lastGood(): Promise<BackupEntry | null> {
      return (await list()).find((entry) => entry.verified) ?? null;
    },
    /** The file of a backup listed in BACKUP_DIR, or null. */
    async fileOf(name: string): Promise<string | null> {
      return (await list()).some((entry) => entry.name === name) ? path.join(dir, name) : null;
    },
  };
}
