import type { Bill } from '@bistro/contract/bill';
import { money } from '@bistro/contract/money';
import type { Menu } from '../../menu/index.ts';
import type { PromoCodes } from '../../promo-codes/index.ts';
import type { RestaurantRules } from '../../restaurant/index.ts';
import type { OrderLineRecord, OrderRecord } from '../orders-repository.ts';
import { billOf } from './price.ts';

export interface BillAgainParts {
  menu: Pick<Menu, 'snapshot'>;
  restaurant: Pick<RestaurantRules, 'bill'>;
  promoCodes: Pick<PromoCodes, 'discountOf'>;
}

/** An order's line as its bill is made again: how many, at the price it was ordered at. */
type KeptLine = Pick<OrderLineRecord, 'menuItemId' | 'unitPriceCents' | 'quantity'>;

/** What an order's bill is made again on: the menu (each dish's tax category), the restaurant's bill settings, the order's code. */
export type BillTerms = Awaited<ReturnType<typeof billTermsOf>>;

/** Reads what an order's bill is made again on (outside a transaction: the menu is read apart). */
export async function billTermsOf(parts: BillAgainParts, order: OrderRecord) {
  const [snapshot, settings, discount] = await Promise.all([
    parts.menu.snapshot(),
    parts.restaurant.bill(),
    order.promoCode ? parts.promoCodes.discountOf(order.promoCode) : null,
  ]);
  return { snapshot, settings, discount };
}

/**
 * An order's bill made again by the bill's one code (`billOf`) once its lines changed (dishes
 * added or taken off): the kept lines at the prices they were ordered at, then the added ones, the
 * restaurant's tax, the order's code on the new subtotal, and its tip and delivery fee as they were. Answers the bill
 * and each line's share of its discount and tax, by the line's place (kept, then added).
 */
export function billAgain(
  { snapshot, settings, discount }: BillTerms,
  order: OrderRecord,
  kept: readonly KeptLine[],
  added: readonly { priceCents: number; quantity: number; taxCategory: string | null }[] = [],
): { bill: Bill; shareOf: (index: number) => { discountCents: number; taxCents: number } } {
  const lines = [
    // A line whose dish is gone keeps its price; its tax is the restaurant's rate for no tax category.
    ...kept.map((line) => ({
      priceCents: line.unitPriceCents,
      quantity: line.quantity,
      taxCategory: snapshot.byId.get(line.menuItemId)?.taxCategory ?? null,
    })),
    ...added,
  ];
  const bill = billOf(lines, {
    settings,
    tip: { amount: money(order.tipCents, order.currency) },
    discount,
    deliveryFee: money(order.deliveryFeeCents, order.currency),
  });
  return {
    bill,
    shareOf: (index) => ({
      discountCents: bill.lines[index]?.discount.amount ?? 0,
      taxCents: bill.lines[index]?.tax.amount ?? 0,
    }),
  };
}
