import { createHash, randomUUID } from 'node:crypto';
import type { Language } from '@bistro/contract/languages';
import type { CreateMenuItem, MenuItem, UpdateMenuItem } from '@bistro/contract/menu';
import { fromMajor, money, toMajor } from '@bistro/contract/money';
import type { OptionTranslations } from '@bistro/contract/options';
import { type MenuSection, slugOfCategory } from '@bistro/contract/shop';
import { asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DatabaseHandle, DbOrTx } from '../../db/connect.ts';
import { menuItems } from '../../db/schema.ts';
import { notFound } from '../../http/problems.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import { wordsOf } from '../languages/index.ts';
import type { DishGroup } from './option-choices.ts';
import { countOf, createOptionsRepository } from './options-repository.ts';
import { createSectionsRepository } from './sections-repository.ts';
import { isSoldOut } from './sold-out.ts';
import { changedTranslations, givenTranslations } from './translations-change.ts';

/**
 * The whole menu, serialized once: the public menu is read far more often than it changes. It
 * holds until the menu changes or a sold-out dish comes back by itself.
 */
export interface MenuSnapshot {
  /** Each dish with its translations. */
  byId: ReadonlyMap<string, MenuItem>;
  /** Every section, hidden ones too, in the owner's order. */
  sections: readonly MenuSection[];
  /** The whole menu as UTF-8 JSON in the default language, ready to send. */
  body: Buffer;
  etag: string;
}

/** The menu's list in one language, as `body` and `etag` are in the default language. */
export interface MenuInLanguage {
  items: MenuItem[];
  body: Buffer;
  etag: string;
}

/** A group's or a choice's name in a language (its own where it has none in it), without the other languages'. */
function namedIn<Named extends { name: string; translations?: OptionTranslations | undefined }>(
  language: Language | null,
  { translations, ...named }: Named,
): Omit<Named, 'translations'> {
  const translated = language ? translations?.[language]?.name : undefined;
  return { ...named, name: translated || named.name };
}

/**
 * A dish as the menu lists it in a language (its own texts where it has none in it), its option
 * groups and choices named in it too, without the other languages'.
 */
function dishIn(language: Language | null, { translations, optionGroups, ...dish }: MenuItem): MenuItem {
  const translated = language ? translations?.[language] : undefined;
  return {
    ...dish,
    name: translated?.name || dish.name,
    recipe: translated?.recipe || dish.recipe,
    optionGroups: optionGroups.map((group) => ({
      ...namedIn(language, group),
      choices: group.choices.map((choice) => namedIn(language, choice)),
    })),
  };
}

/** Whether the owner gave a dish, or one of its groups or choices, any text in this language. */
const hasTextsIn = (language: Language, dish: MenuItem) =>
  Boolean(dish.translations?.[language]) ||
  dish.optionGroups.some(
    (group) => group.translations?.[language] || group.choices.some((choice) => choice.translations?.[language]),
  );

function listed(items: MenuItem[]): MenuInLanguage {
  const json = JSON.stringify(items);
  return {
    items,
    body: Buffer.from(json),
    etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
  };
}

const inLanguages = new WeakMap<MenuSnapshot, Map<Language | null, MenuInLanguage>>();

/**
 * The menu's list in a language (null: the default language's, its dishes' own names and
 * recipes): each name and recipe in it, or the default language's where the owner gave none.
 * Worked out once per snapshot and language.
 */
export function menuInLanguage(snapshot: MenuSnapshot, language: Language | null): MenuInLanguage {
  let lists = inLanguages.get(snapshot);
  if (!lists) {
    lists = new Map();
    inLanguages.set(snapshot, lists);
  }
  let menu = lists.get(language);
  if (!menu) {
    const dishes = [...snapshot.byId.values()];
    // A language no dish has texts in lists the default language's bytes (and ETag).
    const own = language === null || dishes.some((dish) => hasTextsIn(language, dish));
    menu = own ? listed(dishes.map((dish) => dishIn(language, dish))) : menuInLanguage(snapshot, null);
    lists.set(language, menu);
  }
  return menu;
}

export type MenuRow = typeof menuItems.$inferSelect;
/** A dish as the import writes it: its row and its sections' slugs. */
export type MenuInsert = typeof menuItems.$inferInsert & { sections: readonly string[] };

/** The sections a dish is put in: those sent, or the section of an older client's category. */
const sectionsOf = (dish: { sections?: string[] | undefined; category?: string | undefined }) =>
  dish.sections ?? (dish.category === undefined ? undefined : [slugOfCategory(dish.category)]);

/** Dishes per insert statement: 10 parameters a dish stays far below PostgreSQL's 65,535 a statement. */
const UPSERT_BATCH = 1000;

/** Postgres NOTIFY channel that tells every app process to drop its menu snapshot. */
export const MENU_CHANGED_CHANNEL = 'menu_changed';

