import type { CounterSettlement } from '@bistro/contract/counter';
import { format, fromMajor, isWholeMinor, money, toMajor } from '@bistro/contract/money';
import type { ReceiptIssuer } from '@bistro/contract/orders';
import type { DbOrTx } from '../../../db/connect.ts';
import { badRequest, conflict, Problem } from '../../../http/problems.ts';
import type { Clock } from '../../../plugins/app/clock.ts';
import type { Cart } from '../../cart/index.ts';
import { wordsOf } from '../../languages/index.ts';
import type { MailMessage } from '../../mail/index.ts';
import type { Menu } from '../../menu/index.ts';
import type { Notifications } from '../../notifications/index.ts';
import type { IntentView, Payments } from '../../payments/index.ts';
import type { PromoCodes } from '../../promo-codes/index.ts';
import type { RestaurantRules } from '../../restaurant/index.ts';
import type { Stats } from '../../stats/index.ts';
import type { OrderMail } from '../order-mail.ts';
import type { Actor, OrderRecord, OrdersRepository } from '../orders-repository.ts';
import type { Transaction } from './create.ts';
import { listed } from './price.ts';

/**
 * How an order's money was taken, which makes it paid (docs/decisions/016): a card charge through
 * the payment provider, whose intent's id is the payment's reference; cash handed over at the
 * counter (what was tendered, the change being the rest); or the restaurant's own card terminal
 * (recorded, not charged here).
 */
export type Settlement =
  | {
      method: 'card';
      /** The provider's reference for the charge (the intent's id): kept with the payment. */
      reference: string;
      amountCents: number;
    }
  | { method: 'cash'; tenderedCents: number; amountCents: number }
  | { method: 'card_present'; amountCents: number };

/** The payment's reference as the payments keep it: the provider's for a card, the order's number at the counter. */
const referenceOf = (order: OrderRecord, settlement: Settlement) =>
  settlement.method === 'card'
    ? settlement.reference
    : `${settlement.method === 'cash' ? 'cash' : 'terminal'}:${order.number}`;

/**
 * The settlement of an order at the counter: cash of at least its total (422 below it, saying
 * both), or the restaurant's card terminal for exactly it.
 */
export function counterSettlement(order: Pick<OrderRecord, 'totalCents' | 'currency'>, payment: CounterSettlement) {
  if (payment.method === 'card_present') return { method: 'card_present', amountCents: order.totalCents } as const;
  if (!isWholeMinor(payment.tendered, order.currency)) {
    throw badRequest(wordsOf('refusal.tenderedWholeCents'), [
      { path: 'payment.tendered', message: 'must be a whole number of cents' },
    ]);
  }
  const tenderedCents = fromMajor(payment.tendered, order.currency).amount;
  if (tenderedCents < order.totalCents) {
    const total = format(money(order.totalCents, order.currency));
    throw new Problem(
      422,
      wordsOf('refusal.tenderedBelowTotal', { tendered: format(money(tenderedCents, order.currency)), total }),
      [{ path: 'payment.tendered', message: `must be at least the total, ${total}` }],
    );
  }
  return { method: 'cash', tenderedCents, amountCents: order.totalCents } as const;
}

/** The change to hand back for a settlement, in major units: what cash tendered is over the total; none otherwise. */
export const changeOf = (order: Pick<OrderRecord, 'currency'>, settlement: Settlement) =>
  settlement.method === 'cash'
    ? toMajor(money(settlement.tenderedCents - settlement.amountCents, order.currency))
    : undefined;

