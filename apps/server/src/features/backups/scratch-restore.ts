import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { TransactionRollbackError } from 'drizzle-orm';
import { pgliteHandle } from '../../db/connect.ts';
import { keepNewFilesPrivate } from '../../db/private-files.ts';
import { BackupError } from './archive.ts';
import { loadArchive } from './database-import.ts';
import { type OpenedArchive, openArchive } from './restore-backup.ts';

/**
 * The process that verifies an archive (started by verify-archive.ts): restores it into a scratch
 * embedded database on disk and answers the rows per table, then rolls the restore back. The
 * scratch database is a copy of an empty one kept in DATA_DIR/verification-db/template (made once:
 * creating one is the costly part, about 1 GB of memory at its peak, against about 250 MB to open
 * one), and the copy is deleted at the end, its write-ahead log with it: a rolled-back restore
 * still wrote the diners' data and password hashes there. On disk with a small page cache, the
 * memory does not grow with the shop; in a process of its own, the site's memory does not grow at
 * all, and all of it is given back at the end.
 */

keepNewFilesPrivate();

export interface ScratchRestoreJob {
  file: string;
  passphrase: string | null;
  /** Where the archive is unpacked. */
  workDir: string;
  /** The scratch database's folder, created on first use. */
  scratchDir: string;
}

export type ScratchRestoreAnswer =
  | { rows: Record<string, number> }
  | { error: string; kind: BackupError['kind'] | 'failure' };

const STARTED_WITH = {
  // Enough for the restore's reads and writes; PGlite's default (128 MB) would be filled and kept.
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/**
 * The empty database every scratch one is copied from, made when it is missing. An earlier
 * release kept the scratch database itself in `dir`, its log holding the last archive verified:
 * that goes, and so do the copies of a verification that was killed.
 */
async function templateIn(dir: string): Promise<string> {
  const template = path.join(dir, 'template');
  if (existsSync(path.join(dir, 'PG_VERSION'))) await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const entry of await readdir(dir)) {
    if (entry !== 'template') await rm(path.join(dir, entry), { recursive: true, force: true });
  }
  if (existsSync(path.join(template, 'PG_VERSION'))) return template;
  const making = path.join(dir, `making-${randomBytes(4).toString('hex')}`);
  await (await PGlite.create(making, STARTED_WITH)).close();
  await rm(template, { recursive: true, force: true });
  await rename(making, template);
  return template;
}

/**
 * A scratch database copied from the template, and how to delete it with everything it wrote. A
 * template that does not open (damaged on disk) is made again, once.
 */
async function openScratch(dir: string): Promise<{ database: PGlite; remove: () => Promise<void> }> {
  const copy = path.join(dir, `run-${randomBytes(4).toString('hex')}`);
  scratchCopy = copy;
  const remove = () => rm(copy, { recursive: true, force: true });
  const openCopy = async () => {
    await cp(await templateIn(dir), copy, { recursive: true });
    return PGlite.create(copy, STARTED_WITH);
  };
  try {
    return { database: await openCopy(), remove };
  } catch {
    await remove();
    await rm(path.join(dir, 'template'), { recursive: true, force: true });
    return { database: await openCopy(), remove };
  }
}

/** The archive being verified, unpacked, and its scratch copy: removed if the site goes before the end. */
let unpacked: OpenedArchive | undefined;
let scratchCopy: string | undefined;

async function restoreAndRollBack({ file, passphrase, workDir, scratchDir }: ScratchRestoreJob) {
  const opened = await openArchive(file, { passphrase: passphrase ?? undefined, workDir });
  unpacked = opened;
  const { database, remove } = await openScratch(scratchDir);
  const scratch = pgliteHandle(database);
  try {
    let rows: Record<string, number> = {};
    await scratch.db
      .transaction(async (tx) => {
        rows = await loadArchive(tx, opened.dir, opened.manifest);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    return rows;
  } finally {
    await scratch.close();
    await remove();
    await opened.dispose();
  }
}

/** The site that asked has gone: stop, leaving nothing behind. */
function onSiteGone() {
  if (unpacked) rmSync(unpacked.dir, { recursive: true, force: true });
  if (scratchCopy) rmSync(scratchCopy, { recursive: true, force: true });
  process.exit(1);
}
process.once('disconnect', onSiteGone);

process.once('message', async (job: ScratchRestoreJob) => {
  let answer: ScratchRestoreAnswer;
  try {
    answer = { rows: await restoreAndRollBack(job) };
  } catch (error) {
    answer = {
      error: (error as Error).message,
      kind: error instanceof BackupError ? error.kind : 'failure',
    };
  }
  process.send?.(answer, () => {
    process.off('disconnect', onSiteGone);
    process.disconnect();
  });
});
