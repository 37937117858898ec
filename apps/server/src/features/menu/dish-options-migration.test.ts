import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../../test/migrations.ts';
import { queryRows } from '../../db/connect.ts';
import { migrationsFolder } from '../../db/migrate.ts';
import { SEED_IMAGE_PREFIX } from './seed.ts';
import { seedMenu, seedOptionGroups } from './seed-data.ts';
import { insertSeededMenu } from './seeded-menu.testing.ts';

describe('the dish options migration (0016) on a database seeded by an older release', () => {
  it('gives the seeded dishes the groups a new database is seeded with, and the owner’s dishes none', async () => {
    const { client, handle, db } = await databaseBefore('0016_dish_options');
    await insertSeededMenu(client);
    await client.exec(`
      insert into menu_items (name, image, category, price_cents) values
        ('Greek Salad', '/images/uploads/our-own.webp', 'salad', 900);
    `);

    await migratePglite(db, { migrationsFolder });

    const links = await queryRows<{ dish: string; image: string; group: string; position: number }>(
      handle.db,
      sql`select m.name as dish, m.image, g.name as group, l.position from menu_item_option_groups l
          join menu_items m on m.id = l.menu_item_id join option_groups g on g.id = l.group_id
          order by m.name, l.position`,
    );
    const expected = seedOptionGroups
      .flatMap((group) => group.dishes.map((dish) => ({ dish, group: group.name })))
      .map(({ dish, group }) => ({
        dish,
        image: SEED_IMAGE_PREFIX + (seedMenu.find((item) => item.name === dish)?.image ?? ''),
        group,
        position: seedOptionGroups
          .filter((each) => each.dishes.includes(dish))
          .findIndex((each) => each.name === group),
      }))
      .sort((a, b) => (a.dish === b.dish ? a.position - b.position : a.dish < b.dish ? -1 : 1));
    expect(links).toEqual(expected);

    const choices = await queryRows<{ id: string; name: string; price_cents: number; is_default: boolean }>(
      handle.db,
      sql`select id, name, price_cents, is_default from option_choices order by group_id, position`,
    );
    expect(choices).toEqual(
      seedOptionGroups.flatMap((group) =>
        group.choices.map(({ id, name, priceCents, isDefault }) => ({
          id,
          name,
          price_cents: priceCents,
          is_default: isDefault,
        })),
      ),
    );
    await client.close();
  }, 60_000);

  it('adds no groups to a database without the seeded dishes', async () => {
    const { client, handle, db } = await databaseBefore('0016_dish_options');
    await client.exec(
      `insert into menu_items (name, image, category, price_cents) values ('Pumpkin Soup', '/images/uploads/pumpkin.webp', 'soup', 700)`,
    );

    await migratePglite(db, { migrationsFolder });

    const [row] = await queryRows<{ groups: number }>(
      handle.db,
      sql`select count(*)::int as groups from option_groups`,
    );
    expect(row?.groups).toBe(0);
    await client.close();
  }, 60_000);
});
