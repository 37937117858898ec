import type { FulfilmentType } from '@bistro/contract/fulfilment';
import { money, toMajor } from '@bistro/contract/money';
import {
  type ChangeOrderStatus,
  canMoveOrder,
  isDeliveryStatus,
  type OrderStatus,
  orderTransitions,
  type StaffOrderStatus,
} from '@bistro/contract/orders';
import type { DbOrTx } from '../../../db/connect.ts';
import { badRequest, conflict, notFound } from '../../../http/problems.ts';
import type { Clock } from '../../../plugins/app/clock.ts';
import type { Audit } from '../../audit/index.ts';
import { clockWords, wordsOf } from '../../languages/index.ts';
import type { Menu } from '../../menu/index.ts';
import type { PromoCodes } from '../../promo-codes/index.ts';
import type { Stats } from '../../stats/index.ts';
import type { TabChecks } from '../flows/tab-checks.ts';
import {
  type Actor,
  type Cancellation,
  type OrderLineRecord,
  type OrderRecord,
  type OrdersRepository,
  type StaffMember,
  staffShownAs,
} from '../orders-repository.ts';
import type { Transaction } from './create.ts';

export interface MoveParts {
  transaction: Transaction;
  orders: Pick<OrdersRepository, 'move' | 'linesOf' | 'recordEvent' | 'findById' | 'lastEvent'>;
  stats: Pick<Stats, 'orderCancelled'>;
  /** A cancelled order's code use is given back, and the stock it holds. */
  promoCodes: Pick<PromoCodes, 'release'>;
  menu: Pick<Menu, 'stock'>;
  /** A cancellation is kept in the audit log. */
  audit: Pick<Audit, 'record'>;
  /** A round of a table's tab is cancelled only if its tab's payers did not pay for it (see remove-lines). */
  tabChecks: Pick<TabChecks, 'reducingRound' | 'roundCancelled'>;
  clock: Clock;
  /** The restaurant's time zone: a refusal says when the other change was made on its clock. */
  timeZone: string;
}

/** The cancellation a change asks for: its reason and note (none for another status). */
export function cancellationOf(change: ChangeOrderStatus): Cancellation | undefined {
  if (change.status !== 'cancelled') return undefined;
  // The contract's schema already refuses these; a caller that skips it is told the same.
  if (!change.reason) throw badRequest('A cancellation needs a reason: sold_out, closing or other');
  const note = change.note?.trim() || null;
  if (change.reason === 'other' && !note) throw badRequest('A cancellation for another reason needs a note');
  return { reason: change.reason, note };
}

/**
 * Moves the order to `to` if it is where that move starts (`from`: only some of those statuses),
 * with its history entry and its announcement, and what else the move does (`alongside`) in the
 * same transaction: of two changes racing, one wins. An order waiting for a cook's Accept is not
 * moved on (only cancelled), nor is an unpaid one handed over (a table's round is served before its
 * tab is paid). Answers the moved order, or null when it was not where the move starts.
 */
async function move(
  parts: MoveParts,
  orderId: string,
  {
    to,
    from = orderTransitions[to],
    cancellation,
    by,
    fulfilment,
    driver,
  }: {
    to: StaffOrderStatus;
    from?: readonly OrderStatus[];
    cancellation?: Cancellation;
    by: Actor;
    fulfilment?: FulfilmentType | undefined;
    driver?: { id: string; name: string } | undefined;
  },
  alongside: (order: OrderRecord, tx: DbOrTx) => Promise<void> = async () => {},
): Promise<OrderRecord | null> {
  return parts.transaction(async (tx) => {
    const now = parts.clock.now();
    const order = await parts.orders.move(
      orderId,
      {
        from,
        to,
        ...(cancellation ? { cancellation } : {}),
        ...(fulfilment ? { fulfilment } : {}),
        ...(driver ? { driver } : {}),
        paidOnly: to === 'completed',
        acceptedOnly: to !== 'cancelled',
      },
      tx,
    );
    if (!order) return null;
    await alongside(order, tx);
    await parts.orders.recordEvent(order, now, by, tx);
    return order;
  });
}

/**
 * Fulfil: the kitchen moves the order on one step at a time (pending → preparing → ready →
 * completed, or for a delivery ready → out for delivery → delivered). A pickup never goes out for
 * delivery, a delivery is never picked up; a driver who takes one out is named on it. The moves
 * of a delivery are kept in the audit log with who made them.
 */
