import { createHash } from 'node:crypto';
import type { MenuItem } from '@bistro/contract/menu';
import { centsToDollars } from '@bistro/contract/money';
import type { MenuCategory } from '@bistro/contract/shop';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle, DbOrTx } from '../../db/connect.ts';
import { menuItems } from '../../db/schema.ts';

/** The whole menu, serialized once: the public menu is read far more often than it changes. */
export interface MenuSnapshot {
  byId: ReadonlyMap<string, MenuItem>;
  json: string;
  etag: string;
}

/** Postgres NOTIFY channel that tells every app process to drop its menu snapshot. */
export const MENU_CHANGED_CHANNEL = 'menu_changed';

export function toMenuItem(row: typeof menuItems.$inferSelect): MenuItem {
  return {
    _id: row.id,
    name: row.name,
    image: row.image,
    price: centsToDollars(row.priceCents),
    recipe: row.recipe,
    category: row.category as MenuCategory,
  };
}

export function createMenuRepository(handle: DatabaseHandle) {
  const { db } = handle;
  let snapshot: Promise<MenuSnapshot> | null = null;

  async function load(): Promise<MenuSnapshot> {
    const rows = await db.select().from(menuItems).orderBy(asc(menuItems.category), asc(menuItems.name));
    const items = rows.map(toMenuItem);
    const json = JSON.stringify(items);
    return {
      byId: new Map(items.map((item) => [item._id, item])),
      json,
      etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
    };
  }

  return {
    snapshot(): Promise<MenuSnapshot> {
      snapshot ??= load().catch((error: unknown) => {
        snapshot = null;
        throw error;
      });
      return snapshot;
    },

    /** Forgets the snapshot in this process; the next read loads it again. */
    invalidate(): void {
      snapshot = null;
    },

    /** Tells every process (this one included, through its listener) that the menu changed. */
    async announceChange(tx: DbOrTx = db): Promise<void> {
      snapshot = null;
      await tx.execute(sql`select pg_notify(${MENU_CHANGED_CHANNEL}, '')`);
    },

    async count(tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ value: count() }).from(menuItems);
      return row?.value ?? 0;
    },

    async create(row: typeof menuItems.$inferInsert): Promise<string> {
      const [inserted] = await db.insert(menuItems).values(row).returning({ id: menuItems.id });
      if (!inserted) throw new Error('menu item was not inserted');
      await this.announceChange();
      return inserted.id;
    },

    /** Changes the given fields; returns how many items changed (0 when the id is unknown). */
    async update(id: string, patch: Partial<typeof menuItems.$inferInsert>): Promise<number> {
      const changed = await db
        .update(menuItems)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(menuItems.id, id))
        .returning({ id: menuItems.id });
      if (changed.length > 0) await this.announceChange();
      return changed.length;
    },

    /** Deletes a dish; its cart lines go with it, payments keep what was bought (payment_lines). */
    async remove(id: string): Promise<number> {
      const deleted = await db.delete(menuItems).where(eq(menuItems.id, id)).returning({ id: menuItems.id });
      if (deleted.length > 0) await this.announceChange();
      return deleted.length;
    },

    async insertMany(rows: (typeof menuItems.$inferInsert)[], tx: DbOrTx = db): Promise<void> {
      await tx.insert(menuItems).values(rows);
    },
  };
}

export type MenuRepository = ReturnType<typeof createMenuRepository>;
