import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildAppOnData } from '../../test/helper.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/connect.ts';
import { usersOn } from '../features/users/index.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

describe('npm run admin -- promote <email>', () => {
  it('makes an administrator of an address only once an account confirms it, in the database `npm start` uses, run where it is', {
    timeout: 120_000,
  }, async () => {
    // A relative DATA_DIR, as the default `./data` is: it must mean the same for both commands.
    const dataDir = `node_modules/.cache/admin-test-${randomUUID()}`;
    const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    const promote = (email: string) =>
      run('npm', ['run', '--silent', 'admin', '--', 'promote', email], { cwd: repoRoot, env });
    const config = loadConfig({ DATA_DIR: path.join(repoRoot, dataDir), LOG_LEVEL: 'silent', WEB_DIST_DIR: '' });
    try {
      // While a site has the embedded database open, it refuses instead of corrupting it.
      const site = await openDatabase(config.database);
      const refused = await promote('Chef@Bistro.test').catch((error) => error);
      await site.close();
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/is in use by process \d+ .*Stop it first/);

      // No account has the address yet: nobody becomes an administrator by registering it first.
      const waiting = await promote('Chef@Bistro.test');
      expect(waiting.stdout).toContain(
        'chef@bistro.test has no account with its address confirmed yet: it becomes an administrator when it signs in with the address confirmed',
      );
      const app = await buildAppOnData({ DATA_DIR: config.dataDir });
      try {
        expect(await app.users.findByEmail('chef@bistro.test')).toBeUndefined();
        const signIn = (emailVerified: boolean) =>
          app.signIn.tokenFor({ email: 'chef@bistro.test', name: 'Chef', emailVerified, signedInAt: new Date() });
        await signIn(false);
        expect((await app.users.findByEmail('chef@bistro.test'))?.role).toBe('user');
        await signIn(true);
        expect((await app.users.findByEmail('chef@bistro.test'))?.role).toBe('admin');
        // An account whose address is confirmed is promoted at once.
        await app.signIn.tokenFor({
          email: 'sous@bistro.test',
          name: 'Sous',
          emailVerified: true,
          signedInAt: new Date(),
        });
      } finally {
        await app.close();
      }
      expect((await promote('sous@bistro.test')).stdout).toContain('sous@bistro.test is now an administrator.');
      const handle = await openDatabase(config.database);
      try {
        expect((await usersOn(handle.db).findByEmail('sous@bistro.test'))?.role).toBe('admin');
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