export async function fulfil(
  parts: MoveParts,
  orderId: string,
  to: Exclude<StaffOrderStatus, 'cancelled'>,
  by: StaffMember,
): Promise<OrderRecord | null> {
  const delivering = isDeliveryStatus(to);
  const fulfilment = delivering ? 'delivery' : to === 'completed' ? 'pickup' : undefined;
  const driver = to === 'out_for_delivery' && by.role === 'driver' ? { id: by.id, name: by.name } : undefined;
  return move(parts, orderId, { to, by, fulfilment, driver }, async (order, tx) => {
    if (!delivering) return;
    await parts.audit.record(
      {
        actor: by,
        action: to === 'out_for_delivery' ? 'order.out_for_delivery' : 'order.delivered',
        subject: { kind: 'order', id: orderId },
        after: { number: order.number, ...(order.driverName ? { driver: order.driverName } : {}) },
      },
      tx,
    );
  });
}

/** The lines as many as were not refunded yet: what a cancellation takes off the sales. */
export const unrefundedLines = (lines: readonly OrderLineRecord[]) =>
  lines
    .map((line) => ({ ...line, quantity: line.quantity - line.refundedQuantity }))
    .filter((line) => line.quantity > 0);

/**
 * Cancel the order with its reason (kept with the status): its dishes not refunded yet no longer
 * count as sold (if it was paid: a due one never counted), its code's use and its stock are given
 * back, in the same transaction. Its money is given back by `refund`, once the cancellation is
 * kept (the kitchen must not cook a refunded order). `from`: only from some of the statuses a
 * cancellation starts from (an order nobody accepted: only while pending).
 */
export async function cancel(
  parts: MoveParts,
  orderId: string,
  cancellation: Cancellation,
  by: StaffMember | null,
  from: readonly OrderStatus[] = orderTransitions.cancelled,
): Promise<OrderRecord | null> {
  return move(parts, orderId, { to: 'cancelled', from, cancellation, by }, async (order, tx) => {
    const lines = unrefundedLines(await parts.orders.linesOf(orderId, tx));
    if (order.tabId) {
      // The round is cancelled already in `tx`: the tab's money read there is without it, so the
      // check takes nothing more off (the tab must still come to what its payers paid or hold).
      await parts.tabChecks.reducingRound(
        { tabId: order.tabId, lineIds: lines.map((line) => line.id), lessCents: 0 },
        tx,
      );
      await parts.tabChecks.roundCancelled({ tabId: order.tabId }, tx);
    }
    if (order.paidAt) await parts.stats.orderCancelled(order, lines, tx);
    await parts.promoCodes.release(orderId, tx);
    await parts.menu.stock.release(orderId, tx);
    await parts.audit.record(
      {
        actor: by,
        action: 'order.cancel',
        subject: { kind: 'order', id: orderId },
        after: {
          number: order.number,
          // A due order was never paid: nothing is given back.
          refunded: toMajor(money(order.paidAt ? order.totalCents - order.refundedCents : 0, order.currency)),
          reason: cancellation.reason,
        },
        reason: cancellation.note,
      },
      tx,
    );
  });
}

const otherWay = (fulfilment: FulfilmentType): FulfilmentType => (fulfilment === 'delivery' ? 'pickup' : 'delivery');

/** Why the order could not move to `to`: no such order (404), or where it is and who put it there (409). */
export async function refusedMove(parts: MoveParts, orderId: string, to: StaffOrderStatus): Promise<never> {
  const order = await parts.orders.findById(orderId);
  if (!order || order.status === 'awaiting_payment') throw notFound(wordsOf('refusal.orderNotFound'));
  const { number, status, fulfilment } = order;
  const last = await parts.orders.lastEvent(orderId);
  const name = last?.byName ? staffShownAs(last.byName) : null;
  const who =
    last && name
      ? wordsOf('refusal.changedByAt', (language) => ({
          name,
          time: clockWords(parts.timeZone).time(last.at)(language),
        }))
      : null;
  if (status === 'pending' && order.acceptBy && to !== 'cancelled') {
    throw conflict(wordsOf('refusal.waitsForAccept', { number }), { status });
  }
  if (!canMoveOrder(status, to, fulfilment) && canMoveOrder(status, to, otherWay(fulfilment))) {
    throw conflict(
      wordsOf(fulfilment === 'delivery' ? 'refusal.deliveredNotPickedUp' : 'refusal.pickedUpNotDelivered', { number }),
      { status },
    );
  }
  if (canMoveOrder(status, to, fulfilment) && to === 'completed' && !order.paidAt && order.channel !== 'table') {
    throw conflict(wordsOf('refusal.payBeforePickup', { number }), { status });
  }
  const why = canMoveOrder(status, to, fulfilment) ? null : wordsOf('refusal.cannotBecome', { to });
  throw conflict(
    wordsOf('refusal.orderAlready', (language) => ({
      number,
      status,
      who: who?.(language) ?? '',
      why: why?.(language) ?? '',
    })),
    { status },
  );
}
