import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, buyDishes, type SignedIn, signInAs, uploadPicture } from '../../../test/helper.ts';
import type { Manifest } from './archive.ts';
import { BackupError } from './index.ts';
import { emptyDataDir, type RestoredShop, restoreAndLook, restoreInto } from './restored-shop.testing.ts';

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
});
