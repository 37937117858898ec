import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../../test/migrations.ts';
import { queryRows } from '../../db/connect.ts';
import { migrationsFolder } from '../../db/migrate.ts';

describe('the combined tables migration (0020) on a database with bookings', () => {
  it('keeps each booking on the one table it held', async () => {
    const { client, handle, db } = await databaseBefore('0020_combined_tables');
    await client.exec(`
      insert into bookings (name, phone, email, party, table_name, starts_at, ends_at, status, created_at, updated_at)
      values
        ('Ann', '+1 555 0101', 'ann@example.com', 2, 'T1', '2026-11-23T19:30Z', '2026-11-23T21:00Z', 'confirmed', now(), now()),
        ('Ben', '+1 555 0102', 'ben@example.com', 4, 'Window', '2026-11-23T20:00Z', '2026-11-23T21:30Z', 'pending', now(), now());
    `);

    await migratePglite(db, { migrationsFolder });

    const rows = await queryRows<{ name: string; table_names: string[] }>(
      handle.db,
      sql`select name, table_names from bookings order by name`,
    );
    expect(rows).toEqual([
      { name: 'Ann', table_names: ['T1'] },
      { name: 'Ben', table_names: ['Window'] },
    ]);
    await expect(client.exec(`update bookings set table_names = '{}'`)).rejects.toThrow(/bookings_holds_a_table/);
    await client.close();
  }, 60_000);
});
