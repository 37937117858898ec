import type { AcceptOrder } from '@bistro/contract/orders';
import { conflict, notFound } from '../../../http/problems.ts';
import type { Clock } from '../../../plugins/app/clock.ts';
import type { Audit } from '../../audit/index.ts';
import { clockWords, wordsOf } from '../../languages/index.ts';
import { type OrderRecord, type OrdersRepository, type StaffMember, staffShownAs } from '../orders-repository.ts';
import type { Transaction } from './create.ts';

const MINUTE = 60_000;

export interface AcceptParts {
  transaction: Transaction;
  orders: Pick<OrdersRepository, 'accept' | 'findById' | 'recordEvent' | 'lastEvent'>;
  /** An Accept is kept in the audit log: who took the order on, and the pickup time it moved. */
  audit: Pick<Audit, 'record'>;
  clock: Clock;
  /** The restaurant's time zone: a refusal says when the other cook accepted it on its clock. */
  timeZone: string;
}

/**
 * The pickup time of an order accepted now with this prep time: at least `prepMinutes` from now,
 * never earlier than the diner chose; as it was without a prep time.
 */
export function pickupAfterPrep(pickupAt: Date | null, now: Date, prepMinutes: number | undefined): Date | null {
  if (prepMinutes === undefined) return pickupAt;
  const ready = new Date(now.getTime() + prepMinutes * MINUTE);
  return pickupAt && pickupAt > ready ? pickupAt : ready;
}

/**
 * A cook accepts an order waiting for it: it goes to `preparing`, its pickup time moved by the
 * prep time they gave, with its history entry, its audit entry and announcement, in one
 * transaction, only if it still waits: of two cooks pressing at once, one wins. Answers the
 * accepted order and its pickup time before, or null when it no longer waited.
 */
export async function accept(
  parts: AcceptParts,
  orderId: string,
  { prepMinutes }: AcceptOrder,
  by: StaffMember,
): Promise<{ accepted: OrderRecord; pickupBefore: Date | null } | null> {
  return parts.transaction(async (tx) => {
    const now = parts.clock.now();
    const order = await parts.orders.findById(orderId, tx);
    if (!order) return null;
    const accepted = await parts.orders.accept(
      orderId,
      { pickupAt: pickupAfterPrep(order.pickupAt, now, prepMinutes) },
      tx,
    );
    if (!accepted) return null;
    await parts.orders.recordEvent(accepted, now, by, tx);
    await parts.audit.record(
      {
        actor: by,
        action: 'order.accept',
        subject: { kind: 'order', id: orderId },
        before: { pickup: order.pickupAt?.toISOString() ?? null },
        after: { number: accepted.number, pickup: accepted.pickupAt?.toISOString() ?? null },
      },
      tx,
    );
    return { accepted, pickupBefore: order.pickupAt };
  });
}

/**
 * Why an order could not be accepted: no such order (404), accepted already or no longer waiting
 * (409, saying who moved it and when), or an order that never waited for an Accept (409).
 */
export async function refusedAccept(parts: AcceptParts, orderId: string): Promise<never> {
  const order = await parts.orders.findById(orderId);
  if (!order || order.status === 'awaiting_payment') throw notFound(wordsOf('refusal.orderNotFound'));
  if (!order.acceptBy) {
    throw conflict(wordsOf('refusal.acceptedWhenPaid', { number: order.number }), { status: order.status });
  }
  const last = await parts.orders.lastEvent(orderId);
  const at = clockWords(parts.timeZone).time(last?.at ?? order.acceptBy);
  const name = last?.byName ? staffShownAs(last.byName) : null;
  const said = { number: order.number, status: order.status };
  throw conflict(
    name
      ? wordsOf('refusal.acceptedAlreadyBy', (language) => ({ ...said, name, time: at(language) }))
      : wordsOf('refusal.acceptedAlreadyAt', (language) => ({ ...said, time: at(language) })),
    { status: order.status },
  );
}
