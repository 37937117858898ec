import type { IntentView } from '../../payments/index.ts';
import { cardSettlement, dinerOrderArrival, markPaid, paidDespite } from '../steps/mark-paid.ts';
import { settleRefund } from '../steps/partial-refund.ts';
import { refund } from '../steps/refund.ts';
import { GUEST_UNPAID_ORDER_MINUTES, letGoOfUnpaid, UNPAID_ORDER_MINUTES } from '../steps/unpaid.ts';
import type { OrderParts } from './order-parts.ts';

/** How far back the reconciliation looks for charges. */
const RECONCILE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The settling of card charges, whoever reports them: the provider's word that an intent
 * succeeded (its webhook, the reconciliation) makes its order paid, or gives back a charge that
 * matches no order of ours; the reconciliation also retries refunds that did not go through and
 * lets go of orders left unpaid.
 */
export function createCharges(parts: OrderParts) {
  const { database, orders, payments, provider, promoCodes, menu, transaction, clock, log } = parts;

  /**
   * Settles an intent the provider says succeeded: its order becomes paid (if it was not yet);
   * another feature's (a tab payment) is that feature's to settle; an intent that matches nothing
   * of ours, or a cancelled order's, is refunded. Answers what it did.
   */
  async function settleSucceededIntent(intent: IntentView): Promise<'paid' | 'already settled' | 'refunded'> {
    const order =
      (await orders.findByIntent(intent.id)) ?? (intent.orderId ? await orders.findById(intent.orderId) : undefined);
    if (order && order.intentId === intent.id && order.totalCents === intent.amountCents) {
      if (order.status !== 'awaiting_payment') {
        if (order.status === 'cancelled') await refund(parts, order);
        return 'already settled';
      }
      const despite = await paidDespite(parts, order, clock.now());
      await markPaid(parts, order, cardSettlement(order, intent), despite, await dinerOrderArrival(parts));
      log.info({ order: order.number, intent: intent.id }, `order #${order.number} paid`);
      return 'paid';
    }
    // A table's tab payment is the tables feature's to settle.
    if (intent.refunded || (await payments.settledElsewhere(intent))) return 'already settled';
    const refundId = await provider.refund(intent.id);
    log.warn(
      { intent: intent.id, amountCents: intent.amountCents, refundId },
      `refunded ${intent.id}: the charge matches no order`,
    );
    return 'refunded';
  }

  /** Settles the intent of this id if the provider says it succeeded. */
  async function settle(intentId: string) {
    const intent = await provider.retrieveIntent(intentId);
    if (intent?.status === 'succeeded') await settleSucceededIntent(intent);
  }

  return {
    settleSucceededIntent,
    settle,

    /**
     * Finds charges that succeeded without a paid order (a closed tab, a lost webhook, a crash)
     * and settles them, retries refunds (of cancelled orders, and partial ones) that did not go through, and lets go
     * of orders left unpaid longer than UNPAID_ORDER_MINUTES. Run at start-up and on a timer, by
     * one process at a time.
     */
    async reconcile(now: Date) {
      return database.withLock('payments:reconcile', async () => {
        const tally = { paid: 0, refunded: 0, checked: 0, letGo: 0 };
        for (const intent of await provider.succeededSince(new Date(now.getTime() - RECONCILE_WINDOW_MS))) {
          tally.checked++;
          try {
            const outcome = await settleSucceededIntent(intent);
            if (outcome !== 'already settled') tally[outcome]++;
          } catch (error) {
            log.error({ err: error, intent: intent.id }, `could not settle ${intent.id}; will try again`);
          }
        }
        for (const order of await orders.awaitingRefund()) await refund(parts, order);
        for (const waiting of await orders.refundsAwaitingProvider()) await settleRefund(parts, waiting);
        const abandonedBefore = new Date(now.getTime() - UNPAID_ORDER_MINUTES * 60_000);
        const guestsAbandonedBefore = new Date(now.getTime() - GUEST_UNPAID_ORDER_MINUTES * 60_000);
        for (const unpaid of await orders.awaitingPaymentSince(abandonedBefore, guestsAbandonedBefore)) {
          try {
            const outcome = await letGoOfUnpaid({ orders, promoCodes, menu, provider, settle, transaction }, unpaid);
            if (outcome === 'discarded') tally.letGo++;
          } catch (error) {
            log.error(
              { err: error, order: unpaid.id },
              `could not let go of unpaid order ${unpaid.id}; will try again`,
            );
          }
        }
        if (tally.paid + tally.refunded + tally.letGo > 0)
          log.warn(tally, 'reconciliation settled charges or let unpaid orders go');
        return tally;
      });
    },
  };
}

export type Charges = ReturnType<typeof createCharges>;
