// `npm run backup -- --out FILE`: one archive of the shop (database, pictures, generated secrets).
// With a server running on DATA_DIR, that server takes it; otherwise this command opens the data.

import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileSize } from '@bistro/contract/file-size';
import { loadConfig } from '../config/env.ts';
import { type DatabaseHandle, openDatabase } from '../db/connect.ts';
import { DatabaseInUseError } from '../db/embedded-lock.ts';
import { keepNewFilesPrivate } from '../db/private-files.ts';
import {
  archiveName,
  BackupError,
  CONTROL_TOKEN_HEADER,
  findRunningServer,
  nameAt,
  takeBackup,
  takeIntoStore,
} from '../features/backups/index.ts';
import { createImageStore } from '../features/images/index.ts';
import { systemClock } from '../plugins/app/clock.ts';

const usage = 'Usage: npm run backup -- [--out FILE]   (FILE ends in .backup; by default a new file in BACKUP_DIR)';

// Before anything is written: the shop's files are its own.
keepNewFilesPrivate();

async function main(args: string[]): Promise<number> {
  const outAt = args.indexOf('--out');
  if (args.length > 0 && (outAt !== 0 || !args[1] || args.length > 2)) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  // Without --out: into BACKUP_DIR (a folder, or the object store).
  const out = args[1] ? path.resolve(archiveName(args[1])) : undefined;
  if (out) await mkdir(path.dirname(out), { recursive: true });

  const server = await findRunningServer(config.dataDir);
  if (server) {
    const response = await fetch(`${server.url}/api/backups/by-command`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CONTROL_TOKEN_HEADER]: server.token },
      body: JSON.stringify(out ? { out } : {}),
    });
    const answer = (await response.json().catch(() => ({}))) as { file?: string; bytes?: number; message?: string };
    if (!response.ok || !answer.file) {
      console.error(
        `The running server (process ${server.pid}) could not take the backup: ${answer.message ?? response.status}`,
      );
      return 1;
    }
    console.log(`The running server (process ${server.pid}) wrote ${answer.file} (${fileSize(answer.bytes ?? 0)}).`);
    return 0;
  }

  let handle: DatabaseHandle;
  try {
    handle = await openDatabase(config.database);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(`${error.message}\nOr start the site again: this command then asks it to take the backup.`);
    return 1;
  }
  try {
    const sources = { database: handle, pictures: createImageStore(config.images.store), dataDir: config.dataDir };
    const taken = out
      ? await takeBackup(sources, { out, passphrase: config.backups.passphrase ?? undefined, clock: systemClock })
      : await takeIntoStore(sources, config, { name: nameAt(systemClock.now()), clock: systemClock });
    const rows = taken.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Wrote ${taken.file} (${fileSize(taken.bytes)}${config.backups.passphrase ? ', encrypted' : ''}): ${rows} rows, ${taken.manifest.pictures.length} pictures.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
