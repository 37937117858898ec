import type { MenuImportChange, MenuImportResult } from '@bistro/contract/menu-csv';
import type { Db } from '../../db/connect.ts';
import type { menuItems } from '../../db/schema.ts';
import { type ImportedDish, readMenuCsv } from './menu-csv.ts';
import { type DishFields, MENU_CSV_COLUMNS, type MenuRow } from './menu-csv-columns.ts';
import type { MenuRepository } from './menu-repository.ts';

/** The fields a new dish gets from a column its file does not have. */
const NEW_DISH_DEFAULTS: Pick<DishFields, 'recipe' | 'allergens' | 'diets'> = { recipe: '', allergens: [], diets: [] };

/** A dish's fields the file's columns hold, its id among them. */
const columnFields = (row: MenuRow) =>
  Object.fromEntries(MENU_CSV_COLUMNS.map(({ field }) => [field, row[field]])) as DishFields & { id: string };

/** Lists of codes are sets: the same codes in another order are the same value. */
const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((code) => b.includes(code)) : a === b;

/** What importing these dishes into this menu does: the rows to write and the answer's account of them. */
export function planMenuImport(
  dishes: readonly ImportedDish[],
  menu: readonly MenuRow[],
): { writes: (typeof menuItems.$inferInsert)[]; changes: MenuImportChange[]; unchanged: number } {
  const byId = new Map(menu.map((row) => [row.id, row]));
  const writes: (typeof menuItems.$inferInsert)[] = [];
  const changes: MenuImportChange[] = [];
  let unchanged = 0;
  for (const { line, id, fields, columns } of dishes) {
    const current = id === null ? undefined : byId.get(id);
    if (!current) {
      // Every required column is in the file, so the fields make a whole dish.
      writes.push({ ...NEW_DISH_DEFAULTS, ...(fields as DishFields), ...(id === null ? {} : { id }) });
      changes.push({ line, action: 'add', id, name: fields.name ?? '', columns });
      continue;
    }
    const changed = MENU_CSV_COLUMNS.filter(
      ({ field }) => field !== 'id' && field in fields && !sameValue(fields[field], current[field]),
    ).map(({ header }) => header);
    if (changed.length === 0) {
      unchanged += 1;
      continue;
    }
    writes.push({ ...columnFields(current), ...fields });
    changes.push({ line, action: 'change', id, name: fields.name ?? current.name, columns: changed });
  }
  return { writes, changes, unchanged };
}

/**
 * Imports a menu file in one transaction: every dish of the file or none. A dish whose id the
 * menu has is changed in place; one without an id, or with an id the menu does not have, is
 * added; dishes not in the file stay as they are. A dry run answers the same and writes nothing.
 */
export async function importMenuCsv(
  { db, menu }: { db: Db; menu: MenuRepository },
  file: Buffer,
  { dryRun }: { dryRun: boolean },
): Promise<MenuImportResult> {
  const dishes = readMenuCsv(file);
  return db.transaction(async (tx) => {
    const plan = planMenuImport(dishes, await menu.rows(tx));
    if (!dryRun) await menu.upsertMany(plan.writes, tx);
    const count = (action: MenuImportChange['action']) =>
      plan.changes.filter((change) => change.action === action).length;
    return { dryRun, added: count('add'), changed: count('change'), unchanged: plan.unchanged, changes: plan.changes };
  });
}
