import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ObjectStoreServer, startObjectStoreServer } from '../../test/object-store-server.ts';
import type { ObjectStoreSettings } from '../config/env.ts';
import { type ObjectStore, openObjectStore, readWhole } from './object-store.ts';

const settingsOf = (env: Record<string, string>): ObjectStoreSettings => ({
  endpoint: env.S3_ENDPOINT ?? null,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' },
});

// The same expectations of both stores: on this disk, and in an S3-compatible server the test starts.
describe.each(['disk', 's3'] as const)('the object store (%s)', (kind) => {
  let server: ObjectStoreServer | undefined;
  let store: ObjectStore;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bistro-store-'));
    if (kind === 'disk') {
      store = openObjectStore({ kind: 'disk', dir }, null);
      return;
    }
    server = await startObjectStoreServer();
    const env = await server.bucket('bistro-store-test');
    store = openObjectStore({ kind: 's3', bucket: 'bistro-store-test', prefix: 'shop/backups' }, settingsOf(env));
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps, lists, reads (whole and in part) and removes objects by key', async () => {
    await store.check();
    await store.put('b.webp', Buffer.from('bytes of b'));
    await store.put('sized/240/a.webp', Buffer.from('small a'));
    expect((await readWhole(store, 'b.webp'))?.toString()).toBe('bytes of b');
    const start = await store.read('b.webp', { start: 0, end: 4 });
    expect(Buffer.concat((await start?.toArray()) ?? []).toString()).toBe('bytes');
    expect((await store.list()).map(({ key, bytes }) => [key, bytes])).toEqual([
      ['b.webp', 10],
      ['sized/240/a.webp', 7],
    ]);
    expect((await store.list('sized/')).map((object) => object.key)).toEqual(['sized/240/a.webp']);
    expect(await store.stat('b.webp')).toMatchObject({ key: 'b.webp', bytes: 10 });
    await store.remove('b.webp');
    expect(await store.read('b.webp')).toBeNull();
    expect(await store.stat('b.webp')).toBeNull();
    await store.remove('b.webp');
  });

  it('moves a finished file in, whole, and the file is gone from where it was', async () => {
    const elsewhere = await mkdtemp(path.join(os.tmpdir(), 'bistro-store-file-'));
    const file = path.join(elsewhere, 'archive.backup');
    const bytes = Buffer.alloc(9 * 1024 * 1024, 7);
    await writeFile(file, bytes);
    await store.putFile('archive.backup', file);
    expect((await readWhole(store, 'archive.backup'))?.equals(bytes)).toBe(true);
    await expect(writeFile(file, '', { flag: 'wx' })).resolves.toBeUndefined();
    await rm(elsewhere, { recursive: true, force: true });
  });
});

describe('an object store that cannot be reached', () => {
  it('says so at start, naming what to check', async () => {
    const store = openObjectStore(
      { kind: 's3', bucket: 'no-such-store', prefix: '' },
      settingsOf({ S3_ENDPOINT: 'http://127.0.0.1:9', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }),
    );
    await expect(store.check()).rejects.toThrow(/The object store refused s3:\/\/no-such-store .*S3_ENDPOINT/);
  });
});
