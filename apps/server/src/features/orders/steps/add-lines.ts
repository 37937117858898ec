import { storedBill } from '@bistro/contract/bill-settings';
import { money, toMajor } from '@bistro/contract/money';
import { conflict } from '../../../http/problems.ts';
import type { Clock } from '../../../plugins/app/clock.ts';
import type { Audit } from '../../audit/index.ts';
import type { Cart } from '../../cart/index.ts';
import { wordsOf } from '../../languages/index.ts';
import type { Menu } from '../../menu/index.ts';
import type { OrderRecord, OrdersRepository, StaffMember } from '../orders-repository.ts';
import { type BillAgainParts, billAgain, billTermsOf } from './bill-again.ts';
import { refuseSoldOut } from './check.ts';
import type { Transaction } from './create.ts';
import { type GuestLine, listed } from './price.ts';

export interface AddLinesParts extends BillAgainParts {
  transaction: Transaction;
  orders: Pick<OrdersRepository, 'linesOf' | 'addLines' | 'announce'>;
  carts: Pick<Cart, 'price'>;
  menu: Pick<Menu, 'snapshot' | 'stock'>;
  /** Dishes added are kept in the audit log. */
  audit: Pick<Audit, 'record'>;
  clock: Clock;
}

/**
 * Add dishes to an order due at pickup (not yet paid, not yet picked up): the dishes at today's
 * prices with their choices (a sold-out one refused, 409), and the whole bill made again
 * (`billAgain`). The new bill and lines (each with its share of it) are kept in one transaction
 * with the stock the dishes added hold and the order's announcement and its audit entry
 * (`order.change`, by `by`), only if the order is still due and unchanged (a payment or another
 * change meanwhile: 409; too few left of a counted dish: 409 naming it). Its money is then taken
 * at pickup with the rest.
 */
export async function addLines(
  parts: AddLinesParts,
  order: OrderRecord,
  added: GuestLine[],
  by: StaffMember,
): Promise<OrderRecord> {
  const [priced, kept, terms] = await Promise.all([
    parts.carts.price(added),
    parts.orders.linesOf(order.id),
    billTermsOf(parts, order),
  ]);
  refuseSoldOut(priced);
  // The bill's lines are the kept ones, then the added ones, in that order.
  const { bill, shareOf } = billAgain(terms, order, kept, priced);
  const changed = await parts.transaction(async (tx) => {
    const outcome = await parts.orders.addLines(
      order.id,
      {
        bill: storedBill(bill, order.promoCode),
        fromTotalCents: order.totalCents,
        change: { at: parts.clock.now(), byName: by.name },
        kept: kept.map((line, index) => ({ id: line.id, ...shareOf(index) })),
        lines: priced.map((line, index) => ({
          menuItemId: line.menuID,
          name: line.name,
          quantity: line.quantity,
          unitPriceCents: line.priceCents,
          choices: line.choices,
          ...shareOf(kept.length + index),
        })),
      },
      tx,
    );
    if (!outcome) return undefined;
    await parts.menu.stock.hold(tx, {
      orderId: order.id,
      lines: outcome.added.map(({ lineId, line }) => ({
        lineId,
        menuItemId: line.menuItemId,
        choiceIds: line.choices.map((choice) => choice.id),
        quantity: line.quantity,
      })),
    });
    await parts.audit.record(
      {
        actor: by,
        action: 'order.change',
        subject: { kind: 'order', id: order.id },
        before: { total: toMajor(money(order.totalCents, order.currency)) },
        after: {
          number: order.number,
          total: toMajor(money(outcome.order.totalCents, order.currency)),
          added: listed(priced.map((line) => `${line.quantity} × ${line.name}`)),
        },
      },
      tx,
    );
    await parts.orders.announce(outcome.order, tx);
    return outcome.order;
  });
  if (!changed) throw conflict(wordsOf('refusal.changedMeanwhile', { number: order.number }));
  return changed;
}
