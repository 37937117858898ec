import type { BrandUpdate, HomePage } from '@bistro/contract/brand';
import type { OfferedLanguages } from '@bistro/contract/languages';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { restaurantBrand } from '../../db/schema.ts';
import type { Clock } from '../../plugins/app/clock.ts';

/** Postgres NOTIFY channel that tells every app process to read the brand (and the site's languages) again. */
export const BRAND_CHANGED_CHANNEL = 'brand_changed';

/** What the owner set (null: nothing yet, the defaults stand). */
export interface StoredBrand {
  brand: BrandUpdate | null;
  home: HomePage | null;
  languages: OfferedLanguages | null;
}

/** The restaurant's one row of brand, home page and language settings (made by migration 0026). */
export function createBrandRepository(db: Db, clock: Clock) {
  async function change(values: Partial<StoredBrand>, tx: DbOrTx): Promise<void> {
    await tx
      .update(restaurantBrand)
      .set({ ...values, updatedAt: clock.now() })
      .where(eq(restaurantBrand.id, 1));
    await tx.execute(sql`select pg_notify(${BRAND_CHANGED_CHANNEL}, '')`);
  }

  return {
    async load(tx: DbOrTx = db): Promise<StoredBrand> {
      const [row] = await tx.select().from(restaurantBrand).where(eq(restaurantBrand.id, 1));
      if (!row) throw new Error('restaurant_brand has no row: run the migrations');
      return { brand: row.brand, home: row.home, languages: row.languages };
    },
    saveBrand: (brand: BrandUpdate, tx: DbOrTx = db) => change({ brand }, tx),
    saveHome: (home: HomePage, tx: DbOrTx = db) => change({ home }, tx),
    saveLanguages: (languages: OfferedLanguages, tx: DbOrTx = db) => change({ languages }, tx),
  };
}

export type BrandRepository = ReturnType<typeof createBrandRepository>;
