import { createHash } from 'node:crypto';
import { conflict } from '../../../http/problems.ts';
import type { PaymentProvider } from '../../payments/index.ts';
import type { PromoCodes } from '../../promo-codes/index.ts';
import { PICKUP_HOLD_MINUTES, type RestaurantRules } from '../../restaurant/index.ts';
import type { OrderRecord, OrdersRepository } from '../orders-repository.ts';
import type { OrderPayer, OrderRequest } from './create.ts';
import type { PricedCart } from './price.ts';

/** What is asked for, priced: an unchanged cart, pickup, note and phone have the same fingerprint, any change another one. */
export function fingerprintOf(
  { lines, bill, promo }: PricedCart,
  { pickup, note }: OrderRequest,
  phone: string | null,
): string {
  const parts = lines
    .map((line) => {
      const choices = line.choices.map((choice) => `${choice.id}=${choice.priceCents}`).join(',');
      return `${line.menuID}:${line.quantity}:${line.priceCents}:${choices}`;
    })
    .sort();
  const billed = `bill:${bill.currency}:${bill.tip.amount}:${bill.tax.amount}:${bill.total.amount}:${promo?.code ?? ''}`;
  return createHash('sha256')
    .update([...parts, billed, `pickup:${pickup}`, `note:${note ?? ''}`, `phone:${phone ?? ''}`].join('|'))
    .digest('base64url');
}

/** What letting go of an unpaid order needs. */
export interface UnpaidOrderParts {
  orders: Pick<OrdersRepository, 'discardUnpaid'>;
  promoCodes: Pick<PromoCodes, 'release'>;
  provider: Pick<PaymentProvider, 'cancelIntent'>;
  /** Settles an intent that was paid after all (the order becomes paid). */
  settle: (intentId: string) => Promise<unknown>;
}

/**
 * Lets go of an unpaid order: its intent is cancelled first, so that no card can be charged for
 * it afterwards, then its code's use is released and the order discarded. If the intent was paid
 * meanwhile, the paid order stands instead (`settle` makes it so). Answers which happened.
 */
export async function letGoOfUnpaid(
  { orders, promoCodes, provider, settle }: UnpaidOrderParts,
  unpaid: OrderRecord,
): Promise<'discarded' | 'paid'> {
  if (unpaid.intentId && (await provider.cancelIntent(unpaid.intentId)) === 'succeeded') {
    await settle(unpaid.intentId);
    return 'paid';
  }
  await promoCodes.release(unpaid.id);
  await orders.discardUnpaid(unpaid.id);
  return 'discarded';
}

/**
 * Reuse or let go of the payer's unpaid order: the same request within the pickup hold reuses it
 * (pressing Pay again charges once), if the restaurant still takes orders; any other is let go.
 * If its intent was paid meanwhile (another tab), the paid order stands and the diner is told (409).
 */
export async function reuseOrDiscardUnpaid(
  parts: UnpaidOrderParts & {
    orders: Pick<OrdersRepository, 'findAwaitingPayment'>;
    restaurant: Pick<RestaurantRules, 'checkTakingOrders'>;
  },
  payer: OrderPayer,
  fingerprint: string,
  now: Date,
): Promise<OrderRecord | undefined> {
  const unpaid = await parts.orders.findAwaitingPayment(
    payer.userId ? { userId: payer.userId } : { guestEmail: payer.email },
  );
  if (!unpaid) return undefined;
  const heldSince = now.getTime() - PICKUP_HOLD_MINUTES * 60_000;
  if (unpaid.cartFingerprint === fingerprint && unpaid.createdAt.getTime() > heldSince) {
    await parts.restaurant.checkTakingOrders(now);
    return unpaid;
  }
  if ((await letGoOfUnpaid(parts, unpaid)) === 'paid') {
    throw conflict('Your previous payment has just gone through: check your order before paying again.');
  }
  return undefined;
}
