import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  buildAppOnData,
  buildTestApp,
  buyDishes,
  createPostgresTestDatabase,
  type SignedIn,
  signInAs,
} from '../../../test/helper.ts';
import { type PostgresServer, startPostgresServer } from '../../../test/postgres-server.ts';
import { loadConfig } from '../../config/env.ts';
import { openDatabase } from '../../db/connect.ts';
import { systemClock } from '../../plugins/app/clock.ts';
import { createImageStore } from '../images/index.ts';
import type { Manifest } from './archive.ts';
import { appTables, rowCounts } from './database-tables.ts';
import { BackupError, openArchive, restoreArchive, takeBackup } from './index.ts';

const picture = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 120, b: 40 } } })
    .png()
    .toBuffer();

async function uploadPicture(app: FastifyInstance, admin: SignedIn): Promise<string> {
  const boundary = '----backup-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="dish.png"\r\nContent-Type: image/png\r\n\r\n`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/images',
    payload: Buffer.concat([Buffer.from(head), await picture(), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.display_url;
}

const emptyDataDir = () => mkdtemp(path.join(os.tmpdir(), 'bistro-restored-'));

/** Restores the archive as `npm run restore` would into the shop this environment configures. */
async function restoreInto(file: string, env: Record<string, string>, { replace = false } = {}) {
  const config = loadConfig({ BACKUP_EVERY: 'off', ...env });
  const opened = await openArchive(file, { workDir: config.dataDir });
  const replaced: string[] = [];
  try {
    return await restoreArchive(opened, {
      database: config.database,
      pictures: createImageStore(config.images.store),
      dataDir: config.dataDir,
      replace,
      backUp: async (current) => {
        const out = path.join(config.backups.dir, 'replaced.backup');
        const taken = await takeBackup(
          { database: current, pictures: createImageStore(config.images.store), dataDir: config.dataDir },
          { out, clock: systemClock },
        );
        replaced.push(taken.file);
        return taken.file;
      },
    });
  } finally {
    await opened.dispose();
  }
}

async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '';
  } finally {
    await client.end();
  }
}

/** What the admin's dashboards say: the counters and the sales per dish. */
async function statisticsOf(app: FastifyInstance) {
  const admin = await signInAs(app, { email: 'owner@bistro.test', role: 'admin' });
  const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: admin.headers })).json();
  return { counters: await get('/api/admin-stats'), perDish: await get('/api/order-stats') };
}

interface RestoredShop {
  counts: Record<string, number>;
  orderIds: string[];
  ownerRole: string | undefined;
  pictureStatus: number;
  pictureType: string | undefined;
  highestNumber: number;
  newOrderNumber: number | undefined;
  statistics: unknown;
}

/** Everything a test looks at in a restored shop, read through the app started on it. */
async function lookAt(app: FastifyInstance, pictureUrl: string): Promise<Omit<RestoredShop, 'counts'>> {
  // At start-up the app completes the payments that were confirmed but not yet recorded when the
  // backup was taken (its reconciliation, in the background): wait for it, under its own lock.
  await app.checkout.reconcile(app.clock.now());
  const admin = await signInAs(app, { email: 'owner@bistro.test', role: 'admin' });
  const ownerRole = (await app.usersRepository.findByEmail('owner@bistro.test'))?.role;
  const listOrders = async () =>
    (await app.inject({ method: 'GET', url: '/api/orders', headers: admin.headers })).json() as {
      _id: string;
      number: number;
    }[];
  const orders = await listOrders();
  const served = await app.inject({ method: 'GET', url: pictureUrl });
  const statistics = await statisticsOf(app);
  const diner = await signInAs(app, { email: 'diner1@bistro.test' });
  const dish = ((await app.inject({ method: 'GET', url: '/api/menu' })).json() as { _id: string }[])[0];
  const { orderId } = await buyDishes(app, diner, [dish?._id ?? '']);
  return {
    orderIds: orders.map((order) => order._id),
    ownerRole,
    pictureStatus: served.statusCode,
    pictureType: String(served.headers['content-type']),
    highestNumber: Math.max(...orders.map((order) => order.number)),
    newOrderNumber: (await listOrders()).find((order) => order._id === orderId)?.number,
    statistics,
  };
}

/**
 * Restores the archive into the shop `env` configures and looks at it. The rows are counted
 * before the app starts: at start-up it completes payments that were confirmed but not yet
 * recorded when the backup was taken (its reconciliation), which changes them.
 */
async function restoreAndLook(archive: string, env: Record<string, string>, pictureUrl: string): Promise<RestoredShop> {
  await restoreInto(archive, env);
  const config = loadConfig({ BACKUP_EVERY: 'off', ...env });
  const direct = await openDatabase(config.database);
  const counts = await rowCounts(direct.db, await appTables(direct.db)).finally(() => direct.close());
  const app = await buildAppOnData(env);
  try {
    return { counts, ...(await lookAt(app, pictureUrl)) };
  } finally {
    await app.close();
  }
}

