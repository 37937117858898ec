import { fromMajor, money, toMajor } from '@bistro/contract/money';
import type { OptionGroupAdmin, OptionGroupInput } from '@bistro/contract/options';
import { localDay } from '@bistro/contract/restaurant-clock';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { menuItemOptionGroups, optionChoices, optionGroups } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/problems.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import { wordsOf } from '../languages/index.ts';
import type { DishGroup } from './option-choices.ts';
import { isSoldOut } from './sold-out.ts';
import { changedTranslations, givenTranslations } from './translations-change.ts';

/**
 * The columns a count and a par level sent set (docs/counter.md): a count set now replaces the
 * holds taken before it, a par level set today is restored from tomorrow. Left out: unchanged.
 */
export function countOf(
  { stock, parLevel }: { stock?: number | null | undefined; parLevel?: number | null | undefined },
  now: Date,
  timeZone: string,
) {
  return {
    ...(stock === undefined ? {} : { stock, stockSetAt: now }),
    ...(parLevel === undefined ? {} : { parLevel, parRestoredOn: localDay(now, timeZone) }),
  };
}

/** Dishes per statement when many dishes' groups are replaced at once (3 parameters a link, up to 10 links a dish). */
const WRITE_BATCH = 1000;

/**
 * What follows when choices go from the menu, in the transaction that takes them: the cart
 * feature, which builds on the menu, takes out of carts the lines that hold them (the menu writes
 * no cart). Told with `whenChoicesGo`.
 */
export interface ChoicesGone {
  /** These choices were deleted. */
  deleted(choiceIds: string[], tx: DbOrTx): Promise<void>;
  /** These dishes' groups were replaced: a choice of a group a dish no longer offers is gone from it. */
  leftDishes(dishIds: string[], tx: DbOrTx): Promise<void>;
}

/**
 * Option groups and their choices (docs/dish-options.md): shared by the dishes they are on,
 * read with the menu in one query. Every change tells the menu (`announceChange`), whose
 * snapshot carries them, and tells whoever asked (`whenChoicesGo`) of choices that are gone.
 */
