import { storedBill } from '@bistro/contract/bill-settings';
import { money, toMajor } from '@bistro/contract/money';
import { conflict } from '../../../http/problems.ts';
import type { Audit } from '../../audit/index.ts';
import type { Cart } from '../../cart/index.ts';
import type { Menu } from '../../menu/index.ts';
import type { PromoCodes } from '../../promo-codes/index.ts';
import type { RestaurantRules } from '../../restaurant/index.ts';
import type { OrderRecord, OrdersRepository, StaffMember } from '../orders-repository.ts';
import { refuseSoldOut } from './check.ts';
import type { Transaction } from './create.ts';
import { billOf, type GuestLine, listed } from './price.ts';

export interface AddLinesParts {
  transaction: Transaction;
  orders: Pick<OrdersRepository, 'linesOf' | 'addLines' | 'announce'>;
  carts: Pick<Cart, 'price'>;
  menu: Pick<Menu, 'snapshot' | 'stock'>;
  restaurant: Pick<RestaurantRules, 'bill'>;
  promoCodes: Pick<PromoCodes, 'discountOf'>;
  /** Dishes added are kept in the audit log. */
  audit: Pick<Audit, 'record'>;
}

/**
 * Add dishes to an order due at pickup (not yet paid, not yet picked up): the dishes at today's
 * prices with their choices (a sold-out one refused, 409), and the whole bill made again by the
 * bill's one code (`billOf`): the lines kept at the prices they were ordered at, the restaurant's
 * tax, the order's code on the new subtotal, and its tip as it was. The new bill and lines (each
 * with its share of it) are kept in one transaction with the stock the dishes added hold and the
 * order's announcement and its audit entry (`order.change`, by `by`), only if the order is still
 * due and unchanged (a payment or another addition meanwhile: 409; too few left of a counted dish:
 * 409 naming it). Its money is then taken at pickup with the rest.
 */
export async function addLines(
  parts: AddLinesParts,
  order: OrderRecord,
  added: GuestLine[],
  by: StaffMember,
): Promise<OrderRecord> {
  const [priced, kept, snapshot, settings, discount] = await Promise.all([
    parts.carts.price(added),
    parts.orders.linesOf(order.id),
    parts.menu.snapshot(),
    parts.restaurant.bill(),
    order.promoCode ? parts.promoCodes.discountOf(order.promoCode) : null,
  ]);
  refuseSoldOut(priced);
  const lines = [
    // A line whose dish is gone keeps its price; its tax is the restaurant's rate for no tax category.
    ...kept.map((line) => ({
      priceCents: line.unitPriceCents,
      quantity: line.quantity,
      taxCategory: snapshot.byId.get(line.menuItemId)?.taxCategory ?? null,
    })),
    ...priced,
  ];
  const bill = billOf(lines, {
    settings,
    tip: { amount: money(order.tipCents, order.currency) },
    discount,
    deliveryFee: money(order.deliveryFeeCents, order.currency),
  });
  // The bill's lines are the kept ones, then the added ones, in that order.
  const shareOf = (index: number) => ({
    discountCents: bill.lines[index]?.discount.amount ?? 0,
    taxCents: bill.lines[index]?.tax.amount ?? 0,
  });
  const changed = await parts.transaction(async (tx) => {
    const outcome = await parts.orders.addLines(
      order.id,
      {
        bill: storedBill(bill, order.promoCode),
        fromTotalCents: order.totalCents,
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
  if (!changed) throw conflict(`Order #${order.number} was paid or changed meanwhile: look at it again.`);
  return changed;
}
