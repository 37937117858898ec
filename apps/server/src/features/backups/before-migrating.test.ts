import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { createEmptyPglite } from '../../../test/empty-pglite.ts';
import { buildAppOnHandle, testConfig } from '../../../test/helper.ts';
import { migrationsBefore } from '../../../test/migrations.ts';
import { pgliteHandle } from '../../db/connect.ts';
import { openArchive, verifyArchive } from './index.ts';

describe('start-up on a database an older release left', () => {
  it('backs it up before migrating it; that older archive restores and is migrated forward', {
    timeout: 60_000,
  }, async () => {
    const backupDir = await mkdtemp(path.join(os.tmpdir(), 'bistro-before-migrating-'));
    const client = await createEmptyPglite();
    const handle = pgliteHandle(client);
    await migratePglite(handle.db as unknown as PgliteDatabase, {
      migrationsFolder: await migrationsBefore('0006_orders'),
    });
    // An older release's sale: a payment and its lines, which migration 0006 turns into an order.
    await client.exec(`
      insert into users (id, name, email, role) values ('00000000-0000-4000-8000-000000000001', 'Olga Old', 'olga@bistro.test', 'admin');
      insert into menu_items (id, name, image, category, price_cents) values
        ('00000000-0000-4000-8000-0000000000a1', 'Soup', '/s.webp', 'soup', 600);
      insert into payments (id, user_id, email, price_cents, transaction_id, cart_ids, menu_ids, status) values
        ('00000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-000000000001', 'olga@bistro.test', 600,
         'pi_test_old', '{}', '{}', 'pending');
      insert into payment_lines (payment_id, menu_item_id, name, price_cents) values
        ('00000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-0000000000a1', 'Soup', 600);
    `);
    const app = await buildAppOnHandle(await testConfig({ BACKUP_DIR: backupDir, BACKUP_EVERY: '6h' }), handle);
    try {
      const [name, ...others] = (await readdir(backupDir)).filter((file) => file.endsWith('.backup'));
      expect(others).toEqual([]);
      expect(name).toMatch(/^before-migration-.*\.backup$/);
      const file = path.join(backupDir, name ?? '');
      const archive = await openArchive(file, { workDir: backupDir });
      expect(archive.manifest.migration.tag).toBe('0005_hardening');
      expect(archive.manifest.tables.find((table) => table.name === 'payment_lines')?.rows).toBe(1);
      await archive.dispose();

      // Restored into a scratch database: loaded as 0005 left it, then migrated on to this release.
      const counts = await verifyArchive(file, { passphrase: null, workDir: backupDir, dataDir: backupDir });
      expect(counts.payments).toBe(1);

      expect(await app.backups.startUpLines()).toEqual([
        `Backups go to ${backupDir} every 6 hours (the 7 newest kept); none is there yet: the first is taken in a minute.`,
        expect.stringMatching(/^Warning: the backups are on the same disk as the data/),
        expect.stringMatching(/^Warning: backups are not encrypted .*BACKUP_PASSPHRASE/),
      ]);
    } finally {
      await app.close();
      await handle.close();
      await rm(backupDir, { recursive: true, force: true });
    }
  });
});
