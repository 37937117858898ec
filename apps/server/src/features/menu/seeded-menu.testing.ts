import type { PGlite } from '@electric-sql/pglite';
import { SEED_IMAGE_PREFIX } from './seed.ts';
import { seedMenu } from './seed-data.ts';

/** For the migration tests: the menu an older release seeded (each seeded dish's name, picture, category and price). */
export async function insertSeededMenu(client: PGlite): Promise<void> {
  for (const dish of seedMenu) {
    await client.query('insert into menu_items (name, image, category, price_cents) values ($1, $2, $3, $4)', [
      dish.name,
      SEED_IMAGE_PREFIX + dish.image,
      dish.category,
      dish.priceCents,
    ]);
  }
}
