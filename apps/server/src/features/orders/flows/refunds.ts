import type { CreateRefund, RefundCreated } from '@bistro/contract/orders';
import { onceByKey } from '../../../db/idempotency.ts';
import type { OrderLineRecord, OrderRecord, OrderRefundRecord, StaffMember } from '../orders-repository.ts';
import { recordRefund, settleRefund } from '../steps/partial-refund.ts';
import type { OrderParts } from './order-parts.ts';

/** What a refund answers: the kept answer, and whether the provider has given the money back yet. */
export type RefundAnswer = RefundCreated & { refund: { status: 'refunded' | 'pending' } };

/**
 * Staff refund part of a paid order (docs/counter.md): chosen lines or an amount, with a reason,
 * once per Idempotency-Key (a double click or a retry refunds once and answers the same). The
 * refund is kept in one transaction with the books, the stock and the audit log, then given back
 * through the provider that took the payment (retried by the reconciliation if it cannot be
 * reached), and the diner is mailed what was refunded and why.
 */
export function createRefunds(parts: OrderParts) {
  const { database, orders, mail, sendMail } = parts;
  return {
    async refund(orderId: string, request: CreateRefund, by: StaffMember, key: string): Promise<RefundAnswer> {
      // Set only by the request that made the refund: a retry with its key answers it again, mails nothing.
      let made: { refund: OrderRefundRecord; order: OrderRecord; lines: OrderLineRecord[] } | undefined;
      const answer = await onceByKey(database.db, { scope: `order-refunds:${orderId}`, key, request }, async (tx) => {
        const recorded = await recordRefund(parts, { orderId, request, by }, tx);
        made = recorded;
        return recorded.answer;
      });
      const kept = made ?? (await keptRefund(answer.refund.id));
      const settled = kept ? await settleRefund(parts, kept) : false;
      if (made) {
        sendMail(mail.partlyRefunded(made.order, made.refund, made.lines, { settled }));
        // A round has no diner's address: its tab's payers are told, each of what goes back to them.
        if (made.order.tabId && !made.order.paidAt) {
          await parts.tabChecks.tellRoundRefundPayers(made.refund.id, made.refund.reason);
        }
      }
      return { ...answer, refund: { ...answer.refund, status: settled ? 'refunded' : 'pending' } };
    },
  };

  async function keptRefund(refundId: string) {
    const refund = await orders.findRefund(refundId);
    const order = refund && (await orders.findById(refund.orderId));
    return refund && order ? { refund, order } : undefined;
  }
}

export type Refunds = ReturnType<typeof createRefunds>;
