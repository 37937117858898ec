import type { PGlite } from '@electric-sql/pglite';
import { SEED_IMAGE_PREFIX } from './seed.ts';
import { type SeedMenuItem, seedMenu } from './seed-data.ts';

/** A seeded dish's category before sections (0026): its collection, or its section's singular. */
export const olderCategory = (dish: SeedMenuItem) =>
  dish.collections[0] ??
  { salads: 'salad', soups: 'soup', desserts: 'dessert' }[dish.sections[0] ?? ''] ??
  dish.sections[0] ??
  '';

/** For the migration tests: the menu an older release seeded (each seeded dish's name, picture, category and price). */
export async function insertSeededMenu(client: PGlite): Promise<void> {
  for (const dish of seedMenu) {
    await client.query('insert into menu_items (name, image, category, price_cents) values ($1, $2, $3, $4)', [
      dish.name,
      SEED_IMAGE_PREFIX + dish.image,
      olderCategory(dish),
      dish.priceCents,
    ]);
  }
}