export function createOptionsRepository(
  db: Db,
  { clock, timeZone }: { clock: Clock; timeZone: string },
  announceChange: (tx: DbOrTx) => Promise<void>,
) {
  const listeners: ChoicesGone[] = [];

  /** Tells the listeners that these choices were deleted: a choice no longer there cannot be priced. */
  async function choicesDeleted(choiceIds: string[], tx: DbOrTx) {
    if (choiceIds.length === 0) return;
    for (const listener of listeners) await listener.deleted(choiceIds, tx);
  }

  async function writeChoices(groupId: string, choices: OptionGroupInput['choices'], tx: DbOrTx) {
    const kept = choices.flatMap((choice) => (choice.id ? [choice.id] : []));
    const gone = await tx
      .delete(optionChoices)
      .where(and(eq(optionChoices.groupId, groupId), kept.length > 0 ? notInArray(optionChoices.id, kept) : undefined))
      .returning({ id: optionChoices.id });
    await choicesDeleted(
      gone.map((choice) => choice.id),
      tx,
    );
    const now = clock.now();
    for (const [
      position,
      { id, name, price, default: isDefault, stock, parLevel, translations },
    ] of choices.entries()) {
      const values = {
        name,
        priceCents: fromMajor(price).amount,
        isDefault,
        position,
        ...countOf({ stock, parLevel }, now, timeZone),
      };
      if (id) {
        const changed = await tx
          .update(optionChoices)
          .set({
            ...values,
            ...(translations === undefined
              ? {}
              : { translations: changedTranslations(optionChoices.translations, translations) }),
          })
          .where(and(eq(optionChoices.id, id), eq(optionChoices.groupId, groupId)))
          .returning({ id: optionChoices.id });
        if (changed.length === 0) throw badRequest(wordsOf('refusal.choiceNotInGroup', { name }));
      } else {
        await tx
          .insert(optionChoices)
          .values({ ...values, groupId, translations: givenTranslations(translations ?? {}) });
      }
    }
  }

  /**
   * Replaces the groups of these dishes with the given ones, in order (the groups exist), in
   * batches; the listeners hear which dishes' groups changed.
   */
  async function replaceDishGroups(
    groupsByDish: ReadonlyMap<string, readonly string[]>,
    tx: DbOrTx = db,
  ): Promise<void> {
    const dishIds = [...groupsByDish.keys()];
    for (let start = 0; start < dishIds.length; start += WRITE_BATCH) {
      const batch = dishIds.slice(start, start + WRITE_BATCH);
      await tx.delete(menuItemOptionGroups).where(inArray(menuItemOptionGroups.menuItemId, batch));
      const links = batch.flatMap((menuItemId) =>
        (groupsByDish.get(menuItemId) ?? []).map((groupId, position) => ({ menuItemId, groupId, position })),
      );
      if (links.length > 0) await tx.insert(menuItemOptionGroups).values(links);
      for (const listener of listeners) await listener.leftDishes(batch, tx);
    }
  }

  return {
    /** Asks to hear, in their transaction, of choices that go (the cart's lines holding them go too). */
    whenChoicesGo(listener: ChoicesGone): void {
      listeners.push(listener);
    },

    /**
     * The option groups of these dishes (all of them when none are named), each dish's in its
     * order, with their choices in theirs: one query.
     */
    async dishGroups(dishIds?: readonly string[], tx: DbOrTx = db): Promise<Map<string, DishGroup[]>> {
      if (dishIds?.length === 0) return new Map();
      const rows = await tx
        .select({
          dishId: menuItemOptionGroups.menuItemId,
          group: optionGroups,
          choice: optionChoices,
        })
        .from(menuItemOptionGroups)
        .innerJoin(optionGroups, eq(optionGroups.id, menuItemOptionGroups.groupId))
        .innerJoin(optionChoices, eq(optionChoices.groupId, optionGroups.id))
        .where(dishIds ? inArray(menuItemOptionGroups.menuItemId, [...dishIds]) : undefined)
        .orderBy(asc(menuItemOptionGroups.menuItemId), asc(menuItemOptionGroups.position), asc(optionChoices.position));
      const now = clock.now();
      const byDish = new Map<string, DishGroup[]>();
      for (const { dishId, group, choice } of rows) {
        const groups = byDish.get(dishId) ?? [];
        byDish.set(dishId, groups);
        let current = groups.at(-1);
        if (current?.id !== group.id) {
          current = {
            id: group.id,
            name: group.name,
            min: group.min,
            max: group.max,
            choices: [],
            translations: group.translations,
          };
          groups.push(current);
        }
        current.choices.push({
          id: choice.id,
          name: choice.name,
          priceCents: choice.priceCents,
          isDefault: choice.isDefault,
          soldOut: isSoldOut(choice, now),
          soldOutUntil: choice.soldOutUntil,
          stock: choice.stock,
          parLevel: choice.parLevel,
          translations: choice.translations,
        });
      }
      return byDish;
    },

    /** Every group with its choices and the dishes it is on, by name (admins). */
    async list(tx: DbOrTx = db): Promise<OptionGroupAdmin[]> {
      const [groups, choices, links] = await Promise.all([
        tx.select().from(optionGroups).orderBy(asc(optionGroups.name)),
        tx.select().from(optionChoices).orderBy(asc(optionChoices.position)),
        tx.select().from(menuItemOptionGroups),
      ]);
      const now = clock.now();
      return groups.map((group) => ({
        id: group.id,
        name: group.name,
        min: group.min,
        max: group.max,
        choices: choices
          .filter((choice) => choice.groupId === group.id)
          .map((choice) => {
            const soldOut = isSoldOut(choice, now);
            return {
              id: choice.id,
              name: choice.name,
              price: toMajor(money(choice.priceCents)),
              default: choice.isDefault,
              soldOut,
              soldOutUntil: soldOut && choice.soldOutUntil ? choice.soldOutUntil.toISOString() : null,
              stock: choice.stock,
              parLevel: choice.parLevel,
              translations: choice.translations,
            };
          }),
        translations: group.translations,
        dishIds: links.filter((link) => link.groupId === group.id).map((link) => link.menuItemId),
      }));
    },

    async create({ choices, translations, ...group }: OptionGroupInput, tx: DbOrTx = db): Promise<string> {
      const [inserted] = await tx
        .insert(optionGroups)
        .values({ ...group, translations: givenTranslations(translations ?? {}) })
        .returning({ id: optionGroups.id });
      if (!inserted) throw new Error('option group was not inserted');
      await writeChoices(inserted.id, choices, tx);
      await announceChange(tx);
      return inserted.id;
    },

    /** Replaces a group's name, rule and choices (a choice left out is deleted); 404 when there is none. */
    async replace(id: string, { choices, translations, ...group }: OptionGroupInput, tx: DbOrTx = db): Promise<void> {
      const changed = await tx
        .update(optionGroups)
        .set({
          ...group,
          ...(translations === undefined
            ? {}
            : { translations: changedTranslations(optionGroups.translations, translations) }),
          updatedAt: clock.now(),
        })
        .where(eq(optionGroups.id, id))
        .returning({ id: optionGroups.id });
      if (changed.length === 0) throw notFound(wordsOf('refusal.noOptionGroup'));
      await writeChoices(id, choices, tx);
      await announceChange(tx);
    },

    /** Deletes a group: the dishes lose it, and the listeners hear its choices are gone. Answers how many went (0 or 1). */
    async remove(id: string, tx: DbOrTx = db): Promise<number> {
      const choices = await tx
        .select({ id: optionChoices.id })
        .from(optionChoices)
        .where(eq(optionChoices.groupId, id));
      await choicesDeleted(
        choices.map((choice) => choice.id),
        tx,
      );
      const deleted = await tx.delete(optionGroups).where(eq(optionGroups.id, id)).returning({ id: optionGroups.id });
      if (deleted.length > 0) await announceChange(tx);
      return deleted.length;
    },

    /** Marks a choice sold out from `at` until `until` (null: until further notice), or back on (null); 404 when there is none. */
    async setChoiceSoldOut(
      id: string,
      soldOut: { at: Date; until: Date | null } | null,
      tx: DbOrTx = db,
    ): Promise<void> {
      const changed = await tx
        .update(optionChoices)
        .set({ soldOutAt: soldOut?.at ?? null, soldOutUntil: soldOut?.until ?? null })
        .where(eq(optionChoices.id, id))
        .returning({ id: optionChoices.id });
      if (changed.length === 0) throw notFound(wordsOf('refusal.noChoice'));
      await announceChange(tx);
    },

    /** The counts of a group's choices. */
    async countsOf(groupId: string, tx: DbOrTx = db) {
      return tx
        .select({ id: optionChoices.id, stock: optionChoices.stock, parLevel: optionChoices.parLevel })
        .from(optionChoices)
        .where(eq(optionChoices.groupId, groupId));
    },

    /** Every group's id and name. */
    async names(tx: DbOrTx = db): Promise<{ id: string; name: string }[]> {
      return tx.select({ id: optionGroups.id, name: optionGroups.name }).from(optionGroups);
    },

    /** The ids of the groups each dish offers, in its order, by dish id. */
    async dishGroupIds(tx: DbOrTx = db): Promise<Map<string, string[]>> {
      const links = await tx
        .select()
        .from(menuItemOptionGroups)
        .orderBy(asc(menuItemOptionGroups.menuItemId), asc(menuItemOptionGroups.position));
      const byDish = new Map<string, string[]>();
      for (const { menuItemId, groupId } of links) byDish.set(menuItemId, [...(byDish.get(menuItemId) ?? []), groupId]);
      return byDish;
    },

    /** The groups a dish offers, in this order (400 naming an unknown one). */
    async setDishGroups(dishId: string, groupIds: readonly string[], tx: DbOrTx = db): Promise<void> {
      if (groupIds.length > 0) {
        const known = await tx
          .select({ id: optionGroups.id })
          .from(optionGroups)
          .where(inArray(optionGroups.id, [...groupIds]));
        if (known.length !== groupIds.length) throw badRequest(wordsOf('refusal.unknownOptionGroup'));
      }
      await replaceDishGroups(new Map([[dishId, groupIds]]), tx);
    },

    replaceDishGroups,
  };
}

export type OptionsRepository = ReturnType<typeof createOptionsRepository>;
