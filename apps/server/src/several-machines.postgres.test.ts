import { pictureAt } from '@bistro/contract/pictures';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppOnData, createPostgresTestDatabase, signInAs, testConfig, uploadPicture } from '../test/helper.ts';
import { type ObjectStoreServer, startObjectStoreServer } from '../test/object-store-server.ts';
import { buildApp } from './app.ts';
import type { AppConfig } from './config/env.ts';
import { restoreShop } from './features/backups/index.ts';

import { systemClock } from './plugins/app/clock.ts';
import { openObjectStore } from './storage/object-store.ts';

// Two machines of one site: each its own DATA_DIR (nothing shared on disk), one PostgreSQL, and
// an S3-compatible object store (a real one, started by the test) for pictures and backups.
describe('machines that share only PostgreSQL and the object store', () => {
  let store: ObjectStoreServer;
  let env: Record<string, string>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let objectStore: AppConfig['objectStore'];
  beforeAll(async () => {
    store = await startObjectStoreServer();
    env = {
      DATABASE_URL: await createPostgresTestDatabase(),
      AUTH_SECRET: 'shared-auth-secret-for-every-machine-0000',
      JWT_SECRET: 'shared-jwt-secret-for-every-machine-00000',
      INSTANCES: '2',
      BACKUP_DIR: 's3://bistro-machines/backups',
      ...(await store.bucket('bistro-machines')),
    };
    const configs = await Promise.all([testConfig(env), testConfig(env)]);
    objectStore = configs[0]?.objectStore ?? null;
    [a, b] = (await Promise.all(configs.map((config) => buildApp({ config, logger: false })))) as [
      FastifyInstance,
      FastifyInstance,
    ];
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await store?.stop();
  });

  it('serves on one machine a picture uploaded through the other, and its sized copies, with ETags, cached for good', async () => {
    const admin = await signInAs(a, { email: 'owner@bistro.test', role: 'admin' });
    const url = await uploadPicture(a, admin);
    expect(url).toMatch(/^\/images\/uploads\/[\w-]+\.webp$/);

    const served = await b.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(served.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await b.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const small = await b.inject({ method: 'GET', url: pictureAt(url, 240) });
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(240);
    // Made once, kept in the store beside the upload: the other machine serves the same bytes.
    const name = url.split('/').at(-1) ?? '';
    const pictures = openObjectStore({ kind: 's3', bucket: 'bistro-machines', prefix: 'uploads' }, objectStore);
    expect(new Set((await pictures.list()).map((object) => object.key))).toEqual(new Set([name, `sized/240/${name}`]));
    const fromA = await a.inject({ method: 'GET', url: pictureAt(url, 240) });
    expect(fromA.rawPayload.equals(small.rawPayload)).toBe(true);
    expect(fromA.headers.etag).toBe(small.headers.etag);
  });

  it('lists, downloads and verifies on either machine the backups taken on the other', {
    timeout: 60_000,
  }, async () => {
    const admin = await signInAs(a, { email: 'owner@bistro.test', role: 'admin' });
    const taken = await a.inject({ method: 'POST', url: '/api/backups', headers: admin.headers });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json()).toMatchObject({ verified: true });

    const onB = (await b.inject({ method: 'GET', url: '/api/backups', headers: admin.headers })).json();
    expect(onB.dir).toBe('s3://bistro-machines/backups/');
    expect(onB.backups).toEqual([expect.objectContaining({ name: taken.json().name, verified: true })]);
    const download = await b.inject({
      method: 'GET',
      url: `/api/backups/${taken.json().name}`,
      headers: admin.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.length).toBe(taken.json().bytes);
  });

  it('restores a backup from the store into a new PostgreSQL, on a machine that never saw either disk', {
    timeout: 60_000,
  }, async () => {
    const admin = await signInAs(a, { email: 'owner@bistro.test', role: 'admin' });
    const url = await uploadPicture(a, admin);
    // As `npm run backup` has the running site take one into BACKUP_DIR (verification is the test above's).
    const taken = await a.backups.take();
    expect(taken.file).toMatch(/^s3:\/\/bistro-machines\/backups\/bistro-boss-.*\.backup$/);

    const elsewhere = { ...env, DATABASE_URL: await createPostgresTestDatabase() };
    const fresh = await testConfig(elsewhere);
    const name = taken.file.split('/').at(-1) ?? '';
    const { manifest } = await restoreShop(fresh, name, { replace: false, clock: systemClock });
    expect(manifest.pictures).toContain(url.split('/').at(-1));
    const restored = await buildAppOnData({ ...elsewhere, DATA_DIR: fresh.dataDir });
    try {
      expect((await restored.usersRepository.findByEmail('owner@bistro.test'))?.role).toBe('admin');
      expect((await restored.inject({ method: 'GET', url })).statusCode).toBe(200);
    } finally {
      await restored.close();
    }
  });

  it('sends pictures to PICTURES_PUBLIC_URL when it is set', async () => {
    const cdn = await buildApp({
      config: await testConfig({ ...env, PICTURES_PUBLIC_URL: 'https://pictures.example.com/' }),
      logger: false,
    });
    try {
      const admin = await signInAs(cdn, { email: 'owner@bistro.test', role: 'admin' });
      const url = await uploadPicture(cdn, admin);
      const name = url.split('/').at(-1);
      const original = await cdn.inject({ method: 'GET', url });
      expect(original.statusCode).toBe(301);
      expect(original.headers.location).toBe(`https://pictures.example.com/uploads/${name}`);
      const small = await cdn.inject({ method: 'GET', url: pictureAt(url, 768) });
      expect(small.headers.location).toBe(`https://pictures.example.com/uploads/sized/768/${name}`);
    } finally {
      await cdn.close();
    }
  });
});
