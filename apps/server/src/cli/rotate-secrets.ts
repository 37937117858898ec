// `npm run rotate-secrets`: new signing secrets for the shop, and everyone signed out: when an
// administrator leaves, or a copy of DATA_DIR/secrets.json (an old backup) went where it should not.
import { loadConfig } from '../config/env.ts';
import { type DatabaseHandle, openDatabase } from '../db/connect.ts';
import { DatabaseInUseError } from '../db/embedded-lock.ts';
import { migrate } from '../db/migrate.ts';
import { keepNewFilesPrivate } from '../db/private-files.ts';
import { findRunningServer } from '../features/backups/index.ts';
import { rotateSecrets } from '../features/identity/index.ts';

// Before anything is written: the shop's files are its own.
keepNewFilesPrivate();

async function main(args: string[]): Promise<number> {
  if (args.length > 0) {
    console.error('Usage: npm run rotate-secrets   (with the site stopped)');
    return 2;
  }
  const config = loadConfig();
  if (config.identity.authSecret && config.identity.jwtSecret) {
    console.error(
      'AUTH_SECRET and JWT_SECRET are set in the environment, so the shop does not use generated secrets: change them there (32 characters or more each), then restart every process of the site.',
    );
    return 1;
  }
  const server = await findRunningServer(config.dataDir);
  if (server) {
    console.error(
      `A server (process ${server.pid}, ${server.url}) is running on ${config.dataDir}: stop it (and every other process of the site) first, then rotate the secrets.`,
    );
    return 1;
  }
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase(config.database);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    await handle.withStartupLock((db) => migrate(handle, db));
    const { sessionsEnded } = await rotateSecrets(handle.db, config.dataDir);
    console.log(
      `New signing secrets are in ${config.dataDir}/secrets.json. ${sessionsEnded} ${sessionsEnded === 1 ? 'session' : 'sessions'} ended: everyone signs in again, API tokens made before are refused, and the guest links mailed before (orders, bookings) no longer open. Start the site again${config.database.kind === 'postgres' ? ' (every process of it, each with this DATA_DIR or a copy of the new file)' : ''}.`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
