import { picturesPath } from '@bistro/contract/pictures';
import type { DbOrTx } from '../../db/connect.ts';
import type { MenuRepository } from './menu-repository.ts';
import { seedMenu } from './seed-data.ts';

/** URL prefix under which the seeded dish images (apps/server/assets/menu) are served. */
export const SEED_IMAGE_PREFIX = picturesPath('menu');

/** Fills an empty menu with the bistro's starting dishes; leaves a menu with any item alone. */
export async function seedMenuIfEmpty(menu: MenuRepository, db: DbOrTx): Promise<number> {
  if ((await menu.count(db)) > 0) return 0;
  await menu.insertMany(
    seedMenu.map((item) => ({
      name: item.name,
      recipe: item.recipe,
      category: item.category,
      priceCents: item.priceCents,
      allergens: item.allergens,
      diets: item.diets,
      image: SEED_IMAGE_PREFIX + item.image,
    })),
    db,
  );
  await menu.announceChange(db);
  return seedMenu.length;
}
