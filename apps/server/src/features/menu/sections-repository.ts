import type { CreateMenuSection, UpdateMenuSection } from '@bistro/contract/menu-sections';
import { type MenuSection, reservedSlugs, slugOf } from '@bistro/contract/shop';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { menuItemSections, menuItems, menuSections } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/problems.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import { itemsIn, wordsOf } from '../languages/index.ts';

/** Dishes per statement when many dishes' sections are replaced at once (3 parameters a link, up to 10 links a dish). */
const WRITE_BATCH = 1000;

type SectionRow = typeof menuSections.$inferSelect;

const toSection = (row: SectionRow): MenuSection => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  position: row.position,
  hidden: row.hidden,
  hours: row.hours,
  description: row.description,
  banner: row.banner,
});

/**
 * The menu's sections (docs/menu-sections.md) and which dishes are in each, read with the menu:
 * every change tells the menu (`announceChange`), whose snapshot carries them.
 */
export function createSectionsRepository(db: Db, clock: Clock, announceChange: (tx: DbOrTx) => Promise<void>) {
  const inTransaction = <T>(tx: DbOrTx, work: (inner: DbOrTx) => Promise<T>) =>
    tx === db ? db.transaction(work) : work(tx);

  async function rows(tx: DbOrTx): Promise<SectionRow[]> {
    return tx.select().from(menuSections).orderBy(asc(menuSections.position), asc(menuSections.name));
  }

  /** Numbers the sections 0, 1, 2… in this order. */
  async function renumber(ordered: readonly SectionRow[], tx: DbOrTx): Promise<void> {
    for (const [position, row] of ordered.entries()) {
      if (row.position !== position) {
        await tx.update(menuSections).set({ position }).where(eq(menuSections.id, row.id));
      }
    }
  }

  /** `list` with the section of `id` moved to `position` (or last). */
  function movedTo(list: SectionRow[], id: string, position: number | undefined): SectionRow[] {
    const moving = list.find((row) => row.id === id);
    if (!moving || position === undefined) return list;
    const others = list.filter((row) => row.id !== id);
    return [...others.slice(0, position), moving, ...others.slice(position)];
  }

  /** A slug no other section has: the one asked for (409 when taken), or one made from the name. */
  function slugFor(name: string, asked: string | undefined, others: readonly SectionRow[]): string {
    const taken = new Set([...others.map((row) => row.slug), ...reservedSlugs]);
    if (asked !== undefined) {
      if (taken.has(asked)) throw conflict(wordsOf('refusal.sectionAddressTaken', { address: asked.toUpperCase() }));
      return asked;
    }
    const base = slugOf(name);
    if (!base) throw badRequest(wordsOf('refusal.sectionNameLetters'));
    let slug = base;
    for (let count = 2; taken.has(slug); count++) slug = `${base}-${count}`;
    return slug;
  }

  return {
    /** Every section, in the owner's order. */
    async list(tx: DbOrTx = db): Promise<MenuSection[]> {
      return (await rows(tx)).map(toSection);
    },

    /** Each dish's section slugs, its own first. */
    async dishSections(tx: DbOrTx = db): Promise<Map<string, string[]>> {
      const links = await tx
        .select({ menuItemId: menuItemSections.menuItemId, slug: menuSections.slug })
        .from(menuItemSections)
        .innerJoin(menuSections, eq(menuSections.id, menuItemSections.sectionId))
        .orderBy(asc(menuItemSections.menuItemId), asc(menuItemSections.position));
      const byDish = new Map<string, string[]>();
      for (const { menuItemId, slug } of links) byDish.set(menuItemId, [...(byDish.get(menuItemId) ?? []), slug]);
      return byDish;
    },

    async create(input: CreateMenuSection, tx: DbOrTx = db): Promise<MenuSection> {
      return inTransaction(tx, async (inner) => {
        const existing = await rows(inner);
        const [created] = await inner
          .insert(menuSections)
          .values({
            slug: slugFor(input.name, input.slug, existing),
            name: input.name,
            position: existing.length,
            hidden: input.hidden ?? false,
            hours: input.hours ?? null,
            description: input.description ?? null,
            banner: input.banner ?? null,
          })
          .returning();
        if (!created) throw new Error('the section was not inserted');
        const ordered = movedTo([...existing, created], created.id, input.position);
        await renumber(ordered, inner);
        await announceChange(inner);
        return toSection({ ...created, position: ordered.indexOf(created) });
      });
    },

    async update(id: string, { position, ...change }: UpdateMenuSection, tx: DbOrTx = db): Promise<MenuSection> {
      return inTransaction(tx, async (inner) => {
        const existing = await rows(inner);
        const current = existing.find((row) => row.id === id);
        if (!current) throw notFound(wordsOf('refusal.noSection'));
        const others = existing.filter((row) => row.id !== id);
        const slug =
          change.slug === undefined || change.slug === current.slug ? {} : { slug: slugFor('', change.slug, others) };
        const [updated] = await inner
          .update(menuSections)
          .set({ ...change, ...slug, updatedAt: clock.now() })
          .where(eq(menuSections.id, id))
          .returning();
        if (!updated) throw notFound(wordsOf('refusal.noSection'));
        const ordered = movedTo(existing, id, position);
        await renumber(ordered, inner);
        await announceChange(inner);
        return toSection({ ...updated, position: ordered.findIndex((row) => row.id === id) });
      });
    },

    /** Deletes a section; refused (409) while a dish is in it and in no other. */
    async remove(id: string, tx: DbOrTx = db): Promise<void> {
      await inTransaction(tx, async (inner) => {
        const only = await inner
          .select({ name: menuItems.name })
          .from(menuItemSections)
          .innerJoin(menuItems, eq(menuItems.id, menuItemSections.menuItemId))
          .where(
            sql`${menuItemSections.sectionId} = ${id} and not exists (select 1 from ${menuItemSections} other
              where other.menu_item_id = ${menuItemSections.menuItemId} and other.section_id <> ${id})`,
          )
          .orderBy(asc(menuItems.name));
        if (only.length > 0) {
          const dishes = only
            .slice(0, 5)
            .map((dish) => dish.name)
            .join(', ');
          throw conflict(wordsOf('refusal.sectionHoldsDishes', { dishes, more: Math.max(only.length - 5, 0) }));
        }
        const deleted = await inner
          .delete(menuSections)
          .where(eq(menuSections.id, id))
          .returning({ id: menuSections.id });
        if (deleted.length === 0) throw notFound(wordsOf('refusal.noSection'));
        await renumber(await rows(inner), inner);
        await announceChange(inner);
      });
    },

    /**
     * Puts each dish in these sections (slugs, its own first), replacing those it was in, in
     * batches: 400 naming a slug no section has.
     */
    async setDishSections(slugsByDish: ReadonlyMap<string, readonly string[]>, tx: DbOrTx = db): Promise<void> {
      const wanted = [...new Set([...slugsByDish.values()].flat())];
      const found =
        wanted.length === 0
          ? []
          : await tx
              .select({ id: menuSections.id, slug: menuSections.slug })
              .from(menuSections)
              .where(inArray(menuSections.slug, wanted));
      const idOf = new Map(found.map((row) => [row.slug, row.id]));
      const unknown = wanted.filter((slug) => !idOf.has(slug));
      if (unknown.length > 0) {
        throw badRequest(wordsOf('refusal.noSectionSlug', (language) => ({ slugs: itemsIn(language, unknown) })));
      }
      const dishIds = [...slugsByDish.keys()];
      for (let start = 0; start < dishIds.length; start += WRITE_BATCH) {
        const batch = dishIds.slice(start, start + WRITE_BATCH);
        await tx.delete(menuItemSections).where(inArray(menuItemSections.menuItemId, batch));
        const links = batch.flatMap((menuItemId) =>
          (slugsByDish.get(menuItemId) ?? []).map((slug, position) => ({
            menuItemId,
            sectionId: idOf.get(slug) ?? '',
            position,
          })),
        );
        if (links.length > 0) await tx.insert(menuItemSections).values(links);
      }
    },
  };
}

export type SectionsRepository = ReturnType<typeof createSectionsRepository>;
