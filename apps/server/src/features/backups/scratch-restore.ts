import { rmSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { TransactionRollbackError } from 'drizzle-orm';
import { pgliteHandle } from '../../db/connect.ts';
import { BackupError } from './archive.ts';
import { loadArchive } from './database-import.ts';
import { type OpenedArchive, openArchive } from './restore-backup.ts';

/**
 * The process that verifies an archive (started by verify-archive.ts): restores it into a scratch
 * embedded database on disk and answers the rows per table, then rolls the restore back, so the
 * scratch database stays empty between verifications. It is kept (in DATA_DIR) because creating
 * one is the costly part: about 1 GB of memory at its peak, against about 250 MB to open one.
 * On disk with a small page cache, the memory does not grow with the shop; in a process of its
 * own, the site's memory does not grow at all, and all of it is given back at the end.
 */

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

/** The scratch database; one a killed verification left unusable is made again. */
async function openScratch(dir: string): Promise<PGlite> {
  await mkdir(path.dirname(dir), { recursive: true });
  try {
    return await PGlite.create(dir, STARTED_WITH);
  } catch {
    await rm(dir, { recursive: true, force: true });
    return PGlite.create(dir, STARTED_WITH);
  }
}

/** The archive being verified, unpacked: removed if the site goes before the end. */
let unpacked: OpenedArchive | undefined;

async function restoreAndRollBack({ file, passphrase, workDir, scratchDir }: ScratchRestoreJob) {
  const opened = await openArchive(file, { passphrase: passphrase ?? undefined, workDir });
  unpacked = opened;
  const scratch = pgliteHandle(await openScratch(scratchDir));
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
    await opened.dispose();
  }
}

/** The site that asked has gone: stop, leaving nothing behind. */
function onSiteGone() {
  if (unpacked) rmSync(unpacked.dir, { recursive: true, force: true });
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
