import type { Role } from '@bistro/contract/identity';
import {
  type ChangeOrderStatus,
  canMoveOrder,
  type Order,
  type OrderStatus,
  orderStatusLabels,
  orderTransitions,
  type ReceiptIssuer,
} from '@bistro/contract/orders';
import { dayBounds, restaurantClock } from '@bistro/contract/restaurant-clock';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, DbOrTx } from '../../db/connect.ts';
import { badRequest, conflict, notFound } from '../../http/problems.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import type { CartRepository } from '../cart/index.ts';
import type { MailMessage } from '../mail/index.ts';
import type { PromoCodes } from '../promo-codes/index.ts';
import type { StatsRepository } from '../stats/index.ts';
import type { UsersRepository } from '../users/index.ts';
import type { OrderMail } from './order-mail.ts';
import {
  type Actor,
  type Cancellation,
  type OrderRecord,
  type OrdersRepository,
  staffShownAs,
} from './orders-repository.ts';

/** Who is asking: their id and role. */
interface Viewer {
  id: string;
  role: Role;
}

/** A card charge as the order service needs to see it (the payment provider's intents fit). */
interface OrderCharge {
  id: string;
  amountCents: number;
  /** The provider's status; only `succeeded` means the card was charged. */
  status: string;
}

/**
 * Where a paid order's payment is kept. Declared here, and the payments feature's repository
 * passed in by the composition, because payments depends on orders (checkout calls this service):
 * orders never imports payments.
 */
interface OrderPayments {
  /** The payment kept for an order, if there is one. */
  findByOrder(orderId: string, tx: DbOrTx): Promise<{ id: string } | undefined>;
  /** Keeps an order's payment; answers its id. */
  record(
    input: {
      orderId: string;
      userId: string | null;
      email: string;
      transactionId: string;
      amountCents: number;
      menuIds: string[];
    },
    tx: DbOrTx,
  ): Promise<string>;
}

/** Gives a charge back (the payment provider, passed in like the payments); answers the refund's id. */
interface ChargeRefunds {
  refund(intentId: string): Promise<string>;
}

interface OrderServiceParts {
  database: DatabaseHandle;
  orders: OrdersRepository;
  carts: CartRepository;
  payments: OrderPayments;
  stats: StatsRepository;
  /** A promo code's use counts once its order is paid, and is given back when it is refunded. */
  promoCodes: Pick<PromoCodes, 'count' | 'release'>;
  users: Pick<UsersRepository, 'findById'>;
  provider: ChargeRefunds;
  clock: Clock;
  mail: OrderMail;
  sendMail(message: MailMessage): void;
  log: FastifyBaseLogger;
  /** The restaurant's time zone, for its days. */
  timeZone: string;
  /** Who issues a receipt now: kept on each order as it is paid. */
  receiptIssuer(): Promise<ReceiptIssuer>;
}

/**
 * An order's life after checkout: paid (once, whoever confirms it first: the browser, Stripe's
 * webhook or the reconciliation), then moved by the kitchen, or cancelled and refunded. Every
 * change is one transaction with its history entry and its announcement to live streams.
 */
