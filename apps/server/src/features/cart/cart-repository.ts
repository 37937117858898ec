import type { CartItem } from '@bistro/contract/cart';
import { centsToDollars } from '@bistro/contract/money';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/connect.ts';
import { cartItems, menuItems } from '../../db/schema.ts';
import { notFound } from '../../http/problems.ts';

/** A cart line as listed, with its price in cents for totals. */
export type PricedCartLine = CartItem & { priceCents: number };

export function createCartRepository(db: Db) {
  return {
    /** The user's cart, oldest line first, with each dish's current name, picture and price. */
    async list(userId: string, tx: DbOrTx = db): Promise<PricedCartLine[]> {
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

    /** Adds a dish that is on the menu; 404 when it is not (any more). */
    async add(userId: string, menuItemId: string, tx: DbOrTx = db): Promise<string> {
      // One statement, so a dish deleted at the same moment is simply not found.
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`
        insert into ${cartItems} (${sql.identifier(cartItems.userId.name)}, ${sql.identifier(cartItems.menuItemId.name)})
        select ${userId}, ${menuItems.id} from ${menuItems} where ${menuItems.id} = ${menuItemId}
        returning ${sql.identifier(cartItems.id.name)}`,
      );
      if (!row) throw notFound('This dish is no longer on the menu');
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

    /** Deletes these lines of the user's cart (the ones just paid for); returns how many went. */
    async removeLines(userId: string, ids: string[], tx: DbOrTx = db): Promise<number> {
      const deleted = await tx
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
        .returning({ id: cartItems.id });
      return deleted.length;
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
