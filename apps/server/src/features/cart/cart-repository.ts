import type { CartItem } from '@bistro/contract/cart';
import { centsToDollars } from '@bistro/contract/money';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { cartItems, menuItems } from '../../db/schema.ts';

export function createCartRepository(db: Db) {
  return {
    /** The user's cart, oldest line first, with each dish's current name, picture and price. */
    async list(userId: string, tx: DbOrTx = db): Promise<(CartItem & { priceCents: number })[]> {
      const rows = await tx
        .select({
          id: cartItems.id,
          menuItemId: cartItems.menuItemId,
          name: menuItems.name,
          image: menuItems.image,
          priceCents: menuItems.priceCents,
        })
        .from(cartItems)
        .innerJoin(menuItems, eq(menuItems.id, cartItems.menuItemId))
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
      return rows.map((row) => ({
        _id: row.id,
        menuID: row.menuItemId,
        name: row.name,
        image: row.image,
        price: centsToDollars(row.priceCents),
        priceCents: row.priceCents,
      }));
    },

    async add(userId: string, menuItemId: string, tx: DbOrTx = db): Promise<string> {
      const [row] = await tx.insert(cartItems).values({ userId, menuItemId }).returning({ id: cartItems.id });
      if (!row) throw new Error('cart line was not inserted');
      return row.id;
    },

    /** Deletes a line only if it belongs to the user; returns how many went (0 or 1). */
    async remove(userId: string, id: string, tx: DbOrTx = db): Promise<number> {
      const deleted = await tx
        .delete(cartItems)
        .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
        .returning({ id: cartItems.id });
      return deleted.length;
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
