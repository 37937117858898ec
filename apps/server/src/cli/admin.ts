// `npm run admin -- promote <email>`: makes a user an administrator (creating their record if needed).
import { loadConfig } from '../config/env.ts';
import { type DatabaseHandle, openDatabase } from '../db/connect.ts';
import { DatabaseInUseError } from '../db/embedded-lock.ts';
import { migrate } from '../db/migrate.ts';
import { usersOn } from '../features/users/index.ts';

const usage = 'Usage: npm run admin -- promote <email>';

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
    const user = await usersOn(handle.db).ensure({
      name: email.split('@')[0] ?? email,
      email,
      admin: true,
    });
    console.log(`${user.email} is now an administrator.`);
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
