import { centsToDollars, dollarsToCents, formatPrice } from '@bistro/contract/money';
import type { DatabaseHandle } from '../../db/connect.ts';
import { badRequest, conflict, Problem } from '../../http/problems.ts';
import type { ApiUser } from '../../plugins/app/authentication.ts';
import type { CartRepository, PricedCartLine } from '../cart/cart-repository.ts';
import type { PaymentsRepository } from './payments-repository.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';

interface CheckoutParts {
  database: DatabaseHandle;
  carts: CartRepository;
  payments: PaymentsRepository;
  provider: PaymentProvider;
}

const totalOf = (lines: PricedCartLine[]) => lines.reduce((sum, line) => sum + line.priceCents, 0);
const paymentRequired = (message: string) => new Problem(402, message);

/**
 * Checkout as named, repeatable steps (after medusa's complete-cart workflow): price the cart on
 * the server and ask the provider for an intent; then, once the provider says it succeeded,
 * record it once per intent, under that intent's lock, in one transaction with the removal of
 * the paid cart lines.
 */
export function createCheckout({ database, carts, payments, provider }: CheckoutParts) {
  /** Step: the caller's named cart lines, which must still all be there, and their total. */
  async function paidLines(caller: ApiUser, cartIds: string[]) {
    const wanted = new Set(cartIds);
    const lines = (await carts.list(caller.id)).filter((line) => wanted.has(line._id));
    if (lines.length !== wanted.size) throw conflict('Some of these dishes are no longer in your cart');
    return { lines, totalCents: totalOf(lines) };
  }

  /** Step: the provider's word that this caller's intent succeeded. */
  async function succeededIntent(caller: ApiUser, transactionId: string) {
    const intent = await provider.retrieveIntent(transactionId);
    if (!intent || intent.userId !== caller.id)
      throw paymentRequired('The payment provider has no such payment for you');
    if (intent.status !== 'succeeded') {
      throw paymentRequired(`The payment has not gone through (status: ${intent.status})`);
    }
    return intent;
  }

  /** Step: the payment and its lines recorded, and those lines out of the cart, together or not at all. */
  function recordPaid(caller: ApiUser, transactionId: string, amountCents: number, lines: PricedCartLine[]) {
    return database.db.transaction(async (tx) => {
      const payment = await payments.record(
        {
          userId: caller.id,
          email: caller.email,
          transactionId,
          amountCents,
          lines: lines.map((line) => ({
            cartId: line._id,
            menuItemId: line.menuID,
            name: line.name,
            priceCents: line.priceCents,
          })),
        },
        tx,
      );
      const removed = payment.created
        ? await carts.removeLines(
            caller.id,
            lines.map((line) => line._id),
            tx,
          )
        : 0;
      return { insertedId: payment.id, deletedCount: removed };
    });
  }

  return {
    /** Asks the provider for an intent for the caller's cart at its real total; a `price` sent must be that total. */
    async startPayment(caller: ApiUser, { price }: { price?: number | undefined }) {
      const totalCents = totalOf(await carts.list(caller.id));
      if (totalCents === 0) throw badRequest('Your cart is empty: there is nothing to pay for');
      if (price !== undefined && dollarsToCents(price) !== totalCents) {
        throw conflict(
          `Your cart changed: its total is now ${formatPrice(centsToDollars(totalCents))}. Check it and pay again.`,
        );
      }
      const intent = await provider.createIntent({ amountCents: totalCents, userId: caller.id, email: caller.email });
      return { clientSecret: intent.clientSecret, amount: centsToDollars(totalCents) };
    },

    /** Records what the provider confirmed for these cart lines, once per intent: a repeat answers the first record. */
    completePayment(caller: ApiUser, { transactionId, cartIds }: { transactionId: string; cartIds: string[] }) {
      return database.withLock(`payment:${transactionId}`, async () => {
        const recorded = await payments.findByTransaction(transactionId);
        if (recorded) {
          if (recorded.userId !== caller.id) throw conflict('This payment belongs to someone else');
          return { result: { insertedId: recorded.id }, deleteResult: { deletedCount: 0 } };
        }
        const intent = await succeededIntent(caller, transactionId);
        const { lines, totalCents } = await paidLines(caller, cartIds);
        if (totalCents !== intent.amountCents) {
          throw conflict(
            `The payment (${formatPrice(centsToDollars(intent.amountCents))}) does not match your cart (${formatPrice(centsToDollars(totalCents))})`,
          );
        }
        const { insertedId, deletedCount } = await recordPaid(caller, transactionId, intent.amountCents, lines);
        return { result: { insertedId }, deleteResult: { deletedCount } };
      });
    },
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
