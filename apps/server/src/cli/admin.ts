// `npm run admin -- promote <email>`: makes an account with that address confirmed an administrator;
// any other address becomes one when an account signs in with it confirmed (as ADMIN_EMAILS does).
import { loadConfig } from '../config/env.ts';
import { type DatabaseHandle, openDatabase } from '../db/connect.ts';
import { DatabaseInUseError } from '../db/embedded-lock.ts';
import { migrate } from '../db/migrate.ts';
import { keepNewFilesPrivate } from '../db/private-files.ts';
import { usersOn } from '../features/users/index.ts';
import { systemClock } from '../plugins/app/clock.ts';

const usage = 'Usage: npm run admin -- promote <email>';

// Before anything is written: the shop's files are its own.
keepNewFilesPrivate();

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command !== 'promote' || !email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
    console.error(usage);
    return 2;
  }
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase(loadConfig().database);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(
      `${error.message}\nOr add the address to ADMIN_EMAILS and restart the site: it becomes an administrator once it confirms the address.`,
    );
    return 1;
  }
  try {
    await handle.withStartupLock((db) => migrate(handle, db));
    const address = email.toLowerCase();
    const outcome = await usersOn(handle.db).promoteWhenConfirmed(address, systemClock.now());
    console.log(
      outcome === 'promoted'
        ? `${address} is now an administrator.`
        : `${address} has no account with its address confirmed yet: it becomes an administrator when it signs in with the address confirmed (the link mailed at sign-up), so that nobody else can register it first and take the role.`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