function toMenuItem(row: MenuRow, sections: string[], groups: readonly DishGroup[], now: Date): MenuItem {
  const soldOut = isSoldOut(row, now);
  return {
    _id: row.id,
    name: row.name,
    image: row.image,
    price: toMajor(money(row.priceCents)),
    recipe: row.recipe,
    sections,
    category: sections[0] ?? '',
    collections: row.collections,
    taxCategory: row.taxCategory,
    soldOut,
    soldOutUntil: soldOut && row.soldOutUntil ? row.soldOutUntil.toISOString() : null,
    stock: row.stock,
    parLevel: row.parLevel,
    allergens: row.allergens,
    diets: row.diets,
    translations: row.translations,
    optionGroups: groups.map((group) => ({
      id: group.id,
      name: group.name,
      min: group.min,
      max: group.max,
      choices: group.choices.map((choice) => ({
        id: choice.id,
        name: choice.name,
        price: toMajor(money(choice.priceCents)),
        soldOut: choice.soldOut,
        default: choice.isDefault,
        stock: choice.stock,
        parLevel: choice.parLevel,
        translations: choice.translations,
      })),
      translations: group.translations,
    })),
  };
}

export function createMenuRepository(handle: DatabaseHandle, clock: Clock, timeZone: string) {
  const { db } = handle;
  let snapshot: Promise<MenuSnapshot> | null = null;
  /** When the first sold-out dish of the snapshot comes back (ms since the epoch). */
  let freshUntil = Number.POSITIVE_INFINITY;
  const options = createOptionsRepository(db, { clock, timeZone }, (tx) => announceChange(tx));
  const sections = createSectionsRepository(db, clock, (tx) => announceChange(tx));

  /** Tells every process (this one included, through its listener) that the menu changed. */
  async function announceChange(tx: DbOrTx = db): Promise<void> {
    snapshot = null;
    await tx.execute(sql`select pg_notify(${MENU_CHANGED_CHANNEL}, '')`);
  }

  /** Runs the work in the given transaction, or in a new one. */
  const inTransaction = <T>(tx: DbOrTx, work: (inner: DbOrTx) => Promise<T>) =>
    tx === db ? db.transaction(work) : work(tx);

  async function load(): Promise<MenuSnapshot> {
    const [rows, groups, sectionList, dishSections] = await Promise.all([
      db.select().from(menuItems).orderBy(asc(menuItems.name), asc(menuItems.id)),
      options.dishGroups(),
      sections.list(),
      sections.dishSections(),
    ]);
    const now = clock.now();
    const items = rows.map((row) => toMenuItem(row, dishSections.get(row.id) ?? [], groups.get(row.id) ?? [], now));
    const json = JSON.stringify(items.map((item) => dishIn(null, item)));
    // The snapshot holds until the first dish or choice sold out "for today" comes back by itself.
    const choices = [...groups.values()].flat().flatMap((group) => group.choices);
    const comebacks = [...rows, ...choices].flatMap((row) =>
      row.soldOutUntil && row.soldOutUntil > now ? [row.soldOutUntil] : [],
    );
    freshUntil = Math.min(...comebacks.map((date) => date.getTime()));
    return {
      byId: new Map(items.map((item) => [item._id, item])),
      sections: sectionList,
      body: Buffer.from(json),
      etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
    };
  }

  return {
    /** The option groups of the dishes, and their choices. */
    options,

    /** The menu's sections, and which dishes are in each. */
    sections,

    snapshot(): Promise<MenuSnapshot> {
      if (clock.now().getTime() >= freshUntil) {
        snapshot = null;
        freshUntil = Number.POSITIVE_INFINITY;
      }
      snapshot ??= load().catch((error: unknown) => {
        snapshot = null;
        throw error;
      });
      return snapshot;
    },

    /** One dish of the current menu; 404 when there is none with this id. */
    async dish(id: string): Promise<MenuItem> {
      const item = (await this.snapshot()).byId.get(id);
      if (!item) throw notFound(wordsOf('refusal.noMenuItem'));
      return item;
    },

    /** Forgets the snapshot in this process; the next read loads it again. */
    invalidate(): void {
      snapshot = null;
    },

    announceChange,

    async count(tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ value: count() }).from(menuItems);
      return row?.value ?? 0;
    },

    async create(
      { price, optionGroupIds, stock, parLevel, sections: slugs, category, translations = {}, ...dish }: CreateMenuItem,
      tx: DbOrTx = db,
    ): Promise<string> {
      return inTransaction(tx, async (inner) => {
        const [inserted] = await inner
          .insert(menuItems)
          .values({
            ...dish,
            translations: givenTranslations(translations),
            priceCents: fromMajor(price).amount,
            ...countOf({ stock, parLevel }, clock.now(), timeZone),
          })
          .returning({ id: menuItems.id });
        if (!inserted) throw new Error('menu item was not inserted');
        await sections.setDishSections(
          new Map([[inserted.id, sectionsOf({ sections: slugs, category }) ?? []]]),
          inner,
        );
        await options.setDishGroups(inserted.id, optionGroupIds, inner);
        await announceChange(inner);
        return inserted.id;
      });
    },

    /** A dish as stored, its row locked until the transaction ends (to change it knowing what it was). */
    async lockRow(id: string, tx: DbOrTx): Promise<MenuRow | undefined> {
      const [row] = await tx.select().from(menuItems).where(eq(menuItems.id, id)).for('update');
      return row;
    },

    /** Changes the given fields of a dish (404 when there is none). Answers how many dishes changed. */
    async update(
      id: string,
      { price, optionGroupIds, stock, parLevel, sections: slugs, category, translations, ...rest }: UpdateMenuItem,
      tx: DbOrTx = db,
    ): Promise<number> {
      return inTransaction(tx, async (inner) => {
        const now = clock.now();
        const changed = await inner
          .update(menuItems)
          .set({
            ...rest,
            // The languages sent replace theirs; the others are kept.
            ...(translations === undefined
              ? {}
              : { translations: changedTranslations(menuItems.translations, translations) }),
            ...(price === undefined ? {} : { priceCents: fromMajor(price).amount }),
            ...countOf({ stock, parLevel }, now, timeZone),
            updatedAt: now,
          })
          .where(eq(menuItems.id, id))
          .returning({ id: menuItems.id });
        if (changed.length === 0) throw notFound(wordsOf('refusal.noMenuItem'));
        const moved = sectionsOf({ sections: slugs, category });
        if (moved) await sections.setDishSections(new Map([[id, moved]]), inner);
        if (optionGroupIds) await options.setDishGroups(id, optionGroupIds, inner);
        await announceChange(inner);
        return changed.length;
      });
    },

    /**
     * Marks a dish sold out from `at` until `until` (null: until further notice), or available
     * again (`null`); 404 when there is no such dish.
     */
    async setSoldOut(id: string, soldOut: { at: Date; until: Date | null } | null, tx: DbOrTx = db): Promise<void> {
      const changed = await tx
        .update(menuItems)
        .set({ soldOutAt: soldOut?.at ?? null, soldOutUntil: soldOut?.until ?? null, updatedAt: clock.now() })
        .where(eq(menuItems.id, id))
        .returning({ id: menuItems.id });
      if (changed.length === 0) throw notFound(wordsOf('refusal.noMenuItem'));
      await announceChange(tx);
    },

    /** Deletes a dish; its cart lines go with it, payments keep what was bought (payment_lines). */
    async remove(id: string, tx: DbOrTx = db): Promise<number> {
      const deleted = await tx.delete(menuItems).where(eq(menuItems.id, id)).returning({ id: menuItems.id });
      if (deleted.length > 0) await announceChange(tx);
      return deleted.length;
    },

    /** Every dish as stored with its sections' slugs and its option groups' ids in order, in the menu's order (name, then id). */
    async rowsWithGroups(tx: DbOrTx = db): Promise<(MenuRow & { sections: string[]; optionGroupIds: string[] })[]> {
      const [rows, dishSections, groupIds] = await Promise.all([
        tx.select().from(menuItems).orderBy(asc(menuItems.name), asc(menuItems.id)),
        sections.dishSections(tx),
        options.dishGroupIds(tx),
      ]);
      return rows.map((row) => ({
        ...row,
        sections: dishSections.get(row.id) ?? [],
        optionGroupIds: groupIds.get(row.id) ?? [],
      }));
    },

    /**
     * Adds the dishes without an id or with an id the menu does not have, and replaces the
     * fields of those it has (their sold-out state stays), in batches; announces the change once.
     */
    async upsertMany(dishes: readonly MenuInsert[], tx: DbOrTx = db): Promise<void> {
      if (dishes.length === 0) return;
      const replaced = [
        'name',
        'collections',
        'taxCategory',
        'priceCents',
        'recipe',
        'image',
        'allergens',
        'diets',
        'translations',
      ] as const;
      const set = Object.fromEntries(
        replaced.map((field) => [field, sql.raw(`excluded.${getTableColumns(menuItems)[field].name}`)]),
      );
      // Each dish gets its id here, so that its sections are written with it.
      const identified = dishes.map(({ sections: slugs, ...row }) => ({
        row: { ...row, id: row.id ?? randomUUID() },
        slugs,
      }));
      for (let start = 0; start < identified.length; start += UPSERT_BATCH) {
        await tx
          .insert(menuItems)
          .values(identified.slice(start, start + UPSERT_BATCH).map(({ row }) => ({ ...row, updatedAt: clock.now() })))
          .onConflictDoUpdate({ target: menuItems.id, set: { ...set, updatedAt: clock.now() } });
      }
      await sections.setDishSections(new Map(identified.map(({ row, slugs }) => [row.id, slugs])), tx);
      await announceChange(tx);
    },
  };
}

export type MenuRepository = ReturnType<typeof createMenuRepository>;
