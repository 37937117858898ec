import { randomUUID } from 'node:crypto';
import type { OfferedLanguages } from '@bistro/contract/languages';
import type { MenuImportChange, MenuImportResult } from '@bistro/contract/menu-csv';
import { money, toMajor } from '@bistro/contract/money';
import type { Db } from '../../db/connect.ts';
import type { Audit, AuditActor } from '../audit/index.ts';
import { type ImportedDish, readMenuCsv } from './menu-csv.ts';
import {
  type DishFields,
  MENU_CSV_COLUMNS,
  type MenuCsvDish,
  menuCsvDish,
  menuCsvNames,
  withTranslations,
} from './menu-csv-columns.ts';
import type { MenuInsert, MenuRepository } from './menu-repository.ts';

/** The fields a new dish gets from a column its file does not have. */
const NEW_DISH_DEFAULTS: Pick<
  DishFields,
  'collections' | 'taxCategory' | 'recipe' | 'allergens' | 'diets' | 'optionGroupIds'
> = {
  collections: [],
  taxCategory: null,
  recipe: '',
  allergens: [],
  diets: [],
  optionGroupIds: [],
};

/** A dish's fields the file's columns hold, its id among them. */
const columnFields = (dish: MenuCsvDish) =>
  Object.fromEntries(MENU_CSV_COLUMNS.map(({ field }) => [field, dish[field]])) as DishFields & { id: string };

interface MenuImportPlan {
  /** The dishes to add or change: their rows, whole. */
  writes: (MenuInsert & { id: string })[];
  /** The option groups of the dishes whose file says other groups, in order, by dish id. */
  groupWrites: Map<string, string[]>;
  changes: MenuImportChange[];
  unchanged: number;
  /** The dishes whose price the file changes: kept in the audit log. */
  newPrices: { id: string; name: string; before: number; after: number }[];
}

/** What importing these dishes into this menu does: the rows to write and the answer's account of them. */
export function planMenuImport(dishes: readonly ImportedDish[], menu: readonly MenuCsvDish[]): MenuImportPlan {
  const byId = new Map(menu.map((dish) => [dish.id, dish]));
  const plan: MenuImportPlan = { writes: [], groupWrites: new Map(), changes: [], unchanged: 0, newPrices: [] };
  const write = (id: string, { optionGroupIds, ...row }: DishFields, groupsChanged: boolean) => {
    plan.writes.push({ ...withTranslations(row), id });
    if (groupsChanged) plan.groupWrites.set(id, optionGroupIds);
  };
  for (const { line, id, fields, columns } of dishes) {
    const current = id === null ? undefined : byId.get(id);
    if (!current) {
      // Every required column is in the file, so the fields make a whole dish. Its id is made
      // here, not by the database, so that its option groups can name it in the same transaction.
      const dish = { ...NEW_DISH_DEFAULTS, ...(fields as DishFields) };
      write(id ?? randomUUID(), dish, dish.optionGroupIds.length > 0);
      plan.changes.push({ line, action: 'add', id, name: fields.name ?? '', columns });
      continue;
    }
    const changed = MENU_CSV_COLUMNS.filter(
      ({ header, field, same }) => field !== 'id' && columns.includes(header) && !same(fields[field], current[field]),
    );
    if (changed.length === 0) {
      plan.unchanged += 1;
      continue;
    }
    write(
      current.id,
      { ...columnFields(current), ...fields },
      changed.some(({ field }) => field === 'optionGroupIds'),
    );
    plan.changes.push({
      line,
      action: 'change',
      id,
      name: fields.name ?? current.name,
      columns: changed.map(({ header }) => header),
    });
    if (fields.priceCents !== undefined && changed.some(({ field }) => field === 'priceCents')) {
      plan.newPrices.push({
        id: current.id,
        name: fields.name ?? current.name,
        before: current.priceCents,
        after: fields.priceCents,
      });
    }
  }
  return plan;
}

/**
 * Imports a menu file in one transaction: every dish of the file or none. A dish whose id the
 * menu has is changed in place; one without an id, or with an id the menu does not have, is
 * added; dishes not in the file stay as they are; each new price is kept in the audit log with
 * who imported it. A dry run answers the same and writes nothing.
 */
export async function importMenuCsv(
  { db, menu, audit }: { db: Db; menu: MenuRepository; audit: Pick<Audit, 'record'> },
  file: Buffer,
  { dryRun, by, languages }: { dryRun: boolean; by: AuditActor; languages: OfferedLanguages },
): Promise<MenuImportResult> {
  // The file is read before the transaction: on the embedded database a transaction holds the
  // one connection every request shares, and a large file takes a while to read.
  const [groups, sections] = await Promise.all([menu.options.names(), menu.sections.list()]);
  const dishes = await readMenuCsv(file, menuCsvNames(groups, sections), languages);
  return db.transaction(async (tx) => {
    const plan = planMenuImport(dishes, (await menu.rowsWithGroups(tx)).map(menuCsvDish));
    if (!dryRun) {
      await menu.upsertMany(plan.writes, tx);
      await menu.options.replaceDishGroups(plan.groupWrites, tx);
      const major = (cents: number) => toMajor(money(cents));
      for (const { id, name, before, after } of plan.newPrices) {
        await audit.record(
          {
            actor: by,
            action: 'menu.price',
            subject: { kind: 'dish', id },
            before: { name, price: major(before) },
            after: { name, price: major(after) },
            reason: 'Menu CSV import',
          },
          tx,
        );
      }
    }
    const count = (action: MenuImportChange['action']) =>
      plan.changes.filter((change) => change.action === action).length;
    return { dryRun, added: count('add'), changed: count('change'), unchanged: plan.unchanged, changes: plan.changes };
  });
}
