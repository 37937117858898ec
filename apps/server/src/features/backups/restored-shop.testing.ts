import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildAppOnData, buyDishes, signInAs } from '../../../test/helper.ts';
import { loadConfig } from '../../config/env.ts';
import { openDatabase } from '../../db/connect.ts';
import { systemClock } from '../../plugins/app/clock.ts';
import { createImageStore } from '../images/index.ts';
import { appTables, rowCounts } from './database-tables.ts';
import { openArchive, restoreArchive, takeBackup } from './index.ts';

/** A shop restored from an archive and what its tests look at (backup.api.test.ts, up-to-postgres.postgres.test.ts). */

export const emptyDataDir = () => mkdtemp(path.join(os.tmpdir(), 'bistro-restored-'));

/** Restores the archive as `npm run restore` would into the shop this environment configures. */
export async function restoreInto(file: string, env: Record<string, string>, { replace = false } = {}) {
  const config = loadConfig({ BACKUP_EVERY: 'off', ...env });
  const opened = await openArchive(file, {
    workDir: config.dataDir,
    passphrase: config.backups.passphrase ?? undefined,
  });
  const replaced: string[] = [];
  try {
    return await restoreArchive(opened, {
      database: config.database,
      pictures: createImageStore(config.images.store),
      dataDir: config.dataDir,
      replace,
      backUp: async (current) => {
        const out = path.join(config.backups.workDir, 'replaced.backup');
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

/** What the admin's dashboards say: the counters and the sales per dish. */
export async function statisticsOf(app: FastifyInstance) {
  const admin = await signInAs(app, { email: 'owner@bistro.test', role: 'admin' });
  const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: admin.headers })).json();
  return { counters: await get('/api/admin-stats'), perDish: await get('/api/order-stats') };
}

export interface RestoredShop {
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
  await app.orders.charges.reconcile(app.clock.now());
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
export async function restoreAndLook(
  archive: string,
  env: Record<string, string>,
  pictureUrl: string,
): Promise<RestoredShop> {
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