describe('a backup taken while diners pay', () => {
  let pictureUrl: string;
  let archive: string;
  let manifest: Manifest;
  let acknowledged: string[];
  let slowestRequestMs = 0;
  /** The slowest request while the same diners paid before the backup: what the machine's load costs alone. */
  let slowestBeforeMs = 0;
  let embeddedDir: string;
  let embedded: RestoredShop;
  const cleanup: string[] = [];
  const stopServers: PostgresServer[] = [];

  beforeAll(async () => {
    const source = await buildTestApp(
      {},
      {
        // How long each request took, from the moment the server had it to its answer.
        beforeReady: (app) =>
          app.addHook('onResponse', async (_request, reply) => {
            slowestRequestMs = Math.max(slowestRequestMs, reply.elapsedTime);
          }),
      },
    );
    try {
      const owner = await signInAs(source, { email: 'owner@bistro.test', role: 'admin', name: 'Owner' });
      pictureUrl = await uploadPicture(source, owner);
      const dishes = (await source.inject({ method: 'GET', url: '/api/menu' })).json() as { _id: string }[];
      const diners = await Promise.all(
        [1, 2, 3].map((n) => signInAs(source, { email: `diner${n}@bistro.test`, name: `Diner ${n}` })),
      );
      const paid: string[] = [];
      let paying = true;
      const payer = async (diner: SignedIn, dish: string) => {
        while (paying) paid.push((await buyDishes(source, diner, [dish])).orderId);
      };

      const payers = diners.map((diner, index) => payer(diner, dishes[index]?._id ?? ''));
      const paidAtLeast = (count: number) =>
        vi.waitFor(() => expect(paid.length).toBeGreaterThanOrEqual(count), { timeout: 10_000, interval: 10 });
      // The first payments warm the app up; the next ones give the machine's pace.
      await paidAtLeast(6);
      slowestRequestMs = 0;
      await paidAtLeast(12);
      slowestBeforeMs = slowestRequestMs;
      slowestRequestMs = 0;
      acknowledged = [...paid];
      const taken = await source.backups.take();
      const paidDuringBackup = paid.length - acknowledged.length;
      paying = false;
      await Promise.all(payers);
      expect(paidDuringBackup).toBeGreaterThan(0);
      archive = taken.file;
      manifest = taken.manifest;
    } finally {
      await source.close();
    }
    embeddedDir = await emptyDataDir();
    cleanup.push(embeddedDir);
    embedded = await restoreAndLook(archive, { DATA_DIR: embeddedDir }, pictureUrl);
    // A new embedded database takes 4–8 s to create, and the app starts twice on restored data.
  }, 120_000);
  afterAll(async () => {
    for (const server of stopServers) await server.stop();
    for (const dir of cleanup) await rm(dir, { recursive: true, force: true });
  });

  it('kept the payments going: no request waited a second longer because of it', () => {
    expect(slowestRequestMs).toBeLessThan(slowestBeforeMs + 1000);
  });

  it('restores into a new embedded database: every acknowledged payment, the owner an admin, the pictures, a new number for a new order', () => {
    for (const table of manifest.tables) expect(embedded.counts[table.name], table.name).toBe(table.rows);
    for (const orderId of acknowledged) expect(embedded.orderIds).toContain(orderId);
    expect(embedded.ownerRole).toBe('admin');
    expect(embedded.pictureStatus).toBe(200);
    expect(embedded.pictureType).toBe('image/webp');
    expect(embedded.newOrderNumber).toBeGreaterThan(embedded.highestNumber);
  });

  it('refuses to restore over a shop that has data, naming --replace, and leaves it as it was', async () => {
    const before = await readdir(path.join(embeddedDir, 'db'));
    const refused = await restoreInto(archive, { DATA_DIR: embeddedDir }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BackupError);
    expect((refused as Error).message).toMatch(/already holds a shop.*--replace, which first backs that shop up/);
    expect(await readdir(path.join(embeddedDir, 'db'))).toEqual(before);
  });

  /** An empty PostgreSQL database of this release: the test tier's, or the oldest the docs support (started here). */
  const emptyPostgres = {
    current: createPostgresTestDatabase,
    oldest: async () => {
      const server = await startPostgresServer({ release: 'oldest' });
      stopServers.push(server);
      return server.createDatabase('bistro');
    },
  };

  it.runIf(inject('testDatabase').kind === 'postgres').each(['current', 'oldest'] as const)(
    'goes up to PostgreSQL (%s release): the embedded shop backed up and restored there has every table and the same statistics',
    async (release) => {
      const dataDir = await emptyDataDir();
      cleanup.push(dataDir);
      const embeddedConfig = loadConfig({ DATA_DIR: embeddedDir, BACKUP_EVERY: 'off' });
      const shop = await buildAppOnData({ DATA_DIR: embeddedDir });
      const before = await statisticsOf(shop).finally(() => shop.close());
      const handle = await openDatabase(embeddedConfig.database);
      const up = await takeBackup(
        { database: handle, pictures: createImageStore(embeddedConfig.images.store), dataDir: embeddedDir },
        { out: path.join(dataDir, 'up.backup'), clock: systemClock },
      ).finally(() => handle.close());
      expect(up.manifest.database).toBe('pglite');

      const env = { DATA_DIR: dataDir, DATABASE_URL: await emptyPostgres[release]() };
      expect(await serverVersion(env.DATABASE_URL)).toMatch(release === 'oldest' ? /^15\./ : /^18\./);
      const postgres = await restoreAndLook(up.file, env, pictureUrl);
      for (const table of up.manifest.tables) expect(postgres.counts[table.name], table.name).toBe(table.rows);
      for (const orderId of acknowledged) expect(postgres.orderIds).toContain(orderId);
      expect(postgres.ownerRole).toBe('admin');
      expect(postgres.pictureStatus).toBe(200);
      expect(postgres.statistics).toEqual(before);
      expect(postgres.newOrderNumber).toBeGreaterThan(postgres.highestNumber);
    },
  );
});
