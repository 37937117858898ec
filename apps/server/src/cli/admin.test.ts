import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/connect.ts';
import { usersOn } from '../features/users/index.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

describe('npm run admin -- promote <email>', () => {
  it('makes the user an administrator in the database `npm start` uses, run where it is', {
    timeout: 60_000,
  }, async () => {
    // A relative DATA_DIR, as the default `./data` is: it must mean the same for both commands.
    const dataDir = `node_modules/.cache/admin-test-${randomUUID()}`;
    const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    const promote = () =>
      run('npm', ['run', '--silent', 'admin', '--', 'promote', 'Chef@Bistro.test'], { cwd: repoRoot, env });
    const database = loadConfig({ DATA_DIR: path.join(repoRoot, dataDir) }).database;
    try {
      // While a site has the embedded database open, it refuses instead of corrupting it.
      const site = await openDatabase(database);
      const refused = await promote().catch((error) => error);
      await site.close();
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/is in use by process \d+ .*Stop it first/);

      const { stdout } = await promote();
      expect(stdout).toContain('chef@bistro.test is now an administrator.');

      const handle = await openDatabase(database);
      try {
        expect((await usersOn(handle.db).findByEmail('chef@bistro.test'))?.role).toBe('admin');
      } finally {
        await handle.close();
      }
    } finally {
      await rm(path.join(repoRoot, dataDir), { recursive: true, force: true });
    }
  });

  it('explains its usage when the command is wrong', async () => {
    const failure = await run('npm', ['run', '--silent', 'admin', '--', 'demote', 'x@y.z'], { cwd: repoRoot }).catch(
      (error) => error,
    );
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain('Usage: npm run admin -- promote <email>');
  });
});
