import type { UpdateMenuItem } from '@bistro/contract/menu';
import { fromMajor, money, toMajor } from '@bistro/contract/money';
import type { OptionGroupInput } from '@bistro/contract/options';
import { stockFields } from '@bistro/contract/stock';
import { notFound } from '../../http/problems.ts';
import type { Audit, AuditActor } from '../audit/index.ts';
import { wordsOf } from '../languages/index.ts';
import type { MenuRepository, MenuRow } from './menu-repository.ts';
import type { Stock, Transaction } from './stock.ts';

/**
 * A change of a dish split into its count (staff set it) and the rest (admins); the count only
 * where it differs from the dish's (a form sends every field: an unchanged count is no new count).
 */
function splitChange({ stock, parLevel, ...rest }: UpdateMenuItem, dish: MenuRow) {
  const counted = {
    ...(stock === undefined || stock === dish.stock ? {} : { stock }),
    ...(parLevel === undefined || parLevel === dish.parLevel ? {} : { parLevel }),
  };
  return { counted: Object.keys(counted).length > 0 ? counted : null, rest };
}

/** Whether a change touches only a dish's count: what staff may change. */
export const changesOnlyStock = (change: UpdateMenuItem) => Object.keys(change).every((field) => field in stockFields);

/**
 * The menu as other features use it: the whole menu as it is now (one snapshot, shared), each
 * dish's option groups for pricing a line, news of choices that go, the stock counts an order
 * holds, counts and gives back (stock.ts), and a dish's change kept in the audit log.
 */
export function createMenu(
  repository: MenuRepository,
  { stock, audit, transaction }: { stock: Stock; audit: Pick<Audit, 'record'>; transaction: Transaction },
) {
  return {
    snapshot: () => repository.snapshot(),
    dishGroups: repository.options.dishGroups,
    whenChoicesGo: repository.options.whenChoicesGo,
    stock,

    /**
     * Changes a dish (404 when there is none): its count as staff set it, the rest as an admin
     * does; a new price and a new count are kept in the audit log with who changed them.
     */
    async changeDish(id: string, change: UpdateMenuItem, by: AuditActor): Promise<number> {
      return transaction(async (tx) => {
        const before = await repository.lockRow(id, tx);
        if (!before) throw notFound(wordsOf('refusal.noMenuItem'));
        const { counted, rest } = splitChange(change, before);
        const changed = Object.keys(rest).length > 0 ? await repository.update(id, rest, tx) : 1;
        if (counted) await stock.set('dish', id, counted, by, tx);
        if (change.price !== undefined && fromMajor(change.price).amount !== before.priceCents) {
          await audit.record(
            {
              actor: by,
              action: 'menu.price',
              subject: { kind: 'dish', id },
              before: { name: before.name, price: toMajor(money(before.priceCents)) },
              after: { name: rest.name ?? before.name, price: change.price },
            },
            tx,
          );
        }
        return changed;
      });
    },

    /**
     * Replaces an option group (404 when there is none); the counts of its choices that this
     * changes are kept in the audit log with who changed them.
     */
    async replaceGroup(id: string, input: OptionGroupInput, by: AuditActor): Promise<void> {
      await transaction(async (tx) => {
        const before = new Map((await repository.options.countsOf(id, tx)).map((choice) => [choice.id, choice]));
        await repository.options.replace(id, input, tx);
        for (const after of await repository.options.countsOf(id, tx)) {
          const was = before.get(after.id) ?? { stock: null, parLevel: null };
          if (was.stock === after.stock && was.parLevel === after.parLevel) continue;
          await audit.record(
            {
              actor: by,
              action: 'menu.stock',
              subject: { kind: 'choice', id: after.id },
              before: { stock: was.stock, parLevel: was.parLevel },
              after: { stock: after.stock, parLevel: after.parLevel },
            },
            tx,
          );
        }
      });
    },
  };
}

export type Menu = ReturnType<typeof createMenu>;
