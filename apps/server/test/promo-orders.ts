import { randomUUID } from 'node:crypto';
import { restaurantCurrency } from '@bistro/contract/money';
import type { FastifyInstance } from 'fastify';
import type { Diner } from '../src/features/promo-codes/index.ts';

/**
 * Creates an order awaiting payment and holds a use of the code for it, in one transaction, as
 * the checkout does; answers the order (its id and number). Throws what `hold` throws.
 */
export async function orderHoldingCode(
  app: FastifyInstance,
  { codeId, diner, now = app.clock.now() }: { codeId: string; diner: Diner; now?: Date },
) {
  return app.database.db.transaction(async (tx) => {
    const order = await app.ordersRepository.createAwaitingPayment(
      {
        userId: diner.userId,
        email: diner.email,
        customerName: 'Promo Diner',
        phone: null,
        bill: {
          currency: restaurantCurrency(),
          taxIncluded: false,
          subtotalCents: 1000,
          discountCents: 0,
          taxCents: 0,
          tipCents: 0,
          deliveryFeeCents: 0,
          deliveryFeeTaxCents: 0,
          totalCents: 1000,
          promoCode: null,
        },
        cartFingerprint: `promo-test:${diner.email}`,
        pickupAt: now,
        note: null,
        createdAt: now,
        lines: [
          {
            menuItemId: randomUUID(),
            name: 'Soup',
            quantity: 1,
            unitPriceCents: 1000,
            choices: [],
            discountCents: 0,
            taxCents: 0,
          },
        ],
      },
      tx,
    );
    await app.promoCodes.hold(tx, { codeId, orderId: order.id, diner, now });
    return order;
  });
}
