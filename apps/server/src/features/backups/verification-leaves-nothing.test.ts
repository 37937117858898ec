import { lstat, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppOnHandle, createTestDatabase, signInAs, testConfig } from '../../../test/helper.ts';
import type { AppConfig } from '../../config/env.ts';
import type { DatabaseHandle } from '../../db/connect.ts';
import { takeBackup, verifyArchive } from './index.ts';

/**
 * The verification's scratch database once kept, in its write-ahead log, the diners' addresses
 * and password hashes of the last archive it restored (the restore was rolled back, the log was
 * not), in files every account on the machine could read.
 */
describe('verifying an archive leaves none of it on disk', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let config: AppConfig;
  const marker = 'wal-marker-3f9c1d@bistro.test';

  beforeAll(async () => {
    config = await testConfig();
    database = await createTestDatabase();
    app = await buildAppOnHandle(config, database);
    await signInAs(app, { email: marker, name: 'Marker Diner' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (config) await rm(config.dataDir, { recursive: true, force: true });
  });

  /** Every file under `dir`, with its mode. */
  async function filesUnder(dir: string): Promise<{ file: string; mode: number; folder: boolean }[]> {
    const entries = await readdir(dir, { recursive: true });
    return Promise.all(
      entries.map(async (entry) => {
        const file = path.join(dir, String(entry));
        const stats = await lstat(file);
        return { file, mode: stats.mode & 0o777, folder: stats.isDirectory() };
      }),
    );
  }

  it('keeps no file holding a verified archive’s data, and no folder another account may enter', {
    timeout: 120_000,
  }, async () => {
    const { file } = await takeBackup(
      { database, pictures: app.imageStore, dataDir: config.dataDir },
      { out: path.join(config.dataDir, 'backups', 'marked.backup'), clock: app.clock },
    );
    for (let round = 0; round < 2; round++) {
      const rows = await verifyArchive(file, { passphrase: null, workDir: config.dataDir, dataDir: config.dataDir });
      expect(rows.users).toBeGreaterThan(0);
    }
    const scratch = path.join(config.dataDir, 'verification-db');
    const files = await filesUnder(scratch);
    expect(files.length).toBeGreaterThan(0);
    const holding: string[] = [];
    for (const { file: each, folder } of files) {
      if (!folder && (await readFile(each)).includes(marker)) holding.push(path.relative(scratch, each));
    }
    expect(holding).toEqual([]);
    expect((await lstat(scratch)).mode & 0o077).toBe(0);
    expect(files.filter(({ folder, mode }) => folder && mode & 0o077).map(({ file: each }) => each)).toEqual([]);
  });
});
