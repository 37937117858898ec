import { storedBill } from '@bistro/contract/bill-settings';
import type { Language } from '@bistro/contract/languages';
import type { OrderChannel } from '@bistro/contract/orders';
import type { DbOrTx } from '../../../db/connect.ts';
import { Problem } from '../../../http/problems.ts';
import type { DeliveryService } from '../../delivery/index.ts';
import { checkServedAt, type Menu, type MenuSnapshot } from '../../menu/index.ts';
import type { PromoCodes } from '../../promo-codes/index.ts';
import type { RestaurantRules } from '../../restaurant/index.ts';
import type { OrderRecord, OrdersRepository } from '../orders-repository.ts';
import { deliveryArrival } from './deliver.ts';
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

/**
 * What the diner asks for with the lines: when to pick it up ("asap" or a time offered, ISO), and
 * a note; staff may take an order despite the hours or pickup times with a reason (`overrideReason`).
 */
export interface OrderRequest {
  pickup: string;
  note: string | null;
  /** The language of the page it is placed from: its mails are written in it. */
  language?: Language;
  overrideReason?: string | null;
  /** Dishes added to an order, for its pickup time: as soon as possible once the kitchen can no longer make it. */
  pickupOrSoonest?: boolean;
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

/** The stock counts as an order takes them: held as it is made. */
export type StockHolds = { stock: Pick<Menu['stock'], 'hold'> };

/**
 * Hold the order's counted dishes and choices, in the transaction that creates it: of any number
 * of orders racing for the last portions, exactly that many hold them (the others are refused,
 * 409 naming the dish).
 */
export async function holdStock(
  parts: { orders: Pick<OrdersRepository, 'linesOf'>; menu: StockHolds },
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
 * A rule of the hours or pickup times as it stands (`rule`: a refusal is a 409), unless staff gave
 * a reason to take the order despite it: then `despite` instead, with the words of the rule it breaks.
 */
async function unlessOverridden<T>(
  request: OrderRequest,
  rule: () => Promise<T>,
  despite: () => Promise<T>,
): Promise<{ value: T; overridden: string | null }> {
  try {
    return { value: await rule(), overridden: null };
  } catch (error) {
    if (!request.overrideReason || !(error instanceof Problem) || error.statusCode !== 409) throw error;
    return { value: await despite(), overridden: error.message };
  }
}

/** What making an order needs. */
export interface CreateOrderParts {
  orders: Pick<OrdersRepository, 'createAwaitingPayment' | 'linesOf'>;
  restaurant: Pick<RestaurantRules, 'reservePickup' | 'overridePickup' | 'timeZone'>;
  promoCodes: Pick<PromoCodes, 'hold'>;
  menu: StockHolds;
  /** A delivery's hours, that its arrival must fall within. */
  delivery: Pick<DeliveryService, 'hoursAt'>;
}

/** An order to make: for whom, the priced lines, what is asked with them, and where it is taken (online unless said). */
export interface NewOrder {
  payer: OrderPayer;
  cart: PricedCart;
  request: OrderRequest;
  fingerprint: string;
  now: Date;
  channel?: OrderChannel;
  /** A round at a table: the tab it goes on, and the table's name. */
  tab?: { id: string; table: string };
  /** Dishes added to a paid order: that order's id. */
  addedTo?: string;
}

/**
 * In the transaction `tx`: reserve the pickup time, create the order awaiting payment and hold its
 * code and its stock, so that the last place at a time (a code's last use, a dish's last portions)
 * goes to one order only, and the lines are priced as they will be charged. A dish whose sections
 * do not serve at the pickup time (their hours, on the `menu` read before the transaction) is
 * refused (409). When the restaurant's hours or pickup times refuse the order (closed, a pause, a
 * full or unoffered time, a section's hours: 409) and staff gave a reason to override them, it is
 * made for the time asked, keeping the words of the rules it breaks. A delivery's kitchen time is
 * reserved as a pickup's, and its arrival after it must fall within the delivery hours (409
 * otherwise, never moved to the next day). A sold-out dish (checked
 * before) or an empty stock is never overridden. A flow that takes the payment at once does so in
 * the same transaction.
 */
export async function placeOrder(
  parts: CreateOrderParts,
  order: NewOrder & { menu: Pick<MenuSnapshot, 'byId' | 'sections'> },
  tx: DbOrTx,
): Promise<OrderRecord> {
  const { payer, cart, request, fingerprint, now, channel = 'online', menu, tab, addedTo } = order;
  const { restaurant } = parts;
  const pickup = await unlessOverridden(
    request,
    () => restaurant.reservePickup(request.pickup, now, tx, request.pickupOrSoonest),
    () => restaurant.overridePickup(request.pickup, now, tx),
  );
  const pickupAt = pickup.value;
  const served = await unlessOverridden(
    request,
    async () => checkServedAt(menu, cart.lines, { pickupAt, now, timeZone: restaurant.timeZone }),
    async () => {},
  );
  const overridden = [pickup.overridden, served.overridden].filter(Boolean).join(' ') || null;
  const delivery = cart.delivery && {
    address: cart.delivery.address,
    instructions: cart.delivery.instructions,
    zone: cart.delivery.terms.zone.name,
    arrivalAt: (
      await deliveryArrival(
        parts.delivery,
        {
          terms: cart.delivery.terms,
          readyAt: pickupAt,
          now,
          timeZone: restaurant.timeZone,
        },
        tx,
      )
    ).toISOString(),
  };
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
      ...(request.language ? { language: request.language } : {}),
      createdAt: now,
      guestBrowser: payer.guest?.browser ?? null,
      placedFrom: payer.guest?.address ?? null,
      channel,
      ...(delivery ? { delivery } : {}),
      ...(tab ? { tabId: tab.id, tableName: tab.table } : {}),
      ...(addedTo ? { addedToOrderId: addedTo } : {}),
      overrideRule: overridden,
      overrideReason: overridden ? (request.overrideReason ?? null) : null,
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
}

/** Make the order awaiting payment in a transaction of its own (`placeOrder`). */
export async function createOrder(
  parts: CreateOrderParts & { transaction: Transaction; menu: Pick<Menu, 'snapshot'> & StockHolds },
  order: NewOrder,
): Promise<OrderRecord> {
  // Read before the transaction: PGlite runs one at a time, and the menu is read outside it.
  const menu = await parts.menu.snapshot();
  return parts.transaction((tx) => placeOrder(parts, { ...order, menu }, tx));
}
