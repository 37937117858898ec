import type { CartItem } from '@bistro/contract/cart';
import { MAX_CART_QUANTITY } from '@bistro/contract/constants';
import { money, toMajor } from '@bistro/contract/money';
import type { MenuCategory } from '@bistro/contract/shop';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/connect.ts';
import { cartItems, menuItems } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/problems.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import { isSoldOut } from '../menu/index.ts';

/** A cart line with its unit price in minor units and its dish's category (the bill's tax rate). */
export type PricedCartLine = CartItem & { priceCents: number; category: MenuCategory };

export function createCartRepository(db: Db, clock: Clock) {
  return {
    /** The user's cart, oldest line first, with each dish's current name, picture, price and whether it is sold out. */
    async list(userId: string, tx: DbOrTx = db): Promise<PricedCartLine[]> {
      const rows = await tx
        .select({
          id: cartItems.id,
          menuItemId: cartItems.menuItemId,
          name: menuItems.name,
          image: menuItems.image,
          priceCents: menuItems.priceCents,
          category: menuItems.category,
          quantity: cartItems.quantity,
          soldOutAt: menuItems.soldOutAt,
          soldOutUntil: menuItems.soldOutUntil,
        })
        .from(cartItems)
        .innerJoin(menuItems, eq(menuItems.id, cartItems.menuItemId))
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
      const now = clock.now();
      return rows.map((row) => ({
        _id: row.id,
        menuID: row.menuItemId,
        name: row.name,
        image: row.image,
        price: toMajor(money(row.priceCents)),
        quantity: row.quantity,
        soldOut: isSoldOut(row, now),
        priceCents: row.priceCents,
        category: row.category,
      }));
    },

    /**
     * A guest's lines (dishes and how many, from the browser) priced as an account's cart is:
     * each dish's current name, picture, price and whether it is sold out, in the order sent.
     * A dish no longer on the menu is refused (409).
     */
    async price(lines: { menuId: string; quantity: number }[], tx: DbOrTx = db): Promise<PricedCartLine[]> {
      const dishes = await tx
        .select()
        .from(menuItems)
        .where(
          inArray(
            menuItems.id,
            lines.map((line) => line.menuId),
          ),
        );
      const now = clock.now();
      return lines.map((line) => {
        const dish = dishes.find((candidate) => candidate.id === line.menuId);
        if (!dish) throw conflict('A dish in your cart is no longer on the menu: take it out and pay for the rest.');
        return {
          _id: dish.id,
          menuID: dish.id,
          name: dish.name,
          image: dish.image,
          price: toMajor(money(dish.priceCents)),
          quantity: line.quantity,
          soldOut: isSoldOut(dish, now),
          priceCents: dish.priceCents,
          category: dish.category,
        };
      });
    },

    /**
     * Adds `quantity` of a dish that is on the menu: a new line, or more on its line (never over
     * MAX_CART_QUANTITY). Answers the line's id; 404 when the dish is not on the menu (any
     * more), 409 when it is sold out.
     */
    async add(userId: string, menuItemId: string, quantity = 1, tx: DbOrTx = db): Promise<string> {
      const [dish] = await tx
        .select({ name: menuItems.name, soldOutAt: menuItems.soldOutAt, soldOutUntil: menuItems.soldOutUntil })
        .from(menuItems)
        .where(eq(menuItems.id, menuItemId));
      if (dish && isSoldOut(dish, clock.now())) throw conflict(`${dish.name} is sold out for now`);
      // One statement, so a dish deleted at the same moment is simply not found.
      const column = (name: string) => sql.identifier(name);
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`
        insert into ${cartItems} (${column(cartItems.userId.name)}, ${column(cartItems.menuItemId.name)}, ${column(cartItems.quantity.name)})
        select ${userId}, ${menuItems.id}, ${quantity}::integer from ${menuItems} where ${menuItems.id} = ${menuItemId}
        on conflict (${column(cartItems.userId.name)}, ${column(cartItems.menuItemId.name)})
          do update set ${column(cartItems.quantity.name)} = least(${cartItems}.${column(cartItems.quantity.name)} + ${quantity}::integer, ${MAX_CART_QUANTITY})
        returning ${column(cartItems.id.name)}`,
      );
      if (!row) throw notFound('This dish is no longer on the menu');
      return row.id;
    },

    /** Sets how many of a line's dish the user wants; returns how many lines changed (0 when it is not theirs). */
    async setQuantity(userId: string, id: string, quantity: number, tx: DbOrTx = db): Promise<number> {
      const changed = await tx
        .update(cartItems)
        .set({ quantity })
        .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
        .returning({ id: cartItems.id });
      return changed.length;
    },

    /** Deletes a line only if it belongs to the user; returns how many went (0 or 1). */
    async remove(userId: string, id: string, tx: DbOrTx = db): Promise<number> {
      const deleted = await tx
        .delete(cartItems)
        .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
        .returning({ id: cartItems.id });
      return deleted.length;
    },

    /**
     * Takes what an order holds out of the user's cart (as many of each dish as were ordered: more
     * added since stays); answers how many lines went entirely.
     */
    async removeOrdered(
      userId: string,
      lines: { menuItemId: string; quantity: number }[],
      tx: DbOrTx = db,
    ): Promise<number> {
      let removed = 0;
      for (const line of lines) {
        const mine = and(eq(cartItems.userId, userId), eq(cartItems.menuItemId, line.menuItemId));
        const deleted = await tx
          .delete(cartItems)
          .where(and(mine, lte(cartItems.quantity, line.quantity)))
          .returning({ id: cartItems.id });
        removed += deleted.length;
        if (deleted.length === 0) {
          await tx
            .update(cartItems)
            .set({ quantity: sql`${cartItems.quantity} - ${line.quantity}` })
            .where(mine);
        }
      }
      return removed;
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