/** The card settlement of an order by an intent: only a succeeded intent of exactly its total settles it (409 otherwise). */
export function cardSettlement(
  order: OrderRecord,
  intent: Pick<IntentView, 'id' | 'amountCents' | 'status'>,
): Settlement {
  if (intent.status !== 'succeeded' || intent.amountCents !== order.totalCents) {
    throw conflict(wordsOf('refusal.paymentMismatch', { number: order.number }));
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
  orders: Pick<OrdersRepository, 'markPaid' | 'linesOf' | 'recordEvent' | 'announce'>;
  payments: Pick<Payments, 'record' | 'findByOrder'>;
  stats: Pick<Stats, 'orderPaid'>;
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

/** What settling an order did: its payment, how many dishes left the diner's cart, and the order paid now (null when it already was). */
export interface SettledPayment {
  paymentId: string;
  removedFromCart: number;
  paid: { order: OrderRecord; lines: Awaited<ReturnType<OrdersRepository['linesOf']>> } | null;
}

/**
 * Settle the order in the transaction `tx`: it becomes paid by this settlement of exactly its total
 * (an order awaiting payment becomes pending, a due one keeps its status), the payment is kept, its
 * dishes count as sold, its code's use and its stock count and its dishes leave the diner's cart,
 * with its history entry (made by `by`, null for the system) or its announcement. With `arrival`
 * (an order a diner placed online), it waits for a cook's Accept if the owner wants each order
 * accepted. Repeats (and racing twins) change nothing and answer the same payment with `paid` null;
 * an order that can no longer be paid (cancelled, let go) is a 409.
 */
export async function settleIn(
  parts: Omit<MarkPaidParts, 'transaction' | 'receiptIssuer' | 'mail' | 'sendMail' | 'notifications'>,
  order: OrderRecord,
  settlement: Settlement,
  {
    despite,
    by,
    issuer,
    arrival = null,
  }: { despite: string | null; by: Actor; issuer: ReceiptIssuer; arrival?: DinerOrderArrival | null },
  tx: DbOrTx,
): Promise<SettledPayment> {
  if (settlement.amountCents !== order.totalCents) {
    throw conflict(wordsOf('refusal.paymentMismatch', { number: order.number }));
  }
  const { orders, payments, stats, promoCodes, carts, clock } = parts;
  const now = clock.now();
  const minutes = arrival?.acceptWithinMinutes;
  const paid = await orders.markPaid(
    order.id,
    {
      at: now,
      paidDespite: despite,
      issuer,
      method: settlement.method,
      tenderedCents: settlement.method === 'cash' ? settlement.tenderedCents : null,
      totalCents: settlement.amountCents,
      acceptBy: minutes ? new Date(now.getTime() + minutes * 60_000) : null,
    },
    tx,
  );
  if (!paid) {
    const payment = await payments.findByOrder(order.id, tx);
    if (!payment) throw conflict(wordsOf('refusal.noLongerPayable', { number: order.number }));
    return { paymentId: payment.id, removedFromCart: 0, paid: null };
  }
  const lines = await orders.linesOf(order.id, tx);
  const paymentId = await payments.record(
    {
      orderId: order.id,
      userId: order.userId,
      email: order.email,
      transactionId: referenceOf(order, settlement),
      amountCents: order.totalCents,
      menuIds: lines.map((line) => line.menuItemId),
    },
    tx,
  );
  await stats.orderPaid(paid, lines, tx);
  await promoCodes.count(order.id, tx);
  await parts.menu.stock.count(order.id, tx);
  const removedFromCart = order.userId ? await carts.removeOrdered(order.userId, lines, tx) : 0;
  // An order awaiting payment reaches the kitchen now; a due one was there already: its payment
  // changes no status, and is announced.
  if (order.status === 'awaiting_payment') await orders.recordEvent(paid, now, by, tx);
  else await orders.announce(paid, tx);
  return { paymentId, removedFromCart, paid: { order: paid, lines } };
}

/**
 * In the transaction `tx`: send the order to the kitchen unpaid, to be paid at pickup (`due`): it
 * becomes pending without being paid, with its history entry by who entered it. Its dishes count
 * as sold, and its code's use counts, only once it is paid (`settleIn`); cancelled unpaid, it
 * counts nothing. With `acceptBy`, it waits for a cook's Accept until then (a table's first round).
 */
export async function markDue(
  parts: { orders: Pick<OrdersRepository, 'move' | 'recordEvent'>; clock: Clock },
  order: OrderRecord,
  by: Actor,
  tx: DbOrTx,
  acceptBy?: Date,
): Promise<OrderRecord> {
  const due = await parts.orders.move(
    order.id,
    { from: ['awaiting_payment'], to: 'pending', ...(acceptBy ? { acceptBy } : {}) },
    tx,
  );
  if (!due) throw conflict(wordsOf('refusal.noLongerToKitchen', { number: order.number }));
  await parts.orders.recordEvent(due, parts.clock.now(), by, tx);
  return due;
}

/**
 * Mark the order paid by this settlement of exactly its total, in one transaction (`settleIn`);
 * the diner is mailed. The provider told us of it: `despite` tells the kitchen what changed since
 * the payment started, if anything did; `arrival`, for an order a diner placed, whether it waits
 * for a cook's Accept, and the restaurant is told of it.
 */
export async function markPaid(
  parts: MarkPaidParts,
  order: OrderRecord,
  settlement: Settlement,
  despite: string | null,
  arrival: DinerOrderArrival | null = null,
): Promise<SettledPayment> {
  const issuer = await parts.receiptIssuer();
  const outcome = await parts.transaction((tx) =>
    settleIn(parts, order, settlement, { despite, by: null, issuer, arrival }, tx),
  );
  if (outcome.paid) {
    parts.sendMail(parts.mail.paid(outcome.paid.order, outcome.paid.lines));
    if (arrival) parts.notifications.tell(parts.mail.newOrder(outcome.paid.order, outcome.paid.lines));
  }
  return outcome;
}
