import { picturesPath } from '@bistro/contract/pictures';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect.ts';
import { menuItemOptionGroups, menuItems, menuSections, optionChoices, optionGroups } from '../../db/schema.ts';
import type { MenuRepository } from './menu-repository.ts';
import { seedMenu, seedOptionGroups, seedSections } from './seed-data.ts';

/** URL prefix under which the seeded dish images (apps/server/assets/menu) are served. */
export const SEED_IMAGE_PREFIX = picturesPath('menu');

/**
 * Fills an empty menu with the bistro's starting dishes, in the spec's five sections (made by
 * migration 0026) and the hidden ones of `seedSections`; leaves a menu with any item alone.
 */
export async function seedMenuIfEmpty(menu: MenuRepository, db: DbOrTx): Promise<number> {
  if ((await menu.count(db)) > 0) return 0;
  await db
    .insert(menuSections)
    .values([...seedSections])
    .onConflictDoNothing({ target: menuSections.slug });
  await menu.upsertMany(
    seedMenu.map((item) => ({
      name: item.name,
      recipe: item.recipe,
      sections: item.sections,
      collections: item.collections,
      taxCategory: item.taxCategory,
      priceCents: item.priceCents,
      allergens: item.allergens,
      diets: item.diets,
      image: SEED_IMAGE_PREFIX + item.image,
    })),
    db,
  );
  await seedOptions(db);
  await menu.announceChange(db);
  return seedMenu.length;
}

/** The seeded option groups, their choices, and the seeded dishes that offer them (found by name). */
async function seedOptions(db: DbOrTx): Promise<void> {
  const names = seedOptionGroups.flatMap((group) => group.dishes);
  const dishes = await db
    .select({ id: menuItems.id, name: menuItems.name })
    .from(menuItems)
    .where(inArray(menuItems.name, names));
  const idOf = new Map(dishes.map((dish) => [dish.name, dish.id]));
  await db.insert(optionGroups).values(seedOptionGroups.map(({ id, name, min, max }) => ({ id, name, min, max })));
  await db
    .insert(optionChoices)
    .values(
      seedOptionGroups.flatMap((group) =>
        group.choices.map((choice, position) => ({ ...choice, groupId: group.id, position })),
      ),
    );
  const positions = new Map<string, number>();
  const links = seedOptionGroups.flatMap((group) =>
    group.dishes.flatMap((name) => {
      const menuItemId = idOf.get(name);
      if (!menuItemId) return [];
      const position = positions.get(menuItemId) ?? 0;
      positions.set(menuItemId, position + 1);
      return [{ menuItemId, groupId: group.id, position }];
    }),
  );
  await db.insert(menuItemOptionGroups).values(links);
}
