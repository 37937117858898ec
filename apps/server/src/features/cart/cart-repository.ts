import type { CartItem } from '@bistro/contract/cart';
import { MAX_CART_QUANTITY } from '@bistro/contract/constants';
import { money, toMajor } from '@bistro/contract/money';
import { unitPriceWith } from '@bistro/contract/options';
import { and, arrayOverlaps, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/connect.ts';
import { cartItems, menuItemOptionGroups, menuItems, type OrderedChoice, optionChoices } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/problems.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import { wordsOf } from '../languages/index.ts';
import { choicesOfLine, isSoldOut, type Menu, resolveChoices } from '../menu/index.ts';

/**
 * A cart line as listed, with the price of one in cents (the dish's with what its choices add),
 * its choices as an order keeps them, and its dish's tax category (the bill's rate; null: the standard one).
 */
export type PricedCartLine = Omit<CartItem, 'choices'> & {
  priceCents: number;
  taxCategory: string | null;
  choices: OrderedChoice[];
};

/** A priced line as the API lists it (dollars). */
export function toCartItem({ priceCents: _, taxCategory: __, choices, ...line }: PricedCartLine): CartItem {
  return {
    ...line,
    choices: choices.map(({ priceCents, ...choice }) => ({ ...choice, price: toMajor(money(priceCents)) })),
  };
}

/** One of a dish with its choices, in cents. */
const unitCents = (dishCents: number, choices: readonly OrderedChoice[]) =>
  unitPriceWith(
    money(dishCents),
    choices.map((choice) => money(choice.priceCents)),
  ).amount;

export function createCartRepository(db: Db, clock: Clock, options: Pick<Menu, 'dishGroups'>) {
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
          taxCategory: menuItems.taxCategory,
          quantity: cartItems.quantity,
          choiceIds: cartItems.choiceIds,
          soldOutAt: menuItems.soldOutAt,
          soldOutUntil: menuItems.soldOutUntil,
          stock: menuItems.stock,
        })
        .from(cartItems)
        .innerJoin(menuItems, eq(menuItems.id, cartItems.menuItemId))
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
      const withChoices = rows.filter((row) => row.choiceIds.length > 0).map((row) => row.menuItemId);
      const groups = await options.dishGroups(withChoices, tx);
      const now = clock.now();
      return rows.map((row) => {
        // A choice that left the dish meanwhile makes the line one that cannot be paid for, as a sold-out dish.
        const chosen = choicesOfLine(groups.get(row.menuItemId) ?? [], row.choiceIds);
        const priceCents = unitCents(row.priceCents, chosen.choices);
        return {
          _id: row.id,
          menuID: row.menuItemId,
          name: row.name,
          image: row.image,
          price: toMajor(money(priceCents)),
          quantity: row.quantity,
          soldOut: isSoldOut(row, now) || chosen.soldOut || chosen.missing,
          priceCents,
          taxCategory: row.taxCategory,
          choices: chosen.choices,
        };
      });
    },

    /**
     * A guest's lines (dishes, their choices and how many, from the browser) priced as an
     * account's cart is: each dish's current name, picture, price with its choices and whether it
     * is sold out, in the order sent. A dish no longer on the menu is refused (409), choices as
     * when adding (400 naming the group, 409 when one is sold out).
     */
    async price(
      lines: { menuId: string; quantity: number; choices?: string[] | undefined }[],
      tx: DbOrTx = db,
    ): Promise<PricedCartLine[]> {
      const dishes = await tx
        .select()
        .from(menuItems)
        .where(
          inArray(
            menuItems.id,
            lines.map((line) => line.menuId),
          ),
        );
      const groups = await options.dishGroups(
        lines.map((line) => line.menuId),
        tx,
      );
      const now = clock.now();
      return lines.map((line) => {
        const dish = dishes.find((candidate) => candidate.id === line.menuId);
        if (!dish) throw conflict(wordsOf('refusal.cartDishGone'));
        const { choices } = resolveChoices(dish.name, groups.get(dish.id) ?? [], line.choices);
        const priceCents = unitCents(dish.priceCents, choices);
        return {
          _id: dish.id,
          menuID: dish.id,
          name: dish.name,
          image: dish.image,
          price: toMajor(money(priceCents)),
          quantity: line.quantity,
          soldOut: isSoldOut(dish, now),
          priceCents,
          taxCategory: dish.taxCategory,
          choices,
        };
      });
    },

    /**
     * Adds `quantity` of a dish that is on the menu with these choices (left out: its groups'
     * defaults): a new line, or more on the line of the same dish and choices (never over
     * MAX_CART_QUANTITY). Answers the line's id; 404 when the dish is not on the menu (any
     * more), 409 when it or a choice is sold out, 400 when the choices break a group's rule.
     */
    async add(
      userId: string,
      menuItemId: string,
      { quantity = 1, choices }: { quantity?: number | undefined; choices?: string[] | undefined } = {},
      tx: DbOrTx = db,
    ): Promise<string> {
      const [dish] = await tx
        .select({
          name: menuItems.name,
          soldOutAt: menuItems.soldOutAt,
          soldOutUntil: menuItems.soldOutUntil,
          stock: menuItems.stock,
        })
        .from(menuItems)
        .where(eq(menuItems.id, menuItemId));
      if (dish && isSoldOut(dish, clock.now())) throw conflict(wordsOf('refusal.dishSoldOut', { dish: dish.name }));
      const groups = dish ? ((await options.dishGroups([menuItemId], tx)).get(menuItemId) ?? []) : [];
      const { ids } = dish ? resolveChoices(dish.name, groups, choices) : { ids: [] };
      // One statement, so a dish deleted at the same moment is simply not found.
      const column = (name: string) => sql.identifier(name);
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`
        insert into ${cartItems} (${column(cartItems.userId.name)}, ${column(cartItems.menuItemId.name)}, ${column(cartItems.quantity.name)}, ${column(cartItems.choiceIds.name)})
        select ${userId}, ${menuItems.id}, ${quantity}::integer, ${toUuidArray(ids)} from ${menuItems} where ${menuItems.id} = ${menuItemId}
        on conflict (${column(cartItems.userId.name)}, ${column(cartItems.menuItemId.name)}, ${column(cartItems.choiceIds.name)})
          do update set ${column(cartItems.quantity.name)} = least(${cartItems}.${column(cartItems.quantity.name)} + ${quantity}::integer, ${MAX_CART_QUANTITY})
        returning ${column(cartItems.id.name)}`,
      );
      if (!row) throw notFound(wordsOf('refusal.dishGone'));
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
     * Takes what an order holds out of the user's cart (as many of each dish with its choices as
     * were ordered: more added since stays); answers how many lines went entirely.
     */
    async removeOrdered(
      userId: string,
      lines: { menuItemId: string; quantity: number; choices: { id: string }[] }[],
      tx: DbOrTx = db,
    ): Promise<number> {
      let removed = 0;
      for (const line of lines) {
        const choiceIds = line.choices.map((choice) => choice.id).sort();
        const mine = and(
          eq(cartItems.userId, userId),
          eq(cartItems.menuItemId, line.menuItemId),
          sql`${cartItems.choiceIds} = ${toUuidArray(choiceIds)}`,
        );
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

    /** Lines holding any of these choices go: the choice is no longer there to be priced. */
    async removeLinesWith(choiceIds: string[], tx: DbOrTx = db): Promise<void> {
      await tx.delete(cartItems).where(arrayOverlaps(cartItems.choiceIds, choiceIds));
    },

    /** Lines of these dishes holding a choice of a group the dish no longer offers go. */
    async removeLinesNoLongerOffered(dishIds: string[], tx: DbOrTx = db): Promise<void> {
      await tx.delete(cartItems).where(
        and(
          inArray(cartItems.menuItemId, dishIds),
          sql`exists (select 1 from ${optionChoices} where ${optionChoices.id} = any(${cartItems.choiceIds})
            and not exists (select 1 from ${menuItemOptionGroups}
              where ${menuItemOptionGroups.menuItemId} = ${cartItems.menuItemId}
              and ${menuItemOptionGroups.groupId} = ${optionChoices.groupId}))`,
        ),
      );
    },
  };
}

/** A list of ids as a uuid[] parameter. */
const toUuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

export type CartRepository = ReturnType<typeof createCartRepository>;
