import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAppOnData,
  buyDishes,
  createOldestPostgresDatabase,
  createPostgresTestDatabase,
  signInAs,
  uploadPicture,
} from '../../../test/helper.ts';
import { openAroundTheClock } from '../../../test/restaurant-hours.ts';
import { loadConfig } from '../../config/env.ts';
import { openDatabase } from '../../db/connect.ts';
import { systemClock } from '../../plugins/app/clock.ts';
import { createImageStore } from '../images/index.ts';
import { takeBackup } from './index.ts';
import { emptyDataDir, restoreAndLook, statisticsOf } from './restored-shop.testing.ts';

async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '';
  } finally {
    await client.end();
  }
}

/**
 * The documented way up from the embedded database (docs/operations.md): back up, then restore
 * with DATABASE_URL set, into the PostgreSQL release the tests run on and the oldest the docs
 * support. Only in the PostgreSQL tier (this file's name), which has a server to restore into.
 */
describe('the way up to PostgreSQL', () => {
  let embeddedDir: string;
  let pictureUrl: string;
  let paid: string[];
  const cleanup: string[] = [];

  beforeAll(async () => {
    embeddedDir = await emptyDataDir();
    cleanup.push(embeddedDir);
    const shop = await buildAppOnData({ DATA_DIR: embeddedDir });
    try {
      await openAroundTheClock(shop.database.db);
      const owner = await signInAs(shop, { email: 'owner@bistro.test', role: 'admin', name: 'Owner' });
      pictureUrl = await uploadPicture(shop, owner);
      const dishes = (await shop.inject({ method: 'GET', url: '/api/menu' })).json() as { _id: string }[];
      paid = [];
      for (const n of [1, 2, 3]) {
        const diner = await signInAs(shop, { email: `diner${n}@bistro.test`, name: `Diner ${n}` });
        paid.push((await buyDishes(shop, diner, [dishes[n]?._id ?? ''])).orderId);
      }
    } finally {
      await shop.close();
    }
  }, 60_000);
  afterAll(async () => {
    for (const dir of cleanup) await rm(dir, { recursive: true, force: true });
  });

  /** A PostgreSQL database of this release: the test tier's, or the oldest the docs support. */
  const postgresDatabase = { current: createPostgresTestDatabase, oldest: createOldestPostgresDatabase };

  it.each(['current', 'oldest'] as const)(
    'moves an embedded shop into PostgreSQL (%s release): every table, the paid orders, the owner an admin, the pictures, the same statistics',
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

      const env = { DATA_DIR: dataDir, DATABASE_URL: await postgresDatabase[release]() };
      expect(await serverVersion(env.DATABASE_URL)).toMatch(release === 'oldest' ? /^15\./ : /^18\./);
      const postgres = await restoreAndLook(up.file, env, pictureUrl);
      for (const table of up.manifest.tables) expect(postgres.counts[table.name], table.name).toBe(table.rows);
      for (const orderId of paid) expect(postgres.orderIds).toContain(orderId);
      expect(postgres.ownerRole).toBe('admin');
      expect(postgres.pictureStatus).toBe(200);
      expect(postgres.statistics).toEqual(before);
      expect(postgres.newOrderNumber).toBeGreaterThan(postgres.highestNumber);
    },
  );
});
