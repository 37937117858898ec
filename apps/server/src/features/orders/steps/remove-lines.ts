import { storedBill } from '@bistro/contract/bill-settings';
import type { OrderRemoval } from '@bistro/contract/counter';
import { money, toMajor } from '@bistro/contract/money';
import { badRequest, conflict } from '../../../http/problems.ts';
import type { Clock } from '../../../plugins/app/clock.ts';
import type { Audit } from '../../audit/index.ts';
import { wordsOf } from '../../languages/index.ts';
import type { Menu } from '../../menu/index.ts';
import type { TabChecks } from '../flows/tab-checks.ts';
import type { OrderRecord, OrdersRepository, StaffMember } from '../orders-repository.ts';
import { type BillAgainParts, billAgain, billTermsOf } from './bill-again.ts';
import type { Transaction } from './create.ts';
import { listed } from './price.ts';

export interface RemoveLinesParts extends BillAgainParts {
  transaction: Transaction;
  orders: Pick<OrdersRepository, 'linesOf' | 'removeLines' | 'announce'>;
  menu: Pick<Menu, 'snapshot' | 'stock'>;
  /** Dishes taken off are kept in the audit log. */
  audit: Pick<Audit, 'record'>;
  clock: Clock;
  /** A round of a table's tab is checked against what the tab's payers paid. */
  tabChecks: Pick<TabChecks, 'reducingRound'>;
}

/**
 * Take dishes off an order due at pickup (not yet paid, not yet picked up), or fewer of them: the
 * whole bill made again (`billAgain`) on the lines left, each keeping its share of the discount
 * and tax; nothing was paid, so nothing is refunded. The new bill and lines are kept in one
 * transaction with the dishes' stock given back (they were not sold), the order's announcement
 * and its audit entry (`order.change`, by `by`, with the reason), only if the order is still due
 * and unchanged (a payment or another change meanwhile: 409). A line unknown to the order is 400;
 * more of a line than it holds, or every dish of the order, is 409 (cancel the order instead). A
 * round of a table's tab is first checked by the tab's owner in the same transaction, under the
 * tab's lock (`tabChecks`): it refuses taking off what someone at the table paid, or is paying.
 */
export async function removeLines(
  parts: RemoveLinesParts,
  order: OrderRecord,
  { lines: removed, reason }: OrderRemoval,
  by: StaffMember,
): Promise<OrderRecord> {
  const terms = await billTermsOf(parts, order);
  const changed = await parts.transaction(async (tx) => {
    // Read in the transaction: a retry with the same key answers before the lines it took off are missed.
    const lines = await parts.orders.linesOf(order.id, tx);
    const taken = new Map<string, number>();
    for (const { lineId, quantity } of removed) {
      const line = lines.find((candidate) => candidate.id === lineId);
      if (!line) throw badRequest(wordsOf('refusal.noSuchLine', { number: order.number }), { lineId });
      if (quantity > line.quantity) {
        throw conflict(
          wordsOf('refusal.onlySoMany', { number: order.number, quantity: line.quantity, name: line.name }),
          { lineId },
        );
      }
      taken.set(lineId, quantity);
    }
    const after = lines.map((line) => ({ ...line, quantity: line.quantity - (taken.get(line.id) ?? 0) }));
    const left = after.filter((line) => line.quantity > 0);
    if (left.length === 0) {
      throw conflict(wordsOf('refusal.takesEveryDish', { number: order.number }));
    }
    // The bill's lines are the ones left, in their order; a line taken off entirely has no share.
    const { bill, shareOf } = billAgain(terms, order, left);
    if (order.tabId) {
      const lessCents = order.totalCents - bill.total.amount;
      await parts.tabChecks.reducingRound({ tabId: order.tabId, lineIds: [...taken.keys()], lessCents }, tx);
    }
    const shares = new Map(left.map((line, index) => [line.id, shareOf(index)]));
    const names = new Map(lines.map((line) => [line.id, line.name]));
    const row = await parts.orders.removeLines(
      order.id,
      {
        bill: storedBill(bill, order.promoCode),
        fromTotalCents: order.totalCents,
        change: {
          at: parts.clock.now(),
          byName: by.name,
          removed: [...taken].map(([lineId, quantity]) => ({ name: names.get(lineId) ?? '', quantity })),
          reason,
        },
        lines: after.map((line) => ({
          id: line.id,
          quantity: line.quantity,
          ...(shares.get(line.id) ?? { discountCents: 0, taxCents: 0 }),
        })),
      },
      tx,
    );
    if (!row) return undefined;
    for (const [lineId, quantity] of taken) await parts.menu.stock.giveBack(tx, { lineId, quantity, restock: true });
    await parts.audit.record(
      {
        actor: by,
        action: 'order.change',
        subject: { kind: 'order', id: order.id },
        before: { total: toMajor(money(order.totalCents, order.currency)) },
        after: {
          number: order.number,
          total: toMajor(money(row.totalCents, order.currency)),
          removed: listed([...taken].map(([lineId, quantity]) => `${quantity} × ${names.get(lineId) ?? ''}`)),
        },
        reason,
      },
      tx,
    );
    await parts.orders.announce(row, tx);
    return row;
  });
  if (!changed) throw conflict(wordsOf('refusal.changedMeanwhile', { number: order.number }));
  return changed;
}
