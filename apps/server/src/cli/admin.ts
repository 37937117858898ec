// `npm run admin -- promote <email>`: makes a user an administrator (creating their record if needed).
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/connect.ts';
import { migrate } from '../db/migrate.ts';
import { createUsersRepository } from '../features/users/users-repository.ts';

const usage = 'Usage: npm run admin -- promote <email>';

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command !== 'promote' || !email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
    console.error(usage);
    return 2;
  }
  const handle = await openDatabase(loadConfig().database);
  try {
    await handle.withStartupLock((db) => migrate(handle, db));
    const user = await createUsersRepository(handle.db).ensure({
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
