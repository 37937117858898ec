import type { PaymentProvider } from '../../payments/index.ts';
import type { OrderRecord, OrdersRepository } from '../orders-repository.ts';

/**
 * Take the payment by card: an order keeps the intent made for it; a new one is made for exactly
 * the order's total, keyed by the order's id (a retry after a crash makes the same one). Answers
 * the client secret the browser confirms the card with; the order becomes paid once the
 * provider says the charge succeeded (`markPaid`, with the card settlement).
 */
export async function createOrReuseIntent(
  parts: { provider: Pick<PaymentProvider, 'createIntent'>; orders: Pick<OrdersRepository, 'attachIntent'> },
  order: OrderRecord,
): Promise<string> {
  if (order.clientSecret) return order.clientSecret;
  const intent = await parts.provider.createIntent({
    orderId: order.id,
    amountCents: order.totalCents,
    currency: order.currency,
    userId: order.userId,
    email: order.email,
  });
  await parts.orders.attachIntent(order.id, intent);
  return intent.clientSecret;
}
