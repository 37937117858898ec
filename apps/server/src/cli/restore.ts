// `npm run restore -- FILE [--replace]`: restores an archive into the shop the configuration names
// (the embedded database in DATA_DIR, or DATABASE_URL), its pictures and, from an encrypted
// archive, its generated secrets (new ones otherwise). No session is restored.
// FILE is a file, `s3://bucket/key` in the object store, or the name of a backup in BACKUP_DIR.
import { loadConfig } from '../config/env.ts';
import { DatabaseInUseError } from '../db/embedded-lock.ts';
import { keepNewFilesPrivate } from '../db/private-files.ts';
import { BackupError, findRunningServer, restoreShop } from '../features/backups/index.ts';
import { systemClock } from '../plugins/app/clock.ts';

const usage =
  'Usage: npm run restore -- FILE [--replace]   (a file, s3://bucket/key, or a backup’s name in BACKUP_DIR)';

/** What changes for the people of the shop: backups keep no session, and a plain one no signing secret. */
const afterRestore = (newSecrets: boolean) =>
  newSecrets
    ? 'Everyone signs in again (backups keep no session), and the guest links mailed before (orders, bookings) no longer open: the archive carried no signing secrets (it is not encrypted), so the shop has new ones in DATA_DIR/secrets.json.'
    : 'Everyone signs in again: backups keep no session. The shop keeps its signing secrets, so guest links mailed before still open.';

// Before anything is written: the shop's files are its own.
keepNewFilesPrivate();

async function main(args: string[]): Promise<number> {
  const replace = args.includes('--replace');
  const files = args.filter((arg) => arg !== '--replace');
  const [file] = files;
  if (!file || files.length !== 1 || file.startsWith('--')) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const target = config.database.kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'DATABASE_URL';
  const server = await findRunningServer(config.dataDir);
  if (server) {
    console.error(
      `A server (process ${server.pid}, ${server.url}) is running on ${config.dataDir}: stop it first, then restore.`,
    );
    return 1;
  }
  try {
    const { manifest, replacedShopBackup, newSecrets } = await restoreShop(config, file, {
      replace,
      clock: systemClock,
    });
    if (replacedShopBackup) console.log(`The shop that was there is backed up in ${replacedShopBackup}.`);
    const rows = manifest.tables.map((table) => `${table.rows} ${table.name}`).join(', ');
    console.log(
      `Restored ${file} (taken ${manifest.takenAt}, migration ${manifest.migration.tag}) into ${target}: ${rows}; ${manifest.pictures.length} pictures.`,
    );
    console.log(afterRestore(newSecrets && !(config.identity.authSecret && config.identity.jwtSecret)));
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError || error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
