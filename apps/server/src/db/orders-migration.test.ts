import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { createEmptyPglite } from '../../test/empty-pglite.ts';
import { migrationsBefore } from '../../test/migrations.ts';
import { pgliteHandle, queryRows } from './connect.ts';
import { migrationsFolder } from './migrate.ts';

describe('the orders migration (0006) on a database that already has payments and carts', () => {
  it('turns each payment into a completed order with its lines, and merges repeated cart lines', async () => {
    const client = await createEmptyPglite();
    const handle = pgliteHandle(client);
    const db = handle.db as unknown as PgliteDatabase;
    await migratePglite(db, { migrationsFolder: await migrationsBefore('0006_orders') });

    // Several statements at once: through the client's simple protocol.
    await client.exec(`
      insert into users (id, name, email) values ('00000000-0000-4000-8000-000000000001', 'Olga Old', 'olga@bistro.test');
      insert into menu_items (id, name, image, category, price_cents) values
        ('00000000-0000-4000-8000-0000000000a1', 'Soup', '/s.webp', 'soup', 600),
        ('00000000-0000-4000-8000-0000000000a2', 'Cake', '/c.webp', 'dessert', 450);
      insert into cart_items (user_id, menu_item_id) values
        ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000a1'),
        ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000a1'),
        ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000a2');
      insert into payments (id, user_id, email, price_cents, transaction_id, cart_ids, menu_ids, status) values
        ('00000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-000000000001', 'olga@bistro.test', 1650,
         'pi_test_old', '{}', '{}', 'pending');
      insert into payment_lines (payment_id, menu_item_id, name, price_cents) values
        ('00000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-0000000000a1', 'Soup', 600),
        ('00000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-0000000000a1', 'Soup', 600),
        ('00000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-0000000000a2', 'Cake', 450);
    `);

    await migratePglite(db, { migrationsFolder });

    const [order] = await queryRows<{
      id: string;
      number: number;
      status: string;
      total_cents: number;
      customer_name: string;
    }>(handle.db, sql`select id, number, status, total_cents, customer_name from orders`);
    expect(order).toMatchObject({ number: 1001, status: 'completed', total_cents: 1650, customer_name: 'Olga Old' });
    const lines = await queryRows<{ name: string; quantity: number; unit_price_cents: number }>(
      handle.db,
      sql`select name, quantity, unit_price_cents from order_lines order by name`,
    );
    expect(lines).toEqual([
      { name: 'Cake', quantity: 1, unit_price_cents: 450 },
      { name: 'Soup', quantity: 2, unit_price_cents: 600 },
    ]);
    const [payment] = await queryRows<{ order_id: string }>(handle.db, sql`select order_id from payments`);
    expect(payment?.order_id).toBe(order?.id);
    const events = await queryRows<{ status: string }>(handle.db, sql`select status from order_events`);
    expect(events).toEqual([{ status: 'completed' }]);
    const cart = await queryRows<{ menu_item_id: string; quantity: number }>(
      handle.db,
      sql`select menu_item_id, quantity from cart_items order by menu_item_id`,
    );
    expect(cart).toEqual([
      { menu_item_id: '00000000-0000-4000-8000-0000000000a1', quantity: 2 },
      { menu_item_id: '00000000-0000-4000-8000-0000000000a2', quantity: 1 },
    ]);
    await client.close();
  }, 60_000);
});
