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
 * Give a cancelled order's money back through the provider that took it (what its partial
 * refunds left of it), and keep the refund on the order; a failure is logged and tried again by
 * the reconciliation. Answers whether the money is back (true as well when it already was).
 */
export async function refund(parts: RefundParts, order: OrderRecord): Promise<boolean> {
  if (order.refundedAt) return true;
  if (!order.intentId) return false;
  try {
    // The provider holds all but the partial refunds it confirmed: nothing, once they gave back the whole.
    const nothingLeft =
      order.refundedCents >= order.totalCents && (await parts.orders.refundsAwaitingProvider(order.id)).length === 0;
    const refundId = nothingLeft ? null : await parts.provider.refund(order.intentId);
    await parts.transaction(async (tx) => {
      await parts.orders.markRefunded(order.id, refundId, parts.clock.now(), tx);
      await parts.orders.announce(order, tx);
    });
    parts.log.info({ order: order.number, refundId }, `refunded order #${order.number}`);
    return true;
  } catch (error) {
    parts.log.error({ err: error, order: order.number }, `could not refund order #${order.number}; will try again`);
    return false;
  }
}
