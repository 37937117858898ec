import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/helper.ts';
import { openDatabase } from '../db/connect.ts';
import { createUsersRepository } from '../features/users/users-repository.ts';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');

describe('npm run admin -- promote <email>', () => {
  it('makes the user an administrator in the configured database', { timeout: 60_000 }, async () => {
    const config = await testConfig();
    const env = { ...process.env, DATA_DIR: config.dataDir, LOG_LEVEL: 'silent' };
    const { stdout } = await run('npx', ['tsx', 'src/cli/admin.ts', 'promote', 'Chef@Bistro.test'], {
      cwd: serverDir,
      env,
    });
    expect(stdout).toContain('chef@bistro.test is now an administrator.');

    const handle = await openDatabase(config.database);
    try {
      expect((await createUsersRepository(handle.db).findByEmail('chef@bistro.test'))?.role).toBe('admin');
    } finally {
      await handle.close();
    }
  });

  it('explains its usage when the command is wrong', async () => {
    const failure = await run('npx', ['tsx', 'src/cli/admin.ts', 'demote', 'x@y.z'], { cwd: serverDir }).catch(
      (error) => error,
    );
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain('Usage: npm run admin -- promote <email>');
  });
});
