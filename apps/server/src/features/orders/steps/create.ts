import { storedBill } from '@bistro/contract/bill-settings';
import type { DbOrTx } from '../../../db/connect.ts';
import { checkServedAt, type Menu } from '../../menu/index.ts';
import type { PromoCodes } from '../../promo-codes/index.ts';
import type { RestaurantRules } from '../../restaurant/index.ts';
import type { OrderRecord, OrdersRepository } from '../orders-repository.ts';
import type { PricedCart } from './price.ts';

/**
 * Who the order is for: their account (null for a guest), the name, address and phone on the
 * order, whether that address is proven theirs (a promo code's rules per person need it), and for
 * a guest, their browser (`browserKey` of the checkout token it keeps) and client address.
 */
export interface OrderPayer {
  userId: string | null;
  email: string;
  name: string;
  phone: string | null;
  verified: boolean;
  guest: { browser: string; address: string } | null;
}

/** What the diner asks for with the lines: when to pick it up ("asap" or a time offered, ISO), and a note. */
export interface OrderRequest {
  pickup: string;
  note: string | null;
}

/** Runs work in one database transaction. */
export type Transaction = <T>(work: (tx: DbOrTx) => Promise<T>) => Promise<T>;

/**
 * Hold the code's use for the order, in the transaction that creates it: of diners racing for a
 * code's last use, one order holds it (the others are refused, 422).
 */
export async function holdPromoCode(
  promoCodes: Pick<PromoCodes, 'hold'>,
  { cart, payer, orderId, now }: { cart: PricedCart; payer: OrderPayer; orderId: string; now: Date },
  tx: DbOrTx,
): Promise<void> {
  if (!cart.promo) return;
  const diner = { userId: payer.userId, email: payer.email, verified: payer.verified };
  await promoCodes.hold(tx, { codeId: cart.promo.codeId, orderId, diner, now });
}

/**
 * Hold the order's counted dishes and choices, in the transaction that creates it: of any number
 * of orders racing for the last portions, exactly that many hold them (the others are refused,
 * 409 naming the dish).
 */
export async function holdStock(
  parts: { orders: Pick<OrdersRepository, 'linesOf'>; menu: Pick<Menu, 'stock'> },
  orderId: string,
  tx: DbOrTx,
): Promise<void> {
  const lines = await parts.orders.linesOf(orderId, tx);
  await parts.menu.stock.hold(tx, {
    orderId,
    lines: lines.map((line) => ({
      lineId: line.id,
      menuItemId: line.menuItemId,
      choiceIds: line.choices.map((choice) => choice.id),
      quantity: line.quantity,
    })),
  });
}

/**
 * Reserve the pickup time, create the order awaiting payment, hold its code and its stock, in one
 * transaction: the last place at a time (a code's last use, a dish's last portions) goes to one
 * order only, and the lines are priced as they will be charged. A dish whose sections do not serve
 * at the pickup time (their hours) is refused (409).
 */
export async function createOrder(
  parts: {
    transaction: Transaction;
    orders: Pick<OrdersRepository, 'createAwaitingPayment' | 'linesOf'>;
    restaurant: Pick<RestaurantRules, 'reservePickup' | 'timeZone'>;
    promoCodes: Pick<PromoCodes, 'hold'>;
    menu: Pick<Menu, 'snapshot' | 'stock'>;
  },
  order: { payer: OrderPayer; cart: PricedCart; request: OrderRequest; fingerprint: string; now: Date },
): Promise<OrderRecord> {
  const { payer, cart, request, fingerprint, now } = order;
  // Read before the transaction: PGlite runs one at a time, and the menu is read outside it.
  const menu = await parts.menu.snapshot();
  return parts.transaction(async (tx) => {
    const pickupAt = await parts.restaurant.reservePickup(request.pickup, now, tx);
    checkServedAt(menu, cart.lines, { pickupAt, now, timeZone: parts.restaurant.timeZone });
    const created = await parts.orders.createAwaitingPayment(
      {
        userId: payer.userId,
        email: payer.email,
        customerName: payer.name,
        phone: payer.phone,
        bill: storedBill(cart.bill, cart.promo?.code ?? null),
        cartFingerprint: fingerprint,
        pickupAt,
        note: request.note,
        createdAt: now,
        guestBrowser: payer.guest?.browser ?? null,
        placedFrom: payer.guest?.address ?? null,
        lines: cart.lines.map((line, index) => ({
          menuItemId: line.menuID,
          name: line.name,
          quantity: line.quantity,
          unitPriceCents: line.priceCents,
          choices: line.choices,
          discountCents: cart.bill.lines[index]?.discount.amount ?? 0,
          taxCents: cart.bill.lines[index]?.tax.amount ?? 0,
        })),
      },
      tx,
    );
    await holdPromoCode(parts.promoCodes, { cart, payer, orderId: created.id, now }, tx);
    await holdStock(parts, created.id, tx);
    return created;
  });
}
