import type { ReceiptIssuer } from '@bistro/contract/orders';
import { conflict } from '../../../http/problems.ts';
import type { Clock } from '../../../plugins/app/clock.ts';
import type { Cart } from '../../cart/index.ts';
import type { MailMessage } from '../../mail/index.ts';
import type { Menu } from '../../menu/index.ts';
import type { Notifications } from '../../notifications/index.ts';
import type { IntentView, Payments } from '../../payments/index.ts';
import type { PromoCodes } from '../../promo-codes/index.ts';
import type { RestaurantRules } from '../../restaurant/index.ts';
import type { Stats } from '../../stats/index.ts';
import type { OrderMail } from '../order-mail.ts';
import type { OrderRecord, OrdersRepository } from '../orders-repository.ts';
import type { Transaction } from './create.ts';
import { listed } from './price.ts';

/**
 * How an order's money was taken, which makes it paid: today a card charge through the payment
 * provider, whose intent's id is the payment's reference. Cash and the restaurant's own card
 * terminal are further kinds of the same thing (docs/decisions/016).
 */
export interface Settlement {
  method: 'card';
  /** The provider's reference for the charge (the intent's id): kept with the payment. */
  reference: string;
  amountCents: number;
}

/** The card settlement of an order by an intent: only a succeeded intent of exactly its total settles it (409 otherwise). */
export function cardSettlement(
  order: OrderRecord,
  intent: Pick<IntentView, 'id' | 'amountCents' | 'status'>,
): Settlement {
  if (intent.status !== 'succeeded' || intent.amountCents !== order.totalCents) {
    throw conflict(`The payment does not match order #${order.number}`);
  }
  return { method: 'card', reference: intent.id, amountCents: intent.amountCents };
}

/**
 * What changed, of the rules an unpaid order was started under, by the time its payment went
 * through: "Paid after Soup was marked sold out and online ordering was paused.", or null. The
 * money is taken and the order stands; the kitchen sees this on it and makes it or cancels it
 * (which refunds it). See docs/restaurant-rules.md.
 */
export async function paidDespite(
  parts: {
    orders: Pick<OrdersRepository, 'linesOf'>;
    menu: Pick<Menu, 'snapshot'>;
    restaurant: Pick<RestaurantRules, 'changesFor'>;
  },
  order: OrderRecord,
  now: Date,
): Promise<string | null> {
  const [lines, snapshot] = await Promise.all([parts.orders.linesOf(order.id), parts.menu.snapshot()]);
  // Marked by the kitchen: a count at 0 is no change, the order held its portions before that.
  const soldOut = lines.filter((line) => {
    const dish = snapshot.byId.get(line.menuItemId);
    return dish?.soldOut && dish.stock !== 0;
  });
  const changes = [
    ...(soldOut.length > 0
      ? [`${listed(soldOut.map((line) => line.name))} ${soldOut.length > 1 ? 'were' : 'was'} marked sold out`]
      : []),
    ...(await parts.restaurant.changesFor(order.pickupAt, now)),
  ];
  return changes.length > 0 ? `Paid after ${listed(changes)}.` : null;
}

export interface MarkPaidParts {
  transaction: Transaction;
  orders: Pick<OrdersRepository, 'markPaid' | 'linesOf' | 'recordEvent'>;
  payments: Pick<Payments, 'record' | 'findByOrder'>;
  stats: Pick<Stats, 'addSales'>;
  /** A promo code's use counts once its order is paid, and so does the stock it holds. */
  promoCodes: Pick<PromoCodes, 'count'>;
  menu: Pick<Menu, 'stock'>;
  carts: Pick<Cart, 'removeOrdered'>;
  clock: Clock;
  /** Who issues a receipt now: kept on the order as it is paid. */
  receiptIssuer(): Promise<ReceiptIssuer>;
  mail: Pick<OrderMail, 'paid' | 'newOrder'>;
  sendMail(message: MailMessage): void;
  /** The restaurant's people are told of each new order a diner placed. */
  notifications: Pick<Notifications, 'tell'>;
}

/**
 * How an order a diner placed (online, not staff at the counter) reaches the kitchen: the
 * restaurant's people are told of it, and where the owner wants each order accepted, it waits
 * for a cook's Accept this many minutes (null: accepted at once).
 */
export interface DinerOrderArrival {
  acceptWithinMinutes: number | null;
}

/** How an order a diner places now reaches the kitchen: as the owner set orders to be accepted. */
export async function dinerOrderArrival(parts: {
  restaurant: Pick<RestaurantRules, 'orderAcceptance'>;
}): Promise<DinerOrderArrival> {
  const acceptance = await parts.restaurant.orderAcceptance();
  return { acceptWithinMinutes: acceptance.mode === 'staff' ? acceptance.withinMinutes : null };
}

/**
 * Mark the order paid by this settlement of exactly its total: the payment is kept, its dishes
 * count as sold, its code's use and its stock count and its dishes leave the diner's cart, in one transaction
 * with its history entry and its announcement; the diner is mailed. Repeats (and racing twins)
 * change nothing and answer the same payment. `despite` tells the kitchen what changed since the
 * payment started, if anything did; `arrival`, for an order a diner placed, whether it waits for
 * a cook's Accept, and the restaurant is told of it.
 */
export async function markPaid(
  parts: MarkPaidParts,
  order: OrderRecord,
  settlement: Settlement,
  despite: string | null,
  arrival: DinerOrderArrival | null = null,
): Promise<{ paymentId: string; removedFromCart: number }> {
  if (settlement.amountCents !== order.totalCents) throw conflict(`The payment does not match order #${order.number}`);
  const { orders, payments, stats, promoCodes, carts, clock } = parts;
  const issuer = await parts.receiptIssuer();
  const outcome = await parts.transaction(async (tx) => {
    const now = clock.now();
    const minutes = arrival?.acceptWithinMinutes;
    const acceptBy = minutes ? new Date(now.getTime() + minutes * 60_000) : null;
    const paid = await orders.markPaid(order.id, { at: now, paidDespite: despite, issuer, acceptBy }, tx);
    if (!paid) {
      const payment = await payments.findByOrder(order.id, tx);
      if (!payment) throw conflict(`Order #${order.number} can no longer be paid`);
      return { paymentId: payment.id, removedFromCart: 0, paid: null };
    }
    const lines = await orders.linesOf(order.id, tx);
    const paymentId = await payments.record(
      {
        orderId: order.id,
        userId: order.userId,
        email: order.email,
        transactionId: settlement.reference,
        amountCents: order.totalCents,
        menuIds: lines.map((line) => line.menuItemId),
      },
      tx,
    );
    await stats.addSales(lines, tx);
    await promoCodes.count(order.id, tx);
    await parts.menu.stock.count(order.id, tx);
    const removedFromCart = order.userId ? await carts.removeOrdered(order.userId, lines, tx) : 0;
    await orders.recordEvent(paid, now, null, tx);
    return { paymentId, removedFromCart, paid: { order: paid, lines } };
  });
  if (outcome.paid) {
    parts.sendMail(parts.mail.paid(outcome.paid.order, outcome.paid.lines));
    if (arrival) parts.notifications.tell(parts.mail.newOrder(outcome.paid.order, outcome.paid.lines));
  }
  return { paymentId: outcome.paymentId, removedFromCart: outcome.removedFromCart };
}
