import { spawn } from 'node:child_process';
import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const TYPESCRIPT_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/**
 * Every file under DATA_DIR/db once was mode 0666 (the embedded database sets it so) in folders
 * every account could enter: anyone on the machine read the diners' emails and payment secrets
 * from its log. The server keeps what it creates to its own account and tightens what it finds,
 * saying so; started here as `npm start` starts it, under the usual umask of 022.
 */
describe('the server’s files are its own', () => {
  it('makes DATA_DIR and everything in it its account’s alone, and says what it tightened', {
    timeout: 90_000,
  }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bistro-private-start-'));
    await mkdir(path.join(dataDir, 'outbox'));
    await writeFile(path.join(dataDir, 'outbox', 'earlier.eml'), 'To: diner@example.com');
    await chmod(path.join(dataDir, 'outbox', 'earlier.eml'), 0o644);
    await chmod(path.join(dataDir, 'outbox'), 0o755);
    await chmod(dataDir, 0o755);
    const server = spawn(process.execPath, ['--import', TYPESCRIPT_LOADER, 'src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        WEB_DIST_DIR: '',
        LOG_LEVEL: 'silent',
        BACKUP_EVERY: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    try {
      await expect.poll(() => output, { timeout: 60_000, interval: 200 }).toMatch(/Bistro Boss is open at/);
      expect(output).toContain(
        `Made 3 files and folders in ${dataDir} readable by this account only: other accounts on this machine could read (or write) them.`,
      );
      const entries = [
        dataDir,
        ...(await readdir(dataDir, { recursive: true })).map((entry) => path.join(dataDir, String(entry))),
      ];
      const open: string[] = [];
      for (const entry of entries) {
        const stats = await lstat(entry).catch(() => null);
        // Folders nobody else enters; the files of ours nobody else reads (the database's own sit in those folders).
        const ours = !entry.startsWith(path.join(dataDir, 'db'));
        if (stats && (stats.isDirectory() || ours) && stats.mode & 0o077)
          open.push(path.relative(dataDir, entry) || '.');
      }
      expect(open).toEqual([]);
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
