import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, signInAs, testConfig } from '../../test/helper.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/connect.ts';
import { auditOn } from '../features/audit/index.ts';
import { usersOn } from '../features/users/index.ts';
import { systemClock } from '../plugins/app/clock.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** `npm run <command> -- …args` with this environment, as an owner types it. */
const npmRun = (
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> =>
  run('npm', ['run', '--silent', command, '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'silent', BACKUP_EVERY: 'off', ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe('npm run backup and npm run restore', () => {
  let server: FastifyInstance;
  let serverDataDir: string;
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'bistro-cli-'));
    const config = await testConfig();
    serverDataDir = config.dataDir;
    const database = await createTestDatabase();
    server = await buildApp({ config, database, logger: false });
    server.addHook('onClose', () => database.close());
    await server.listen({ host: '127.0.0.1', port: 0 });
    await signInAs(server, { email: 'owner@bistro.test', role: 'admin' });
  });
  afterAll(async () => {
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  });

  // Each step is a test of its own (its own timeout), in order: the archive the first writes is
  // what the others restore, and the shop the second restores is the one the third replaces.
  let archive: string;
  let dataDir: string;

  it('backs up through the running server, and refuses to restore over it while it runs', {
    timeout: 60_000,
  }, async () => {
    archive = path.join(scratch, 'shop.backup');
    const backedUp = await npmRun('backup', ['--out', archive], { DATA_DIR: serverDataDir });
    expect(backedUp.stderr).toBe('');
    expect(backedUp.stdout).toMatch(new RegExp(`The running server \\(process ${process.pid}\\) wrote ${archive}`));

    const whileRunning = await npmRun('restore', [archive], { DATA_DIR: serverDataDir });
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.stderr).toMatch(/is running on .*: stop it first/);
  });

  it('restores into a new shop, its files its account’s alone, the restore in its audit log', {
    timeout: 60_000,
  }, async () => {
    dataDir = path.join(scratch, 'restored');
    const restored = await npmRun('restore', [archive], { DATA_DIR: dataDir });
    expect(restored.stdout).toMatch(/Restored .*shop\.backup .* into the embedded database/);
    // A plain archive carries no session and no signing secret: the restore says what that means.
    expect(restored.stdout).toMatch(/Everyone signs in again .* the guest links mailed before .* no longer open/);
    // What the command made is its account's alone, whatever the umask it was started with.
    for (const made of ['', 'db', 'db/pg_wal']) {
      expect((await stat(path.join(dataDir, made))).mode & 0o077, made || 'DATA_DIR').toBe(0);
    }
    expect((await stat(path.join(dataDir, 'secrets.json'))).mode & 0o777).toBe(0o600);

    const handle = await openDatabase(loadConfig({ DATA_DIR: dataDir }).database);
    try {
      expect((await usersOn(handle.db).findByEmail('owner@bistro.test'))?.role).toBe('admin');
      // The restore is in the restored shop's audit log, as the system's (a command on the server).
      const restores = await auditOn(handle.db, systemClock, 'UTC').list({ action: 'backup.restore' }, 10);
      expect(restores).toEqual([
        expect.objectContaining({ actor: null, subject: { kind: 'backup', id: 'shop.backup' } }),
      ]);
    } finally {
      await handle.close();
    }
  });

  it('refuses a shop with data until --replace, which backs that shop up first', { timeout: 60_000 }, async () => {
    const refused = await npmRun('restore', [archive], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already holds a shop.*--replace/);

    const replaced = await npmRun('restore', [archive, '--replace'], { DATA_DIR: dataDir });
    expect(replaced.stdout).toMatch(/The shop that was there is backed up in .*before-restore-.*\.backup/);
    expect((await readdir(path.join(dataDir, 'backups'))).filter((name) => name.endsWith('.backup'))).toHaveLength(1);
  });

  it('explains its usage when the arguments are wrong', async () => {
    const failure = await npmRun('restore', [], { DATA_DIR: scratch });
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain('Usage: npm run restore -- FILE [--replace]');
  });
});
