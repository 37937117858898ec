import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../../test/migrations.ts';
import { queryRows } from '../../db/connect.ts';
import { migrationsFolder } from '../../db/migrate.ts';
import { seedMenu } from './seed-data.ts';
import { insertSeededMenu } from './seeded-menu.testing.ts';

describe('the dish labels migrations (0012, 0013) on a database seeded by an older release', () => {
  it('labels the seeded dishes as a new database is seeded, and leaves the owner’s dishes with none', async () => {
    const { client, handle, db } = await databaseBefore('0012_dietary_labels');
    await client.exec(`
      insert into menu_items (name, image, category, price_cents) values
        ('Margherita Pizza', '/images/menu/margherita.webp', 'popular', 1295),
        ('Chef’s Tasting Plate', '/images/menu/tasting-plate.webp', 'offered', 1990),
        ('Margherita Pizza', '/images/uploads/our-own.webp', 'pizza', 1100),
        ('Pumpkin Soup', '/images/uploads/pumpkin.webp', 'soup', 700);
    `);

    await migratePglite(db, { migrationsFolder });

    const rows = await queryRows<{ name: string; image: string; allergens: string[]; diets: string[] }>(
      handle.db,
      sql`select name, image, allergens, diets from menu_items order by name, image`,
    );
    expect(rows).toEqual([
      {
        name: 'Chef’s Tasting Plate',
        image: '/images/menu/tasting-plate.webp',
        allergens: ['gluten', 'milk', 'fish', 'nuts', 'sulphites'],
        diets: [],
      },
      {
        name: 'Margherita Pizza',
        image: '/images/menu/margherita.webp',
        allergens: ['gluten', 'milk'],
        diets: ['vegetarian'],
      },
      { name: 'Margherita Pizza', image: '/images/uploads/our-own.webp', allergens: [], diets: [] },
      { name: 'Pumpkin Soup', image: '/images/uploads/pumpkin.webp', allergens: [], diets: [] },
    ]);
    await client.close();
  }, 60_000);

  it('gives every one of the 42 seeded dishes the labels seed-data.ts gives it', async () => {
    const { client, handle, db } = await databaseBefore('0012_dietary_labels');
    await insertSeededMenu(client);

    await migratePglite(db, { migrationsFolder });

    const rows = await queryRows<{ name: string; allergens: string[]; diets: string[] }>(
      handle.db,
      sql`select name, allergens, diets from menu_items order by name`,
    );
    const seeded = seedMenu.map(({ name, allergens, diets }) => ({ name, allergens, diets }));
    expect(rows).toEqual(seeded.sort((a, b) => (a.name < b.name ? -1 : 1)));
    await client.close();
  }, 60_000);
});
