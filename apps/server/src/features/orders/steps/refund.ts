import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../plugins/app/clock.ts';
import type { PaymentProvider } from '../../payments/index.ts';
import type { OrderRecord, OrdersRepository } from '../orders-repository.ts';
import type { Transaction } from './create.ts';

export interface RefundParts {
  transaction: Transaction;
  orders: Pick<OrdersRepository, 'markRefunded' | 'announce' | 'refundsAwaitingProvider'>;
  provider: Pick<PaymentProvider, 'refund'>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * What became of a cancelled order's money: refunded through the provider that took it, to be
 * refunded (the provider could not be reached: the reconciliation retries), given back at the
 * counter it was paid at (cash or the restaurant's own terminal: staff hand it back), or nothing
 * was paid (an order due at pickup).
 */
export type RefundOutcome = 'refunded' | 'pending' | 'at the counter' | 'nothing paid';

/**
 * Give a cancelled order's money back (what its partial refunds left of it): through the provider
 * that took a card payment (a failure is logged and tried again by the reconciliation), or, for
 * one paid at the counter, kept as given back there by staff at once. The refund is kept on the
 * order and announced.
 */
export async function refund(parts: RefundParts, order: OrderRecord): Promise<RefundOutcome> {
  if (!order.paidAt) return 'nothing paid';
  const atTheCounter = paidAtTheCounter(order);
  if (order.refundedAt) return atTheCounter ? 'at the counter' : 'refunded';
  if (atTheCounter) {
    await keepRefund(parts, order, COUNTER_REFUND);
    return 'at the counter';
  }
  if (!order.intentId) return 'pending';
  try {
    // The provider holds all but the partial refunds it confirmed: nothing, once they gave back the whole.
    const nothingLeft =
      order.refundedCents >= order.totalCents && (await parts.orders.refundsAwaitingProvider(order.id)).length === 0;
    const refundId = nothingLeft ? null : await parts.provider.refund(order.intentId);
    await keepRefund(parts, order, refundId);
    parts.log.info({ order: order.number, refundId }, `refunded order #${order.number}`);
    return 'refunded';
  } catch (error) {
    parts.log.error({ err: error, order: order.number }, `could not refund order #${order.number}; will try again`);
    return 'pending';
  }
}

/** Whether the order was paid at the counter (cash, or the restaurant's own terminal): staff give its money back there. */
export const paidAtTheCounter = (order: Pick<OrderRecord, 'paymentMethod'>) =>
  order.paymentMethod === 'cash' || order.paymentMethod === 'card_present';

/** The refund id of money staff hand back at the counter (cash, or the restaurant's terminal). */
const COUNTER_REFUND = 'counter';

async function keepRefund(parts: RefundParts, order: OrderRecord, refundId: string | null) {
  await parts.transaction(async (tx) => {
    await parts.orders.markRefunded(order.id, refundId, parts.clock.now(), tx);
    await parts.orders.announce(order, tx);
  });
}
