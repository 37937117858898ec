import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmptyPglite } from '../../../test/empty-pglite.ts';
import { buildTestApp, buyDishes, type SignedIn, signInAs } from '../../../test/helper.ts';
import { type Db, pgliteHandle, queryRows } from '../../db/connect.ts';
import { importDatabase } from './database-import.ts';
import { appTables } from './database-tables.ts';
import { openArchive, takeBackup } from './index.ts';
import type { TakenBackup } from './take-backup.ts';

/**
 * Every row of every table, as `to_jsonb` text, sorted: the whole database to compare. Its times
 * are written in UTC, whatever zone the server's sessions default to (the machine's).
 */
async function everyRow(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const rows: Record<string, string[]> = {};
    for (const table of await appTables(tx)) {
      const found = await queryRows<{ row: string }>(
        tx,
        sql.raw(`select to_jsonb(t)::text as row from public."${table}" t`),
      );
      rows[table] = found.map((row) => row.row).sort();
    }
    return rows;
  });
}

/** The archive restored into a scratch database, read back whole. */
async function restoredRows(file: string, workDir: string): Promise<Record<string, string[]>> {
  const archive = await openArchive(file, { workDir });
  const scratch = pgliteHandle(await createEmptyPglite());
  try {
    await importDatabase(scratch, archive.dir, archive.manifest);
    return await everyRow(scratch.db);
  } finally {
    await scratch.close();
    await archive.dispose();
  }
}

/** Promo codes: the table being read while the others change (15 batches of 2,000 rows), by id. */
const CODES = 30_000;
const codeId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('a backup taken while rows change under it', () => {
  let app: FastifyInstance;
  let workDir: string;
  let before: Record<string, string[]>;
  let restored: Record<string, string[]>;
  let taken: TakenBackup;
  let unreadWhenChanged: boolean;
  let paidDuringBackup = 0;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'bistro-backup-while-writing-'));
    app = await buildTestApp();
    const db = app.database.db;
    const diners = await Promise.all(
      [1, 2].map((n) => signInAs(app, { email: `diner${n}@bistro.test`, name: `Diner ${n}` })),
    );
    const dishes = (await app.inject({ method: 'GET', url: '/api/menu' })).json() as { _id: string; name: string }[];
    for (const diner of diners) await buyDishes(app, diner, [dishes[0]?._id ?? '']);
    await db.execute(sql`
      insert into promo_codes (id, code, percent_off, currency)
      select ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'CODE' || n, n % 50 + 1, 'USD'
      from generate_series(1, ${CODES}) n`);
    await db.execute(sql`insert into users (id, name, email) values
      ('00000000-0000-4000-8000-00000000dead', 'Gone Soon', 'gone@bistro.test')`);
    await db.execute(sql`insert into menu_items (id, name, image, price_cents) values
      ('00000000-0000-4000-8000-0000000000d1', 'Soup of the day', '/s.webp', 600)`);
    before = await everyRow(db);

    const parts = () => readdirSync(workDir).find((name) => name.startsWith('.backup-parts-'));
    const partExists = (table: string) => {
      const dir = parts();
      return dir !== undefined && existsSync(path.join(workDir, dir, 'database', `${table}.jsonl.gz`));
    };
    let done = false;
    const taking = takeBackup(
      { database: app.database, pictures: app.imageStore, dataDir: workDir },
      { out: path.join(workDir, 'while-writing.backup'), clock: app.clock },
    ).finally(() => {
      done = true;
    });
    // Tables are read in name order: from here menu_items and orders are read, users not yet.
    await vi.waitFor(() => expect(partExists('promo_codes')).toBe(true), { timeout: 10_000, interval: 2 });
    await db.transaction(async (tx) => {
      // Read already.
      await tx.execute(sql`update menu_items set price_cents = price_cents + 100 where id = ${dishes[0]?._id}`);
      await tx.execute(sql`delete from menu_items where id = '00000000-0000-4000-8000-0000000000d1'`);
      await tx.execute(sql`insert into menu_items (name, image, price_cents) values
        ('Added while backing up', '/a.webp', 700)`);
      // Being read: at both ends of the keys and in the middle.
      await tx.execute(sql`update promo_codes set max_uses = 99 where id in (${codeId(1)}, ${codeId(CODES)})`);
      await tx.execute(
        sql`delete from promo_codes where id in (${codeId(2)}, ${codeId(CODES / 2)}, ${codeId(CODES - 1)})`,
      );
      await tx.execute(sql`insert into promo_codes (id, code, percent_off, currency) values
        (${codeId(0)}, 'A-FIRST', 10, 'USD'), ('ffffffff-ffff-4fff-bfff-ffffffffffff', 'Z-LAST', 10, 'USD')`);
      // An id changed: the row moves from one key to another.
      await tx.execute(sql`update promo_codes set id = ${codeId(999_999_999_999)} where id = ${codeId(3)}`);
      // Not read yet.
      await tx.execute(sql`update users set name = 'Renamed' where email = 'diner1@bistro.test'`);
      await tx.execute(sql`delete from users where email = 'gone@bistro.test'`);
      await tx.execute(sql`insert into users (name, email) values ('New Diner', 'new@bistro.test')`);
      await tx.execute(sql`update test_payment_intents set last_error = 'changed while backing up'`);
    });
    unreadWhenChanged = !partExists('test_payment_intents') && !done;
    // Then diners pay until it ends: orders, payments, carts and intents change all the while.
    const payer = async (diner: SignedIn) => {
      while (!done) {
        await buyDishes(app, diner, [dishes[1]?._id ?? '']);
        paidDuringBackup++;
      }
    };
    await Promise.all([taking, ...diners.map(payer)]);
    taken = await taking;
    restored = await restoredRows(taken.file, workDir);
  }, 90_000);
  afterAll(async () => {
    await app?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it('changed rows of tables read already, being read and not read yet', () => {
    expect(unreadWhenChanged).toBe(true);
  });

  it('holds every table exactly as it stood when the backup began, row by row', () => {
    expect(Object.keys(restored)).toEqual(Object.keys(before));
    for (const [table, rows] of Object.entries(before)) expect(restored[table], table).toEqual(rows);
  });

  it('counts in its manifest the rows each table had then', () => {
    for (const table of taken.manifest.tables) expect(table.rows, table.name).toBe(before[table.name]?.length);
  });

  it('left writes going: diners paid while it ran, and the database holds what they paid', async () => {
    const now = await everyRow(app.database.db);
    expect(now.users).toContainEqual(expect.stringContaining('"name": "Renamed"'));
    expect(now.promo_codes).toHaveLength(CODES - 3 + 2);
    expect(paidDuringBackup).toBeGreaterThan(0);
  });
});
