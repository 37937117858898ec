import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ObjectStoreServer, startObjectStoreServer } from '../../test/object-store-server.ts';
import { loadConfig } from '../config/env.ts';
import { openObjectStore, readWhole } from '../storage/object-store.ts';
import { copyToStore } from './copy-to-store.ts';

describe('npm run storage -- copy', () => {
  let server: ObjectStoreServer;
  let dataDir: string;
  beforeAll(async () => {
    server = await startObjectStoreServer();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bistro-copy-'));
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('copies the pictures and backups a site kept on disk into the object store, once', async () => {
    await mkdir(path.join(dataDir, 'uploads', 'sized', '240'), { recursive: true });
    await mkdir(path.join(dataDir, 'backups'), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads', 'Xy1-picture.webp'), 'picture bytes');
    await writeFile(path.join(dataDir, 'uploads', 'sized', '240', 'Xy1-picture.webp'), 'made again when asked');
    const archive = 'bistro-boss-2026-11-20T03-00-00-000Z.backup';
    await writeFile(path.join(dataDir, 'backups', archive), 'archive bytes');
    await writeFile(
      path.join(dataDir, 'backups', `${archive}.verified.json`),
      '{"takenAt":"2026-11-20T03:00:00.000Z"}',
    );
    await writeFile(path.join(dataDir, 'backups', 'notes.txt'), 'not a backup');
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://bistro@127.0.0.1/bistro',
      AUTH_SECRET: 'copy-test-auth-secret-of-32-characters',
      JWT_SECRET: 'copy-test-jwt-secret-of-32-characters!',
      BACKUP_DIR: 's3://bistro-copy/shop/backups',
      ...(await server.bucket('bistro-copy')),
    });

    expect(await copyToStore(config)).toEqual({ pictures: { copied: 1, there: 0 }, backups: { copied: 1, there: 0 } });
    const bucket = openObjectStore({ kind: 's3', bucket: 'bistro-copy', prefix: '' }, config.objectStore);
    expect((await bucket.list()).map((object) => object.key)).toEqual([
      'shop/backups/bistro-boss-2026-11-20T03-00-00-000Z.backup',
      'shop/backups/bistro-boss-2026-11-20T03-00-00-000Z.backup.verified.json',
      'uploads/Xy1-picture.webp',
    ]);
    expect((await readWhole(bucket, `shop/backups/${archive}`))?.toString()).toBe('archive bytes');
    // Again: all there already; and the files on disk stay.
    expect(await copyToStore(config)).toEqual({ pictures: { copied: 0, there: 1 }, backups: { copied: 0, there: 1 } });
    expect(
      (await readWhole(openObjectStore({ kind: 'disk', dir: dataDir }, null), `backups/${archive}`))?.toString(),
    ).toBe('archive bytes');
  });
});