export function createOrderService(parts: OrderServiceParts) {
  const {
    database,
    orders,
    carts,
    payments,
    stats,
    promoCodes,
    users,
    provider,
    clock,
    mail,
    sendMail,
    log,
    timeZone,
  } = parts;
  const restaurantTime = restaurantClock(timeZone).time;

  /**
   * Gives a cancelled order's money back; a failure is logged and tried again by the
   * reconciliation. Answers whether the money is back (true as well when it already was).
   */
  async function refund(order: OrderRecord): Promise<boolean> {
    if (order.refundedAt) return true;
    if (!order.intentId) return false;
    try {
      const refundId = await provider.refund(order.intentId);
      await database.db.transaction(async (tx) => {
        await orders.markRefunded(order.id, refundId, clock.now(), tx);
        await orders.announce(order, tx);
      });
      log.info({ order: order.number, refundId }, `refunded order #${order.number}`);
      return true;
    } catch (error) {
      log.error({ err: error, order: order.number }, `could not refund order #${order.number}; will try again`);
      return false;
    }
  }

  /** The cancellation a change asks for: its reason and note (none for another status). */
  function cancellationOf(change: ChangeOrderStatus): Cancellation | undefined {
    if (change.status !== 'cancelled') return undefined;
    // The contract's schema already refuses these; a caller that skips it is told the same.
    if (!change.reason) throw badRequest('A cancellation needs a reason: sold_out, closing or other');
    const note = change.note?.trim() || null;
    if (change.reason === 'other' && !note) throw badRequest('A cancellation for another reason needs a note');
    return { reason: change.reason, note };
  }

  /** Kitchen staff and administrators see every order; a diner only their own. */
  const seesEveryOrder = (caller: Viewer) => caller.role === 'staff' || caller.role === 'admin';

  return {
    refund,
    seesEveryOrder,

    /** Whether the caller may still see what their token showed them: their account has the same role. */
    async keepsAccess(caller: Viewer) {
      return (await users.findById(caller.id))?.role === caller.role;
    },

    /** The paid orders the caller may see, oldest first, in some statuses and paid on a day of the restaurant. */
    async listFor(caller: Viewer, { statuses, day }: { statuses?: OrderStatus[]; day?: string }) {
      const bounds = day ? dayBounds(day, timeZone) : null;
      return orders.list({
        ...(seesEveryOrder(caller) ? {} : { userId: caller.id }),
        ...(statuses ? { statuses } : {}),
        ...(bounds ? { paidFrom: bounds.start, paidBefore: bounds.end } : {}),
      });
    },

    /** One order, if the caller may see it; someone else's order is answered as no order at all. */
    async viewFor(caller: Viewer, orderId: string): Promise<Order> {
      const order = await orders.findById(orderId);
      const visible =
        order && order.status !== 'awaiting_payment' && (seesEveryOrder(caller) || order.userId === caller.id);
      const [view] = visible ? await orders.views([order]) : [];
      if (!view) throw notFound('No order has this id');
      return view;
    },

    /**
     * Marks an order paid for a succeeded intent of exactly its total: a payment is recorded, its
     * dishes leave the diner's cart and count as sold, in one transaction. Repeats (and racing
     * twins) change nothing and answer the same payment. `paidDespite` tells the kitchen what
     * changed since the payment started, if anything did (see checkout).
     */
    async markPaid(order: OrderRecord, intent: OrderCharge, paidDespite: string | null) {
      if (intent.status !== 'succeeded' || intent.amountCents !== order.totalCents) {
        throw conflict(`The payment does not match order #${order.number}`);
      }
      const issuer = await parts.receiptIssuer();
      const outcome = await database.db.transaction(async (tx) => {
        const now = clock.now();
        const paid = await orders.markPaid(order.id, { at: now, paidDespite, issuer }, tx);
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
            transactionId: intent.id,
            amountCents: order.totalCents,
            menuIds: lines.map((line) => line.menuItemId),
          },
          tx,
        );
        await stats.addSales(lines, tx);
        await promoCodes.count(order.id, tx);
        const removedFromCart = order.userId ? await carts.removeOrdered(order.userId, lines, tx) : 0;
        await orders.recordEvent(paid, now, null, tx);
        return { paymentId, removedFromCart, paid: { order: paid, lines } };
      });
      if (outcome.paid) sendMail(mail.paid(outcome.paid.order, outcome.paid.lines));
      return { paymentId: outcome.paymentId, removedFromCart: outcome.removedFromCart };
    },

    /**
     * Moves an order to the next status (staff and admins), if it is where that move starts: of two
     * changes racing, one wins and the other is told who made it. Cancelling keeps its reason with
     * the status, refunds the charge, and tells the diner why and that the money is back.
     */
    async changeStatus(orderId: string, change: ChangeOrderStatus, by: Actor): Promise<Order> {
      const to = change.status;
      const cancellation = cancellationOf(change);
      const moved = await database.db.transaction(async (tx) => {
        const now = clock.now();
        const order = await orders.move(
          orderId,
          { from: orderTransitions[to], to, ...(cancellation ? { cancellation } : {}) },
          tx,
        );
        if (!order) return null;
        if (to === 'cancelled') {
          await stats.removeSales(await orders.linesOf(orderId, tx), tx);
          await promoCodes.release(orderId, tx);
        }
        await orders.recordEvent(order, now, by, tx);
        return order;
      });
      if (!moved) {
        const order = await orders.findById(orderId);
        if (!order || order.status === 'awaiting_payment') throw notFound('No order has this id');
        const last = await orders.lastEvent(orderId);
        const who = last?.byName ? ` (${staffShownAs(last.byName)} changed it at ${restaurantTime(last.at)})` : '';
        const why = canMoveOrder(order.status, to)
          ? ''
          : `, so it cannot become ${orderStatusLabels[to].toLowerCase()}`;
        throw conflict(
          `Order #${order.number} is already ${orderStatusLabels[order.status].toLowerCase()}${who}${why}.`,
          {
            status: order.status,
          },
        );
      }
      if (to === 'cancelled') {
        const refunded = await refund(moved);
        sendMail(mail.cancelled(moved, { refunded }));
      }
      if (to === 'ready') sendMail(mail.ready(moved));
      const view = await orders.view(orderId);
      if (!view) throw notFound('No order has this id');
      return view;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
