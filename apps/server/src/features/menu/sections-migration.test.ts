import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../../test/migrations.ts';
import { queryRows } from '../../db/connect.ts';
import { migrationsFolder } from '../../db/migrate.ts';
import { seedMenu, seedSections } from './seed-data.ts';
import { insertSeededMenu } from './seeded-menu.testing.ts';

interface Dish {
  name: string;
  sections: string[];
  collections: string[];
  tax_category: string | null;
}

/** Every dish with its sections' slugs (its own first), its collections and its tax category. */
const dishes = (handle: Awaited<ReturnType<typeof databaseBefore>>['handle']) =>
  queryRows<Dish>(
    handle.db,
    sql`select m.name, m.collections, m.tax_category,
          coalesce(array_agg(s.slug order by l.position) filter (where s.slug is not null), '{}') as sections
        from menu_items m left join menu_item_sections l on l.menu_item_id = m.id
        left join menu_sections s on s.id = l.section_id
        group by m.id order by m.name, m.price_cents`,
  );

const sections = (handle: Awaited<ReturnType<typeof databaseBefore>>['handle']) =>
  queryRows<{ slug: string; name: string; position: number; hidden: boolean }>(
    handle.db,
    sql`select slug, name, position, hidden from menu_sections order by position`,
  );

describe('the sections migration (0026) on a database made by an older release', () => {
  it('gives the seeded menu the sections, collections and tax categories a new database is seeded with', async () => {
    const { client, handle, db } = await databaseBefore('0026_sections_and_brand');
    await insertSeededMenu(client);

    await migratePglite(db, { migrationsFolder });

    expect(await sections(handle)).toEqual([
      { slug: 'salads', name: 'Salad', position: 0, hidden: false },
      { slug: 'pizza', name: 'Pizza', position: 1, hidden: false },
      { slug: 'soups', name: 'Soups', position: 2, hidden: false },
      { slug: 'desserts', name: 'Desserts', position: 3, hidden: false },
      { slug: 'drinks', name: 'Drinks', position: 4, hidden: false },
      ...seedSections.map(({ slug, name, position, hidden }) => ({ slug, name, position, hidden })),
    ]);
    const migrated = await dishes(handle);
    expect(migrated).toHaveLength(seedMenu.length);
    for (const seeded of seedMenu) {
      // Its sections and picks as a new database has them; its tax category is its old category.
      expect(migrated.find((dish) => dish.name === seeded.name)).toMatchObject({
        sections: seeded.sections,
        collections: seeded.collections,
      });
    }
    expect(migrated.find((dish) => dish.name === 'Margherita Pizza')).toEqual({
      name: 'Margherita Pizza',
      sections: ['pizza'],
      collections: ['popular'],
      tax_category: 'popular',
    });
    await client.close();
  }, 60_000);

  it('keeps every dish, pick and tax rate of an owner’s menu; a popular dish of no section goes to a hidden one', async () => {
    const { client, handle, db } = await databaseBefore('0026_sections_and_brand');
    await client.exec(`
      insert into menu_items (name, image, category, price_cents) values
        ('Lamb Tagine', '/images/uploads/tagine.webp', 'popular', 1900),
        ('Pumpkin Soup', '/images/uploads/pumpkin.webp', 'offered', 700),
        ('Pumpkin Soup', '/images/uploads/pumpkin-2.webp', 'soup', 650),
        ('Rosé', '/images/uploads/rose.webp', 'drinks', 800);
    `);

    await migratePglite(db, { migrationsFolder });

    expect(await dishes(handle)).toEqual([
      { name: 'Lamb Tagine', sections: ['mains'], collections: ['popular'], tax_category: 'popular' },
      { name: 'Pumpkin Soup', sections: ['soups'], collections: [], tax_category: 'soup' },
      { name: 'Pumpkin Soup', sections: ['soups'], collections: ['offered'], tax_category: 'offered' },
      { name: 'Rosé', sections: ['drinks'], collections: [], tax_category: 'drinks' },
    ]);
    // No dish of Today's offer is of no section: no Specials.
    expect((await sections(handle)).map((section) => [section.slug, section.hidden])).toEqual([
      ['salads', false],
      ['pizza', false],
      ['soups', false],
      ['desserts', false],
      ['drinks', false],
      ['mains', true],
    ]);
    const [brand] = await queryRows<{ brand: unknown; home: unknown }>(
      handle.db,
      sql`select brand, home from restaurant_brand`,
    );
    expect(brand).toEqual({ brand: null, home: null });
    await client.close();
  }, 60_000);
});
